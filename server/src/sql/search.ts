import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A search text as a LIKE pattern: `%`, `_` and `\` typed by a user are searched for, not treated as wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Latin letters with the marks the product's languages use, and the letters without them. Both
// databases have translate(); neither needs the unaccent extension (PGlite does not load it by default).
export const MARKED = 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçýÿ';
export const PLAIN = 'aaaaaaaeeeeeiiiiiooooooouuuuuncyy';

/** A text folded as the search compares it: lower case, accents taken off. */
export const foldText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Rows where any of the columns contains the search, ignoring case and accents both ways:
 * "ramirez" finds "Ramírez", and "Ramírez" finds "Ramirez".
 */
export function containsFolded(columns: AnyColumn[], search: string): SQL {
  const pattern = likePattern(foldText(search));
  return or(...columns.map((column) => sql`translate(lower(${column}), ${MARKED}, ${PLAIN}) like ${pattern}`))!;
}
