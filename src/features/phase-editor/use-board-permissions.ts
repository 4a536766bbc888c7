import type { Task } from '@/api/contract/tasks';
import { useAuth } from '@/features/auth';
import { useShownPart } from './board-context';

/** What the signed-in person may do on this board: managers shape it; others work on the tasks assigned to them. */
export function useBoardPermissions() {
  const me = useAuth((s) => s.context.user?.id);
  // Only the flag, so that a change to the board does not re-render everything that asks.
  const manages = useShownPart((shown) => shown?.board.can_manage ?? false);
  return {
    me,
    manages,
    mayWork: (task: Task) => manages || task.assignees.some((a) => a.id === me),
  };
}
