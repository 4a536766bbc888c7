/** A search text as a LIKE pattern: `%`, `_` and `\` typed by a user are searched for, not treated as wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
