import { useLiveEvent, useLiveReload } from '@/features/live/shared';
import { useHeldWhileDragging, type DragHold } from '@/board-kit/drag-hold';
import { useTodoActor } from './todo-context';

/**
 * Keeps the reader's todo board up to date: a change to any task on it (the stream tells only its
 * assignees) is read again in the background (the statechart waits for the reader's own saves),
 * once the reader has dropped the card they drag. After a gap the stream cannot replay, the board
 * is read again too. Answers the hold the board's drag and drop reports to.
 */
export function useTodoLiveUpdates(): DragHold {
  const actor = useTodoActor();
  const { hold, heard } = useHeldWhileDragging<null>(() => actor.send({ type: 'REMOTE_CHANGE' }));
  useLiveEvent(
    (event) => event.kind === 'todo',
    () => heard(null),
  );
  useLiveReload(() => heard(null));
  return hold;
}
