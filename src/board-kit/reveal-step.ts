/**
 * Cards a board column draws at first, and adds each time the reader reaches its end: about a
 * screen's height (a taller screen sees the end and draws the next ten at once). Every drawn card costs on each step of a drag (dnd-kit measures and
 * re-renders the sortables), so a column of hundreds draws only what is near the reader.
 */
export const REVEAL_STEP = 10;
