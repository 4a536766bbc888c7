/**
 * CSV for spreadsheets, shared by the browser's exports and the server's: a cell a spreadsheet
 * could run as a formula is defused.
 */

/** What a spreadsheet may read as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A number and nothing else (a phone number as +14155550110, a negative duration): a spreadsheet
 * reads it as that number, never a formula. `-1+cmd|…` or `+1+HYPERLINK(…)` only starts like one.
 */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * A CSV field: quoted when it holds a separator, a quote or a line break; a formula starter defused
 * with a leading apostrophe, so a spreadsheet shows the text instead of running it.
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV under a header row; lines end with CRLF (RFC 4180). */
export const csvText = (header: readonly string[], rows: readonly (readonly unknown[])[]): string =>
  [header.map(csvField).join(','), ...rows.map((row) => row.map(csvField).join(','))].join('\r\n') + '\r\n';
