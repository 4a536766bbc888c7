import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { ContactScope } from '@/api/contract/contacts';
import type { Db } from '@server/db/client';
import { contacts, type ContactRow, type UserRow } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';
import { heldForMember, reachOrganisation, runsEveryOrganisation } from '@server/src/organisations/membership';
import { amongIds } from '@server/src/sql/among-ids';

export type Reader = Pick<UserRow, 'id' | 'role'>;

/**
 * The contacts a person may see, as a condition (none: every one): the agency's managers see every
 * business's and the agency's own; a client person those of the businesses they belong to, read at
 * every request, so someone removed from a business loses its contacts at once.
 */
export const visibleContacts = (db: Db, reader: Reader): SQL | undefined =>
  runsEveryOrganisation(reader) ? undefined : heldForMember(db, reader.id, contacts.organisationId);

/**
 * The contacts of `organisation` (a business, or `agency` for the agency's own), or of every one the
 * person may see when it is left out. A business they do not belong to, or the agency's own asked by
 * a client, answers 404 as one that does not exist.
 */
export async function contactScope(db: Db, reader: Reader, organisation: ContactScope | undefined): Promise<SQL | undefined> {
  if (organisation === undefined) return visibleContacts(db, reader);
  if (organisation === 'agency') {
    if (!runsEveryOrganisation(reader)) throw notFound();
    return isNull(contacts.organisationId);
  }
  await reachOrganisation(db, reader, organisation);
  return eq(contacts.organisationId, organisation);
}

/** The contacts among `ids` the person may see; `forUpdate` holds them until the transaction ends. */
export async function visibleAmong(db: Db, reader: Reader, ids: readonly number[], { forUpdate = false } = {}): Promise<ContactRow[]> {
  const query = db
    .select()
    .from(contacts)
    .where(and(amongIds(contacts.id, ids), visibleContacts(db, reader)));
  return forUpdate ? query.for('update') : query;
}

/** A contact the person may see, or 404, as one that does not exist. */
export async function findVisibleContact(db: Db, reader: Reader, id: number, options: { forUpdate?: boolean } = {}): Promise<ContactRow> {
  const [row] = await visibleAmong(db, reader, [id], options);
  if (!row) throw notFound();
  return row;
}
