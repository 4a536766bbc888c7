/**
 * Whether a write failed on a unique index (SQLSTATE 23505): the row is there already, placed by
 * a concurrent request or process. Drizzle wraps the driver's error in `cause`; PGlite's is bare.
 */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
  return cause?.code === '23505';
}

/** Whether a write failed on a foreign key (SQLSTATE 23503): the row it refers to went meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
  return cause?.code === '23503';
}
