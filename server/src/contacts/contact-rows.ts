import { eq } from 'drizzle-orm';
import type { Contact } from '@/api/contract/contacts';
import type { Db } from '@server/db/client';
import { contacts, organisations, users, type ContactRow } from '@server/db/schema';

/** A contact with its business's and its owner's names, as the list, the export and a change answer it. */
export interface ContactWithNames {
  contact: ContactRow;
  organisationName: string | null;
  ownerName: string | null;
}

/** The contacts with the names they are shown with; add `.where`, `.orderBy`, `.limit`. */
export const selectContacts = (db: Db) =>
  db
    .select({ contact: contacts, organisationName: organisations.name, ownerName: users.fullName })
    .from(contacts)
    .leftJoin(organisations, eq(organisations.id, contacts.organisationId))
    .leftJoin(users, eq(users.id, contacts.ownerId));

/** A contact as the contract gives it. */
export function toContactDto({ contact, organisationName, ownerName }: ContactWithNames): Contact {
  return {
    id: contact.id,
    organisation: contact.organisationId === null ? null : { id: contact.organisationId, name: organisationName ?? '' },
    name: contact.name,
    phone: contact.phone,
    email: contact.email,
    source: contact.source,
    status: contact.status,
    owner: contact.ownerId === null ? null : { id: contact.ownerId, name: ownerName ?? '' },
    tags: contact.tags,
    interactions: contact.interactions,
    first_seen_at: contact.firstSeenAt.toISOString(),
    last_seen_at: contact.lastSeenAt.toISOString(),
  };
}

/** One contact as the contract gives it (after a change: it is there). */
export async function contactDto(db: Db, id: number): Promise<Contact> {
  const [row] = await selectContacts(db).where(eq(contacts.id, id)).limit(1);
  return toContactDto(row!);
}
