import { eq } from 'drizzle-orm';
import type { contactChangeSchema } from '@/api/contract/contacts';
import type { z } from '@/api/contract/zod';
import type { Db } from '@server/db/client';
import { contacts } from '@server/db/schema';
import { checkOwner } from './owners';
import { findVisibleContact, type Reader } from './visibility';

type ContactChange = z.output<typeof contactChangeSchema>;

/**
 * Changes what a person works on in one contact (its name, status, owner, tags); 404 for one they
 * may not see, 400 on `owner_id` for an owner who may not own it. Any of the business's people may.
 */
export async function changeContact(db: Db, reader: Reader, id: number, change: ContactChange, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const contact = await findVisibleContact(tx, reader, id, { forUpdate: true });
    // The owner it has is kept even if they have left the business since; a new one must belong.
    if (change.owner_id !== contact.ownerId) await checkOwner(tx, change.owner_id, [contact.organisationId]);
    const fields = {
      ...(change.name !== undefined && { name: change.name }),
      ...(change.status !== undefined && { status: change.status }),
      ...(change.owner_id !== undefined && { ownerId: change.owner_id }),
      ...(change.tags !== undefined && { tags: [...new Set(change.tags)] }),
    };
    if (Object.keys(fields).length > 0)
      await tx
        .update(contacts)
        .set({ ...fields, updatedAt: now })
        .where(eq(contacts.id, contact.id));
  });
}
