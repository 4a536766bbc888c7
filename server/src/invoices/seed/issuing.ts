import type { Db } from '@server/db/client';

/**
 * One invoice of the demo, issued at its moment. The seed issues all of them in the order of their
 * dates, so the gapless numbers of a year run in the order the invoices were issued.
 */
export interface Issuing {
  at: Date;
  issue(tx: Db): Promise<void>;
}

const DAY = 24 * 3600 * 1000;

/** A moment `days` days from `now` (before it when negative), at 10:00 UTC. */
export function dayFrom(now: Date, days: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today + days * DAY + 10 * 3600 * 1000);
}

export const dateOf = (at: Date) => at.toISOString().slice(0, 10);
