import { and, count, sql, type SQL } from 'drizzle-orm';
import { CONTACT_SOURCES, CONTACT_STATUSES, CONTACT_TAG_FACETS_MAX, type ContactFacets, type ContactFilter } from '@/api/contract/contacts';
import type { Db } from '@server/db/client';
import { contacts } from '@server/db/schema';
import { readTogether } from '@server/src/sql/read-together';
import { rowsOf } from '@server/src/sql/rows-of';
import { contactFilter } from './filters';

type FacetFilter = Pick<ContactFilter, 'search' | 'status' | 'source' | 'owner' | 'tag'>;

const zeroes = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

async function countsBy<K extends string>(
  db: Db,
  column: typeof contacts.status | typeof contacts.source,
  keys: readonly K[],
  where?: SQL,
) {
  const rows = await db.select({ value: column, n: count() }).from(contacts).where(where).groupBy(column);
  const counts = zeroes(keys);
  for (const row of rows) counts[row.value as K] = row.n;
  return counts;
}

/** The most used tags, the most used first (then by name, so ties keep their place). */
async function topTags(db: Db, where: SQL | undefined) {
  return rowsOf<{ tag: string; contacts: number }>(
    db,
    sql`select t.tag, count(*)::int as contacts
      from ${contacts} cross join lateral unnest(${contacts.tags}) as t(tag)
      where ${where ?? sql`true`}
      group by t.tag order by count(*) desc, t.tag asc limit ${CONTACT_TAG_FACETS_MAX}`,
  );
}

/**
 * How many contacts each status, source and tag holds within `scope`, as faceted search shows them:
 * a status's or a source's count under the other filters but its own (their values are
 * alternatives), a tag's under every filter (tags combine: the count is what adding it gives).
 */
export async function contactFacets(db: Db, scope: SQL | undefined, filter: FacetFilter): Promise<ContactFacets> {
  const [status, source, tags] = await readTogether(db, [
    () => countsBy(db, contacts.status, CONTACT_STATUSES, and(scope, contactFilter(filter, 'status'))),
    () => countsBy(db, contacts.source, CONTACT_SOURCES, and(scope, contactFilter(filter, 'source'))),
    () => topTags(db, and(scope, contactFilter(filter))),
  ]);
  return { status, source, tags };
}
