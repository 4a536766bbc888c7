import { and, eq, inArray } from 'drizzle-orm';
import { ACCESS } from '@/api/contract/roles';
import type { SiteLanguage } from '@/api/contract/site-values';
import type { Db } from '@server/db/client';
import { inquiries, inquiryMessages, users } from '@server/db/schema';
import { captureInquiry } from '@server/src/contacts/capture';
import { notify } from '@server/src/notifications/notify';

/** A contact form's message, as checked by the contract. */
export interface IncomingInquiry {
  name: string;
  email: string;
  subject: string;
  message: string;
  language: SiteLanguage;
  /** The campaign code the visitor arrived with (marketing). */
  campaign?: string;
}

/** The active staff who answer the contact form. */
async function inquiryStaff(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, [...ACCESS.inquiries]), eq(users.isActive, true)));
  return rows.map((row) => row.id);
}

/**
 * Keeps the inquiry and its first message (the visitor's), with the visitor's consent dated now,
 * and tells the staff who answer the contact form: all in one transaction, so no one is told of a
 * message that was not kept, and no message is kept untold.
 */
export async function receiveInquiry(db: Db, incoming: IncomingInquiry, now: Date) {
  return db.transaction(async (tx) => {
    const [inquiry] = await tx
      .insert(inquiries)
      .values({
        name: incoming.name,
        email: incoming.email,
        subject: incoming.subject,
        language: incoming.language,
        campaign: incoming.campaign ?? null,
        consentAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const [message] = await tx
      .insert(inquiryMessages)
      .values({ inquiryId: inquiry!.id, author: 'visitor', authorName: incoming.name, body: incoming.message, createdAt: now })
      .returning();
    await captureInquiry(tx, inquiry!);
    // The visitor has no account: their name is the notification's detail, not its actor.
    await notify(tx, await inquiryStaff(tx), {
      kind: 'inquiry_received',
      actor: null,
      subject: { type: 'inquiry', id: inquiry!.id, label: incoming.subject.replace(/\s+/g, ' ') },
      detail: incoming.name,
    });
    return { inquiry: inquiry!, message: message! };
  });
}
