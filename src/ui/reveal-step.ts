/**
 * Cards a board column draws at first, and adds each time the reader reaches its end: more than a
 * tall screen shows. Every drawn card costs on each step of a drag (dnd-kit measures and
 * re-renders the sortables), so a column of hundreds draws only what is near the reader.
 */
export const REVEAL_STEP = 15;
