import { inArray, sql } from 'drizzle-orm';
import { CAREERS_POSITIONS_MAX, type CareersPositionRow } from '@/api/contract/careers-analytics';
import type { ApplicationStage, SiteLanguage } from '@/api/contract/site-values';
import type { Db } from '@server/db/client';
import { jobApplications, jobPositions } from '@server/db/schema';
import { rowsOf } from '@server/src/sql/rows-of';
import { inCurrent, withBounds, type PeriodAsked } from '@server/src/sql/period-bounds';

/** The stages of an application still being decided on: neither hired nor rejected. */
const IN_PROGRESS: ApplicationStage[] = ['received', 'shortlisted', 'interview', 'offer', 'on_hold'];

/**
 * The positions with their applicants (all of them, those in progress, the hired) and those
 * received in the period, at most CAREERS_POSITIONS_MAX: the open ones first, closing soonest
 * first (no closing date last), then drafts and closed ones by latest change; titles in `lang`.
 */
export async function careersPositions(db: Db, period: PeriodAsked & { lang: SiteLanguage }): Promise<CareersPositionRow[]> {
  const title = period.lang === 'es' ? jobPositions.titleEs : jobPositions.titleEn;
  const isOpen = sql`${jobPositions.status} = 'open'`;
  const applicant = jobApplications.id;
  return rowsOf<CareersPositionRow>(
    db,
    sql`${withBounds(period)}
    select ${jobPositions.id} as id, ${title} as title, ${jobPositions.department} as department, ${jobPositions.status} as status,
      ${jobPositions.closesOn}::text as closes_on,
      count(${applicant})::int as applicants,
      count(${applicant}) filter (where ${inArray(jobApplications.stage, IN_PROGRESS)})::int as in_progress,
      count(${applicant}) filter (where ${jobApplications.stage} = 'hired')::int as hired,
      count(${applicant}) filter (where ${inCurrent(jobApplications.createdAt)})::int as received_in_period
    from bounds
    cross join ${jobPositions}
    left join ${jobApplications} on ${jobApplications.positionId} = ${jobPositions.id}
    group by ${jobPositions.id}
    order by ${isOpen} desc, case when ${isOpen} then ${jobPositions.closesOn} end asc nulls last,
      case when not ${isOpen} then ${jobPositions.updatedAt} end desc, ${jobPositions.id}
    limit ${sql.raw(String(CAREERS_POSITIONS_MAX))}`,
  );
}
