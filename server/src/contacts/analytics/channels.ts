import { sql } from 'drizzle-orm';
import { CONTACT_SOURCES, type ContactSource } from '@/api/contract/contacts';
import type { CrmChannelPoint, CrmChannels } from '@/api/contract/crm-analytics';
import type { Db } from '@server/db/client';
import { contacts } from '@server/db/schema';
import { inCurrent, withBounds, type PeriodAsked } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';
import { seriesPoints } from '@server/src/sql/series-points';

type PointRow = CrmChannelPoint & Record<`won_${ContactSource}`, number>;

/** Per source (fixed words of CONTACT_SOURCES, written into the statement): the point's leads and those won now. */
const countsPerSource = sql.raw(
  CONTACT_SOURCES.map(
    (source) =>
      `count(*) filter (where source = '${source}')::int as "${source}", ` +
      `count(*) filter (where source = '${source}' and status = 'won')::int as "won_${source}"`,
  ).join(', '),
);
const pointColumns = sql.raw(
  CONTACT_SOURCES.flatMap((source) => [`coalesce("${source}", 0) as "${source}"`, `coalesce("won_${source}", 0) as "won_${source}"`]).join(
    ', ',
  ),
);

/**
 * The period's leads (contacts first seen in it) by the source they first came through: per
 * source, how many and how many of them are won now; and per day, week (from Monday) or month of
 * the period (seriesUnitOf) in the reader's time zone, every point drawn even when empty. The rows
 * are the points' sums, every source listed, in CONTACT_SOURCES' order.
 */
export async function crmChannels(db: Db, period: PeriodAsked): Promise<CrmChannels> {
  const { unit, points, pointOf } = seriesPoints(period);
  const rows = await rowsOf<PointRow>(
    db,
    sql`${withBounds({ ...period, compare: false })},
    points as (${points}),
    placed as (
      select ${contacts.source} as source, ${contacts.status} as status,
        ${pointOf(sql`(${contacts.firstSeenAt} at time zone ${period.time_zone})`, sql`false`)} as start
      from ${contacts}, bounds
      where ${inCurrent(contacts.firstSeenAt)}
    ),
    counted as (select start, ${countsPerSource} from placed group by start)
    select points.start::text as start, ${pointColumns}
    from points
    left join counted using (start)
    order by points.rank`,
  );
  const sum = (figure: keyof PointRow) => rows.reduce((total, row) => total + Number(row[figure]), 0);
  return {
    rows: CONTACT_SOURCES.map((source) => ({ source, leads: sum(source), won: sum(`won_${source}`) })),
    unit,
    points: rows.map(({ start, call, sms, inquiry, import: imported }) => ({ start, call, sms, inquiry, import: imported })),
  };
}
