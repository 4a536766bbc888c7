import { and, eq, gte, isNull, or } from 'drizzle-orm';
import { jobPositions } from '@server/db/schema';

/** A calendar day of the server's clock, `YYYY-MM-DD`, in UTC: the day a closing date is compared with. */
export const dayOf = (now: Date): string => now.toISOString().slice(0, 10);

/** Open to applications on `today`: published, and not past its closing date (the last day it takes them). */
export const isOpenOn = (today: string) =>
  and(eq(jobPositions.status, 'open'), or(isNull(jobPositions.closesOn), gte(jobPositions.closesOn, today)));
