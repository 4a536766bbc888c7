import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '@server/db/client';
import { billingAddresses, invoices, organisations, users, type AddressSnapshot, type UserRow } from '@server/db/schema';
import { recordAudit } from '@server/src/audit/record';
import { notFound } from '@server/src/http/http-errors';
import { addressSnapshot } from '@server/src/shop/checkout/addresses';
import { recordInvoiceEvent } from '@server/src/invoices/issue';
import type { InvoiceRow } from '@server/src/invoices/reach';
import { moneyLabel } from '@server/src/shop/amount-text';
import { invoiceRefusal } from '@server/src/invoices/refusals';
import { invoiceEmail, type InvoiceEmailKind } from './invoice-email';
import { invoiceRecipients, recipientsDetail, type Recipient } from './recipients';
import { discardPdf, drawPdf, pdfKeyOf, storePdf } from './stored-pdf';

type Actor = Pick<UserRow, 'id' | 'role'> & Partial<Pick<UserRow, 'email'>>;

export const notDraft = () => invoiceRefusal(409, 'invoice_not_draft', 'Only a draft is sent: this invoice was sent or voided already.');

/** The organisation's default billing address as it is now, or null when it has none. */
async function defaultAddress(db: Db, organisationId: number): Promise<AddressSnapshot | null> {
  const [row] = await db
    .select()
    .from(billingAddresses)
    .where(and(eq(billingAddresses.organisationId, organisationId), eq(billingAddresses.isDefault, true)));
  return row ? addressSnapshot(row) : null;
}

/** Where e-mails' links lead: PUBLIC_BASE_URL, else the address the request came to, else this server. */
export function linkBase(app: FastifyInstance, request: FastifyRequest | null): string {
  return app.config.publicBaseUrl ?? (request ? `${request.protocol}://${request.host}` : `http://localhost:${app.config.port}`);
}

/** Queues the invoice's e-mail, with its stored PDF, to each recipient. */
export async function mailInvoice(
  app: FastifyInstance,
  kind: InvoiceEmailKind,
  invoice: InvoiceRow,
  recipients: readonly Recipient[],
  request: FastifyRequest | null,
): Promise<void> {
  const base = linkBase(app, request);
  for (const recipient of recipients) await app.mailer.send(invoiceEmail(kind, recipient.email, invoice, base));
}

async function auditActor(db: Db, actor: Actor | null) {
  if (!actor) return null;
  if (actor.email !== undefined) return { id: actor.id, email: actor.email };
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.id));
  return { id: actor.id, email: row?.email ?? null };
}

/**
 * Sends a draft: its PDF drawn and stored once, the invoice final (status sent, the organisation's
 * default address kept on it), an `invoice_sent` audit event, and the e-mail with the PDF queued to
 * the business's owners in the invoice's language. 409 `invoice_not_draft` when it is not a draft.
 *
 * All under the row's lock: two sends of one draft cannot both store a PDF under its key (the
 * second finds it sent). The PDF is stored before the row says so; if the transaction fails, the
 * file goes. The e-mails are queued once it is committed.
 */
export async function sendInvoice(
  app: FastifyInstance,
  actor: Actor | null,
  id: number,
  request: FastifyRequest | null = null,
): Promise<void> {
  const now = app.clock();
  let stored: string | null = null;
  let sent: { invoice: InvoiceRow; recipients: Recipient[] };
  try {
    sent = await app.db.transaction(async (tx) => {
      const [draft] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
      if (!draft) throw notFound();
      if (draft.status !== 'draft') throw notDraft();
      const key = pdfKeyOf(draft);
      const invoice: InvoiceRow = {
        ...draft,
        // Nothing to pay (every line free or discounted away): sent settled, never overdue.
        status: draft.totalMinor === 0 ? 'paid' : 'sent',
        sentAt: now,
        paidAt: draft.totalMinor === 0 ? now : null,
        address: await defaultAddress(tx, draft.organisationId),
        pdfKey: key,
        updatedAt: now,
      };
      const recipients = await invoiceRecipients(tx, draft.organisationId);
      await storePdf(app.storage, key, await drawPdf(tx, invoice));
      stored = key;
      await tx
        .update(invoices)
        .set({ status: invoice.status, sentAt: now, paidAt: invoice.paidAt, address: invoice.address, pdfKey: key, updatedAt: now })
        .where(eq(invoices.id, id));
      await recordInvoiceEvent(tx, id, 'sent', now, { actorId: actor?.id ?? null, detail: recipientsDetail(recipients) });
      const [organisation] = await tx
        .select({ name: organisations.name })
        .from(organisations)
        .where(eq(organisations.id, draft.organisationId));
      await recordAudit(tx, request, {
        action: 'invoice_sent',
        actor: await auditActor(tx, actor),
        target: { type: 'organisation', id: draft.organisationId, label: organisation?.name ?? null },
        details: { invoice: draft.number, amount: moneyLabel(draft.totalMinor, draft.currency) },
      });
      return { invoice, recipients };
    });
  } catch (error) {
    if (stored) await discardPdf(app, stored);
    throw error;
  }
  await mailInvoice(app, 'sent', sent.invoice, sent.recipients, request);
}
