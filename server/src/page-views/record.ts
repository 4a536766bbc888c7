import type { Db } from '@server/db/client';
import { pageViews } from '@server/db/schema';

/** One view of a public page, as it is counted: nothing in it names the visitor (their hash is of one day's salt). */
export type PageView = Omit<typeof pageViews.$inferInsert, 'id'>;

/** Counts one view of a public page (its time is now unless given). */
export async function recordPageView(db: Db, view: PageView): Promise<void> {
  await db.insert(pageViews).values(view);
}
