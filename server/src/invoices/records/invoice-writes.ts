import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { OPEN_INVOICE_STATUSES, type InvoiceStatus } from '@/api/contract/invoices';
import type { Db } from '@server/db/client';
import { invoices, organisations, type UserRow } from '@server/db/schema';
import { recordAudit } from '@server/src/audit/record';
import { insertInvoice, recordInvoiceEvent, writeLines } from '@server/src/invoices/issue';
import { reachInvoice } from '@server/src/invoices/reach';
import { invoiceRefusal } from '@server/src/invoices/refusals';
import { moneyLabel } from '@server/src/shop/amount-text';
import { checkInvoiceFields, type InvoiceFieldsInput } from './invoice-input';

/*
 * The editor's writes and voiding, each in one transaction: a refusal anywhere in it (a line naming
 * another business's number, a total past the limit) leaves nothing written, the number taken
 * included.
 */

type Person = Pick<UserRow, 'id' | 'role'>;

/** A new draft from the editor's body (checkInvoiceFields), numbered for its issue date's year. Returns its id. */
export function createInvoice(db: Db, user: Person, fields: InvoiceFieldsInput, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const checked = await checkInvoiceFields(tx, fields, now);
    return insertInvoice(tx, { ...checked, origin: 'manual', status: 'draft', createdBy: user.id }, now);
  });
}

/**
 * A draft's whole content replaced, under its row's lock (two editors saving at once are served one
 * after the other); 409 `invoice_not_draft` once it has been sent or voided. The number stays:
 * numbers are gapless, and giving this one back would
 * leave a hole in its year, so a draft keeps the number it was made with, and its issue date stays in
 * that year (400 `issue_year_fixed`).
 */
export function updateInvoice(db: Db, user: Person, id: number, fields: InvoiceFieldsInput, now: Date): Promise<void> {
  return db.transaction(async (tx) => {
    const invoice = await reachInvoice(tx, user, id, { lock: true });
    if (invoice.status !== 'draft') {
      throw invoiceRefusal(409, 'invoice_not_draft', 'Only a draft can be edited: this invoice has been sent or voided.');
    }
    const checked = await checkInvoiceFields(tx, fields, now);
    // Its number is of its year: a draft dated into another year would carry another year's number.
    if (Number(checked.issueDate.slice(0, 4)) !== invoice.year)
      throw invoiceRefusal(
        400,
        'issue_year_fixed',
        `This invoice's number is of ${invoice.year}: its issue date stays in that year.`,
        'issue_date',
      );
    // A month's usage invoice is that business's (one per business and month).
    if (invoice.usageMonth !== null && checked.organisationId !== invoice.organisationId)
      throw invoiceRefusal(400, 'source_unknown', 'A usage invoice bills its own business: it cannot move to another.', 'organisation');
    const totals = await writeLines(tx, id, checked.lines, checked.currency);
    await tx
      .update(invoices)
      .set({
        organisationId: checked.organisationId,
        projectId: checked.projectId,
        currency: checked.currency,
        language: checked.language,
        issueDate: checked.issueDate,
        dueDate: checked.dueDate,
        notes: checked.notes,
        terms: checked.terms,
        ...totals,
        updatedAt: now,
      })
      .where(eq(invoices.id, id));
    await recordInvoiceEvent(tx, id, 'updated', now, { actorId: user.id });
  });
}

const voidable = (status: InvoiceStatus) => status === 'draft' || (OPEN_INVOICE_STATUSES as readonly InvoiceStatus[]).includes(status);

/**
 * A draft, or an open invoice nothing was paid on, voided with its reason: it keeps its number and
 * bills nothing. Its timeline and the audit log say who did it and why, in the same transaction.
 * 409 `invoice_not_open` otherwise (paid in part or whole, or void already).
 */
export function voidInvoice(db: Db, request: FastifyRequest, user: Person, id: number, reason: string, now: Date): Promise<void> {
  return db.transaction(async (tx) => {
    const invoice = await reachInvoice(tx, user, id, { lock: true });
    if (!voidable(invoice.status) || invoice.paidMinor > 0) {
      throw invoiceRefusal(409, 'invoice_not_open', 'Only a draft or an open invoice with nothing paid on it can be voided.');
    }
    await tx.update(invoices).set({ status: 'void', voidedAt: now, updatedAt: now }).where(eq(invoices.id, id));
    await recordInvoiceEvent(tx, id, 'voided', now, { actorId: user.id, detail: reason });
    const [organisation] = await tx
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, invoice.organisationId));
    await recordAudit(tx, request, {
      action: 'invoice_voided',
      target: { type: 'organisation', id: invoice.organisationId, label: organisation?.name ?? null },
      details: { invoice: invoice.number, amount: moneyLabel(invoice.totalMinor, invoice.currency), reason },
    });
  });
}
