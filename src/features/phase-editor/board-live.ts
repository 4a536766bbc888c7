import type { LiveEvent } from '@/api/contract/live';
import { useLiveEvent, useLiveReload } from '@/features/live/shared';
import { useBoardActor } from './board-context';
import { useHeldWhileDragging, type DragHold } from '@/board-kit/drag-hold';

/**
 * Keeps the open board up to date: each change the live stream hears that `matches` it is read
 * again in the background (the statechart waits for the reader's own saves), once the reader has
 * dropped what they drag. After a gap the stream cannot replay, the board is read again too.
 * Answers the hold the board's drag and drop reports to.
 */
export function useBoardLiveUpdates(matches: (event: LiveEvent) => boolean): DragHold {
  const actor = useBoardActor();
  const { hold, heard } = useHeldWhileDragging<number | null>((version) => actor.send({ type: 'REMOTE_CHANGE', version }));
  useLiveEvent(matches, (event) => heard(event.version));
  useLiveReload(() => heard(null));
  return hold;
}

/** The live updates of a board drawn without drag and drop (a task's drawer opened on its own). */
export function BoardLiveUpdates({ matches }: { matches: (event: LiveEvent) => boolean }) {
  useBoardLiveUpdates(matches);
  return null;
}
