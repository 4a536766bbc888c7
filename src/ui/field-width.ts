/**
 * A width for a filter field that shows the longest of its texts (placeholder, options) whole, in
 * whichever language they come: at least `min` px, else the texts' length in `ch` plus the room
 * of the field's icon or chevron and its padding. A fixed width cut Spanish placeholders short
 * ("Buscar en los resúmenes"), and in right-to-left cut off their start.
 */
export function widthToShow(texts: readonly string[], min: number): string {
  const longest = Math.max(0, ...texts.map((text) => text.length));
  return `max(${min}px, calc(${longest}ch + 3.25rem))`;
}

/** The width of a select whose placeholder or any of whose options may be shown. */
export const selectWidthToShow = (placeholder: string, options: readonly { label: string }[], min: number): string =>
  widthToShow([placeholder, ...options.map((option) => option.label)], min);
