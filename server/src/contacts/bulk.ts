import { inArray, sql } from 'drizzle-orm';
import { CONTACT_TAGS_MAX, type contactBulkSchema } from '@/api/contract/contacts';
import type { z } from '@/api/contract/zod';
import type { Db } from '@server/db/client';
import { contacts, type ContactRow } from '@server/db/schema';
import { fieldError, notFound } from '@server/src/http/http-errors';
import { manageOrganisation, runsEveryOrganisation } from '@server/src/organisations/membership';
import { checkOwner } from './owners';
import { visibleAmong, type Reader } from './visibility';

type BulkAction = z.output<typeof contactBulkSchema>;

/** Deleting contacts takes an owner of each of their businesses (or the agency's managers): 403 otherwise. */
async function mayDelete(db: Db, reader: Reader, rows: readonly ContactRow[]) {
  if (runsEveryOrganisation(reader)) return;
  for (const organisationId of new Set(rows.map((row) => row.organisationId)))
    if (organisationId !== null) await manageOrganisation(db, reader, organisationId);
}

/** The selected contacts the action changes: a tag they have already, or the status they are in, changes nothing. */
function changedBy(action: BulkAction, rows: readonly ContactRow[]): ContactRow[] {
  switch (action.action) {
    case 'tag':
      return rows.filter((row) => !row.tags.includes(action.tag));
    case 'untag':
      return rows.filter((row) => row.tags.includes(action.tag));
    case 'assign':
      return rows.filter((row) => row.ownerId !== action.owner_id);
    case 'status':
      return rows.filter((row) => row.status !== action.status);
    case 'delete':
      return [...rows];
  }
}

/** The change itself, to the contacts given. */
async function apply(db: Db, action: BulkAction, ids: number[], now: Date) {
  const these = inArray(contacts.id, ids);
  switch (action.action) {
    case 'tag':
      return db
        .update(contacts)
        .set({ tags: sql`array_append(${contacts.tags}, ${action.tag}::text)`, updatedAt: now })
        .where(these);
    case 'untag':
      return db
        .update(contacts)
        .set({ tags: sql`array_remove(${contacts.tags}, ${action.tag}::text)`, updatedAt: now })
        .where(these);
    case 'assign':
      return db.update(contacts).set({ ownerId: action.owner_id, updatedAt: now }).where(these);
    case 'status':
      return db.update(contacts).set({ status: action.status, updatedAt: now }).where(these);
    case 'delete':
      return db.delete(contacts).where(these);
  }
}

/**
 * One action on the selected contacts, all or none, in one transaction: a contact the person may not
 * see answers 404 and nothing changes, as does any refusal (an owner who may not own one of them, a
 * tag one more than a contact may carry, a delete by a business's member). Answers how many changed.
 */
export function bulkChange(db: Db, reader: Reader, action: BulkAction, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = [...new Set(action.ids)];
    const rows = await visibleAmong(tx, reader, ids, { forUpdate: true });
    if (rows.length !== ids.length) throw notFound();
    if (action.action === 'delete') await mayDelete(tx, reader, rows);
    if (action.action === 'assign')
      await checkOwner(
        tx,
        action.owner_id,
        rows.map((row) => row.organisationId),
      );
    const changed = changedBy(action, rows);
    if (action.action === 'tag' && changed.some((row) => row.tags.length >= CONTACT_TAGS_MAX)) throw fieldError('tag', 'too_many');
    if (changed.length > 0)
      await apply(
        tx,
        action,
        changed.map((row) => row.id),
        now,
      );
    return changed.length;
  });
}
