import { useEffect } from 'react';
import { findTask } from '@machines/board/operations';
import { useBoardState, useFirstIds, useShownPart } from './board-context';

/**
 * Tells the opener of a task's drawer when the task is gone from its board: archived or deleted,
 * here or by someone else, or never there. `firstTaskId` is the id the task was first shown with.
 */
export function ClosesWhenGone({ firstTaskId, onGone }: { firstTaskId: number | null; onGone(): void }) {
  const settled = useBoardState((s) => s.matches('ready') || s.matches('failed'));
  const { current } = useFirstIds();
  const present = useShownPart(
    (shown) => firstTaskId === null || (shown !== null && findTask(shown.board, current('task', firstTaskId)) !== undefined),
  );
  useEffect(() => {
    if (settled && !present) onGone();
  }, [settled, present, onGone]);
  return null;
}
