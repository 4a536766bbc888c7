import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { CONTACT_SOURCES, CONTACT_STATUSES, type Contact, type ContactFilter, type ContactSort } from '@/api/contract/contacts';
import type { Db } from '@server/db/client';
import { contacts } from '@server/db/schema';
import { selectContacts, toContactDto } from './contact-rows';
import { textArray } from './filters';

/** Statuses in the pipeline's order and sources in the contract's, not the alphabet's. */
const SORT_KEYS: Record<ContactSort, SQL> = {
  name: sql`lower(${contacts.name})`,
  status: sql`array_position(${textArray(CONTACT_STATUSES)}, ${contacts.status})`,
  source: sql`array_position(${textArray(CONTACT_SOURCES)}, ${contacts.source})`,
  interactions: sql`${contacts.interactions}`,
  first_seen_at: sql`${contacts.firstSeenAt}`,
  last_seen_at: sql`${contacts.lastSeenAt}`,
};

/** The order asked for, then the id the same way, so pages never share or skip a row. */
function orderOf({ sort, order }: Pick<ContactFilter, 'sort' | 'order'>): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  return [direction(SORT_KEYS[sort]), direction(contacts.id)];
}

export const countContacts = (db: Db, where: SQL | undefined) => db.$count(contacts, where);

/** The contacts `where` selects, in the order asked for, one window of them. */
export async function listContacts(
  db: Db,
  where: SQL | undefined,
  ordering: Pick<ContactFilter, 'sort' | 'order'>,
  { limit, offset }: { limit: number; offset: number },
): Promise<Contact[]> {
  const rows = await selectContacts(db)
    .where(where)
    .orderBy(...orderOf(ordering))
    .limit(limit)
    .offset(offset);
  return rows.map(toContactDto);
}
