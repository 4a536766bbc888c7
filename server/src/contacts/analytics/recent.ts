import { inArray, sql } from 'drizzle-orm';
import type { CrmRecent } from '@/api/contract/crm-analytics';
import type { Db } from '@server/db/client';
import { contacts } from '@server/db/schema';
import { inCurrent, withBounds, type PeriodAsked } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';
import { selectContacts, toContactDto } from '@server/src/contacts/contact-rows';

/**
 * The period's leads (contacts first seen in it, the reader's days), the most recently first seen
 * first (then the newest id), at most `limit`: chosen in SQL with the period's bounds, then read as
 * the contacts table reads them.
 */
export async function crmRecent(db: Db, period: PeriodAsked & { limit: number }): Promise<CrmRecent> {
  const chosen = await rowsOf<{ id: number }>(
    db,
    sql`${withBounds({ ...period, compare: false })}
    select ${contacts.id} as id
    from ${contacts}
    cross join bounds
    where ${inCurrent(contacts.firstSeenAt)}
    order by ${contacts.firstSeenAt} desc, ${contacts.id} desc
    limit ${period.limit}`,
  );
  if (chosen.length === 0) return { rows: [] };
  const found = new Map(
    (
      await selectContacts(db).where(
        inArray(
          contacts.id,
          chosen.map((row) => row.id),
        ),
      )
    ).map((row) => [row.contact.id, row]),
  );
  return { rows: chosen.flatMap(({ id }) => (found.has(id) ? [toContactDto(found.get(id)!)] : [])) };
}
