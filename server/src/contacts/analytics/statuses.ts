import { sql } from 'drizzle-orm';
import { CONTACT_STATUSES, type ContactStatus } from '@/api/contract/contacts';
import type { CrmStatuses } from '@/api/contract/crm-analytics';
import type { Db } from '@server/db/client';
import { contacts } from '@server/db/schema';
import { inCurrent, withBounds, type PeriodAsked } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';

/** The period's leads (contacts first seen in it, the reader's days) by the status they have now, every status listed in order. */
export async function crmStatuses(db: Db, period: PeriodAsked): Promise<CrmStatuses> {
  const counted = await rowsOf<{ status: ContactStatus; leads: number }>(
    db,
    sql`${withBounds({ ...period, compare: false })}
    select ${contacts.status} as status, count(*)::int as leads
    from ${contacts}, bounds
    where ${inCurrent(contacts.firstSeenAt)}
    group by 1`,
  );
  const leadsOf = new Map(counted.map((row) => [row.status, row.leads]));
  return { rows: CONTACT_STATUSES.map((status) => ({ status, leads: leadsOf.get(status) ?? 0 })) };
}
