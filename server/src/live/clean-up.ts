import { lt } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { liveEvents } from '@server/db/schema';
import { REPLAY_WINDOW_MS } from './hub';

/** Deletes the events older than the replay window: no tab can be given them any more. */
export async function deleteOldLiveEvents(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(liveEvents)
    .where(lt(liveEvents.occurredAt, new Date(now.getTime() - REPLAY_WINDOW_MS)))
    .returning({ id: liveEvents.id });
  return deleted.length;
}
