import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { pageViewSalts } from '@server/db/schema';

/*
 * A visitor is known for one UTC day only: their views carry a hash of that day's random salt with
 * their address, user agent and our host. The salt is kept in the database (every process hashes
 * alike) and deleted soon after its day, and then no one, us included, can tell whose a hash is.
 */

/** How far behind another process's clock may be. */
const CLOCK_SKEW_MS = 2 * 60_000;

/** The UTC day of a moment, `YYYY-MM-DD`. */
const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** The salt each database handed out last, so a day's views read it once per process. */
const lastSalt = new WeakMap<Db, { day: string; salt: string }>();

/** The salt of `now`'s UTC day: made by the first process that needs it, read by the others. */
export async function dailySalt(db: Db, now: Date): Promise<string> {
  const day = utcDay(now);
  const cached = lastSalt.get(db);
  if (cached?.day === day) return cached.salt;
  await db
    .insert(pageViewSalts)
    .values({ day, salt: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ salt: pageViewSalts.salt }).from(pageViewSalts).where(eq(pageViewSalts.day, day));
  lastSalt.set(db, { day, salt: row!.salt });
  return row!.salt;
}

/** What tells one visitor from another on a day; none of it is kept. */
export interface VisitorSignals {
  address: string;
  userAgent: string;
  host: string;
}

/** The visitor's hash for `now`'s day: 32 hex characters, the same all day, unrelated the next. */
export async function visitorHashOf(db: Db, now: Date, { address, userAgent, host }: VisitorSignals): Promise<string> {
  const salt = await dailySalt(db, now);
  return createHash('sha256').update([salt, address, userAgent, host].join('\n')).digest('hex').slice(0, 32);
}

/**
 * Deletes the salts of the days before today, once today is a couple of minutes old: a process
 * whose clock is a moment behind may still hash yesterday's last views with the salt it holds.
 */
export async function deleteOldPageViewSalts(db: Db, now: Date): Promise<number> {
  const today = utcDay(new Date(now.getTime() - CLOCK_SKEW_MS));
  const deleted = await db.delete(pageViewSalts).where(lt(pageViewSalts.day, today)).returning({ day: pageViewSalts.day });
  return deleted.length;
}
