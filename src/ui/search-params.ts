/** A text from the address, as a list's search box would hold it: trimmed, at most `max` characters; '' when not text. */
export const searchText = (value: unknown, max = 100): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, max) : '';

/** A whole number from 1 to 1,000,000 in the address (a page, an id), else undefined: a bad value is left out, never an error page. */
export function positiveInt(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : undefined;
}

/** The address's `key` as `{ [key]: text }` when it holds text of at most `max` characters, else `{}`. */
export function optionalText<K extends string>(query: Record<string, unknown>, key: K, max: number): { [P in K]?: string } {
  const value = query[key];
  return typeof value === 'string' && value.length <= max ? ({ [key]: value } as { [P in K]?: string }) : {};
}
