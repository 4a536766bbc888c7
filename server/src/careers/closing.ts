import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { jobPositions } from '@server/db/schema';
import { dayOf } from './open-positions';

/** Closes the open positions whose closing date (their last day) is before the day of `now`; answers how many. */
export async function closeExpiredPositions(db: Db, now: Date): Promise<number> {
  const closed = await db
    .update(jobPositions)
    .set({ status: 'closed', updatedAt: now })
    .where(and(eq(jobPositions.status, 'open'), lt(jobPositions.closesOn, dayOf(now))))
    .returning({ id: jobPositions.id });
  return closed.length;
}
