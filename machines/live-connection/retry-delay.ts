/** The first wait after a lost stream, doubled after each failed try up to the cap. */
export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 30_000;

/**
 * How long to wait before the `attempt`th try in a row (1, 2, …): 1 s, 2 s, 4 s … up to 30 s, of
 * which a random half is taken off, so that the tabs a restarted server dropped together do not
 * all come back in the same instant.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const full = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(full / 2 + (random() * full) / 2);
}
