import { KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

// Options made once: dnd-kit rebuilds its sensors, and with them every sortable's listeners, when
// these objects change, and a board re-rendering with new ones re-renders every card's drag handle.
const MOUSE = { activationConstraint: { distance: 5 } };
// A finger picks a card up after a long press, so that a swipe still scrolls the board.
const TOUCH = { activationConstraint: { delay: 250, tolerance: 5 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };

/** How a board's cards are picked up: a mouse drag past 5 px, a long press, or Space/Enter and the arrows. */
export function useBoardSensors() {
  return useSensors(useSensor(MouseSensor, MOUSE), useSensor(TouchSensor, TOUCH), useSensor(KeyboardSensor, KEYBOARD));
}
