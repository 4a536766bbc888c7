import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { organisationMembers, users } from '@server/db/schema';

export interface Recipient {
  email: string;
  fullName: string;
}

/** Whom a business's invoices are e-mailed to: its owners whose accounts are active, in the order they joined. */
export async function invoiceRecipients(db: Db, organisationId: number): Promise<Recipient[]> {
  return db
    .select({ email: users.email, fullName: users.fullName })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.role, 'owner'), eq(users.isActive, true)))
    .orderBy(asc(organisationMembers.createdAt), asc(users.id));
}

/** The timeline's note of whom it went to; null when the business has no owner to write to. */
export const recipientsDetail = (recipients: readonly Recipient[]) =>
  recipients.length > 0 ? recipients.map((recipient) => recipient.email).join(', ') : null;
