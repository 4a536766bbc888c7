import { sql } from 'drizzle-orm';
import type { CrmRecent } from '@/api/contract/crm-analytics';
import type { Db } from '@server/db/client';
import { contacts, organisations, users } from '@server/db/schema';
import { inCurrent, withBounds, type PeriodAsked } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';
import { contactJson, type ContactQueryRow } from './contact-json';

/**
 * The period's leads (contacts first seen in it, the reader's days), the most recently first seen
 * first (then the newest id), at most `limit`.
 */
export async function crmRecent(db: Db, period: PeriodAsked & { limit: number }): Promise<CrmRecent> {
  const rows = await rowsOf<ContactQueryRow>(
    db,
    sql`${withBounds({ ...period, compare: false })}
    select ${contacts.id} as id, ${contacts.organisationId} as organisation_id, ${organisations.name} as organisation_name,
      ${contacts.name} as name, ${contacts.phone} as phone, ${contacts.email} as email, ${contacts.source} as source,
      ${contacts.status} as status, ${contacts.ownerId} as owner_id, ${users.fullName} as owner_name, ${contacts.tags} as tags,
      ${contacts.interactions} as interactions, ${contacts.firstSeenAt} as first_seen_at, ${contacts.lastSeenAt} as last_seen_at
    from ${contacts}
    cross join bounds
    left join ${organisations} on ${organisations.id} = ${contacts.organisationId}
    left join ${users} on ${users.id} = ${contacts.ownerId}
    where ${inCurrent(contacts.firstSeenAt)}
    order by ${contacts.firstSeenAt} desc, ${contacts.id} desc
    limit ${period.limit}`,
  );
  return { rows: rows.map(contactJson) };
}
