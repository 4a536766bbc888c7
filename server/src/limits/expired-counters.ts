import { lt } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { limitCounters } from '@server/db/schema';

/**
 * Deletes the limit counters whose window has ended (a scheduled job calls it): an ended count is
 * started afresh on the next request anyway, so its row only takes room.
 */
export async function deleteExpiredCounters(db: Db, now: Date): Promise<number> {
  const deleted = await db.delete(limitCounters).where(lt(limitCounters.expire, now.getTime())).returning({ key: limitCounters.key });
  return deleted.length;
}
