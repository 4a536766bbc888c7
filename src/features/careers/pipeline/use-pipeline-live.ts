import { useHeldWhileDragging, type DragHold } from '@/board-kit/drag-hold';
import { useLiveEvent, useLiveReload } from '@/features/live/shared';

/**
 * Keeps the board up to date with new applications: each one notifies everyone who reads this
 * page, and so reaches them as a notification event (applications have no live kind of their
 * own; a move by someone else shows on the next read, or refuses a move made over it). Held
 * while the reader drags a card. Answers the hold the board's drag and drop reports to.
 */
export function usePipelineLive(readAgain: () => void): DragHold {
  const { hold, heard } = useHeldWhileDragging<null>(readAgain);
  useLiveEvent(
    (event) => event.kind === 'notification',
    () => heard(null),
  );
  useLiveReload(() => heard(null));
  return hold;
}
