import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef } from 'react';

/** What a board's drag and drop tells whoever holds things back during a drag. */
export interface DragHold {
  dragStarted(): void;
  /** The card was dropped (after its move was sent) or the drag was cancelled. */
  dragEnded(): void;
}

const NO_HOLD: DragHold = { dragStarted: () => undefined, dragEnded: () => undefined };
const DragHoldContext = createContext<DragHold>(NO_HOLD);

/** Gives a board's drag and drop the hold that waits for its drags to end. */
export const DragHoldProvider = DragHoldContext.Provider;

/**
 * The hold a board's DndContext reports its drags to. A board taken off the screen in the middle
 * of a drag reports no drop, so its going ends the drag.
 */
export function useDragReports(): DragHold {
  const hold = useContext(DragHoldContext);
  useEffect(() => () => hold.dragEnded(), [hold]);
  return hold;
}

/**
 * Passes each thing `heard` to `deliver` at once, except while the reader drags a card or a phase:
 * then it waits, and is delivered after the drop (or the cancel), in order. Someone else's change
 * redrawn under the pointer would move the places the card is being dragged between.
 */
export function useHeldWhileDragging<T>(deliver: (value: T) => void): { hold: DragHold; heard(value: T): void } {
  const latest = useRef(deliver);
  useLayoutEffect(() => {
    latest.current = deliver;
  });
  const drag = useRef({ dragging: false, held: [] as T[] });
  return useMemo(
    () => ({
      heard(value: T) {
        if (drag.current.dragging) drag.current.held.push(value);
        else latest.current(value);
      },
      hold: {
        dragStarted() {
          drag.current.dragging = true;
        },
        dragEnded() {
          drag.current.dragging = false;
          for (const value of drag.current.held.splice(0)) latest.current(value);
        },
      },
    }),
    [],
  );
}
