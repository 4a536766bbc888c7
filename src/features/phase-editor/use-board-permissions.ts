import type { Task } from '@/api/contract/tasks';
import { useAuth } from '@/features/auth';
import { useShownBoard } from './board-context';

/** What the signed-in person may do on this board: managers shape it; others work on the tasks assigned to them. */
export function useBoardPermissions() {
  const me = useAuth((s) => s.context.user?.id);
  const manages = useShownBoard()?.board.can_manage ?? false;
  return {
    me,
    manages,
    mayWork: (task: Task) => manages || task.assignees.some((a) => a.id === me),
  };
}
