/**
 * Whether a write failed on a unique index (SQLSTATE 23505): the row is there already, placed by
 * a concurrent request or process. Drizzle wraps the driver's error in `cause`; PGlite's is bare.
 */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
  return cause?.code === '23505';
}
