/**
 * Which of the given fields differ between two versions of a record, compared as JSON: what a
 * settings event keeps, never the values (a greeting, a transfer number).
 */
export function changedFields<T extends object>(before: T, after: T, fields: readonly (keyof T & string)[]): string[] {
  return fields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}
