import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { jobApplications, jobPositions } from '@server/db/schema';
import type { FileStorage } from '@server/src/files/storage/file-storage';
import { eraseApplications, erasedColumns } from './erase';

/** Applications are kept this long after their position closes (the README states it; the applicant agreed to it). */
export const CLOSED_POSITION_RETENTION_MONTHS = 12;
/** A rejected application is kept this long after its last change, whatever its position. */
export const REJECTED_APPLICATION_RETENTION_MONTHS = 6;

/** The same time of day `months` calendar months earlier (the day clipped to the month's end). */
export function monthsBefore(now: Date, months: number): Date {
  const then = new Date(now);
  const day = then.getUTCDate();
  then.setUTCDate(1);
  then.setUTCMonth(then.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(then.getUTCFullYear(), then.getUTCMonth() + 1, 0)).getUTCDate();
  then.setUTCDate(Math.min(day, lastDay));
  return then;
}

/**
 * Deletes, with their files, the applications past their retention as of `now`: those of a
 * position closed over CLOSED_POSITION_RETENTION_MONTHS ago (a closed position's last change is
 * its closing), and those rejected over REJECTED_APPLICATION_RETENTION_MONTHS ago. Answers how many went.
 */
export async function purgeExpiredApplications(db: Db, storage: FileStorage, now: Date): Promise<number> {
  const expired = await db
    .select(erasedColumns)
    .from(jobApplications)
    .innerJoin(jobPositions, eq(jobPositions.id, jobApplications.positionId))
    .where(
      or(
        and(eq(jobPositions.status, 'closed'), lt(jobPositions.updatedAt, monthsBefore(now, CLOSED_POSITION_RETENTION_MONTHS))),
        and(eq(jobApplications.stage, 'rejected'), lt(jobApplications.updatedAt, monthsBefore(now, REJECTED_APPLICATION_RETENTION_MONTHS))),
      ),
    );
  await eraseApplications(db, storage, expired);
  return expired.length;
}
