import { asc, eq } from 'drizzle-orm';
import { invoiceTotals } from '@/api/contract/invoice-totals';
import { OPEN_INVOICE_STATUSES, type Invoice, type InvoiceCurrency, type InvoiceStatus } from '@/api/contract/invoices';
import type { SiteLanguage } from '@/api/contract/site-values';
import type { Db } from '@server/db/client';
import { invoiceEvents, invoiceLines, invoicePayments, invoices, users, type AddressSnapshot, type UserRow } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';
import { readTogether } from '@server/src/sql/read-together';
import { writesInvoices, type InvoiceRow } from '@server/src/invoices/reach';
import { balanceOf, invoiceSummaryDto, selectSummaries } from './invoice-summary';

type LineRow = typeof invoiceLines.$inferSelect;

const isOpen = (status: InvoiceStatus) => (OPEN_INVOICE_STATUSES as readonly InvoiceStatus[]).includes(status);

/**
 * What the reader may do with the invoice now. The billing staff edit and send a draft, remind and
 * take payments on an open one, and void a draft or an open one nothing was paid on (a payment
 * taken is refunded first). A client owner pays an open invoice with something left to pay.
 */
export function invoiceAbilities(
  reader: Pick<UserRow, 'role'>,
  invoice: Pick<InvoiceRow, 'status' | 'totalMinor' | 'paidMinor'>,
): Invoice['can'] {
  const open = isOpen(invoice.status);
  if (!writesInvoices(reader)) {
    return { edit: false, send: false, remind: false, void: false, record_payment: false, pay: open && balanceOf(invoice) > 0 };
  }
  const draft = invoice.status === 'draft';
  return {
    edit: draft,
    send: draft,
    remind: open,
    void: (draft || open) && invoice.paidMinor === 0,
    record_payment: open,
    pay: false,
  };
}

const addressDto = (address: AddressSnapshot | null): Invoice['address'] =>
  address && {
    name: address.name,
    company: address.company,
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    region: address.region,
    postal_code: address.postalCode,
    country: address.country,
    tax_id: address.taxId,
  };

const lineDto = (line: LineRow): Invoice['lines'][number] => ({
  id: line.id,
  source: line.source,
  product: line.productId,
  phase: line.phaseId,
  task: line.taskId,
  number: line.numberId,
  usage_month: line.usageMonth,
  usage_metric: line.usageMetric,
  description: line.description,
  quantity: line.quantity,
  unit_minor: line.unitMinor,
  discount_bp: line.discountBp,
  tax_bp: line.taxBp,
  net_minor: line.netMinor,
  discount_minor: line.discountMinor,
});

/**
 * One invoice as the contract's `invoiceSchema` says it, for this reader (its `can` flags follow
 * the reader's role and the invoice's status), or 404. Its amounts are the stored ones; the
 * per-rate tax breakdown is recomputed from the stored lines with the one totals rule. Lines keep
 * the descriptions they were written with, so `lang` names nothing yet: it is the signature every
 * reader calls with. Four reads: the invoice, its lines, its timeline and its payments.
 */
export async function invoiceView(db: Db, id: number, reader: Pick<UserRow, 'id' | 'role'>, _lang: SiteLanguage): Promise<Invoice> {
  const [row] = await selectSummaries(db).where(eq(invoices.id, id)).limit(1);
  if (!row) throw notFound();
  const { invoice } = row;
  const [lines, events, payments] = await readTogether(db, [
    () => db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(asc(invoiceLines.position)),
    () =>
      db
        .select({ event: invoiceEvents, by: users.fullName })
        .from(invoiceEvents)
        .leftJoin(users, eq(users.id, invoiceEvents.actorId))
        .where(eq(invoiceEvents.invoiceId, id))
        .orderBy(asc(invoiceEvents.at), asc(invoiceEvents.id)),
    () =>
      db
        .select({ payment: invoicePayments, by: users.fullName })
        .from(invoicePayments)
        .leftJoin(users, eq(users.id, invoicePayments.recordedBy))
        .where(eq(invoicePayments.invoiceId, id))
        .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id)),
  ]);
  const { taxes } = invoiceTotals(
    lines.map((line) => ({ quantity: line.quantity, unit_minor: line.unitMinor, discount_bp: line.discountBp, tax_bp: line.taxBp })),
    invoice.currency as InvoiceCurrency,
  );
  return {
    ...invoiceSummaryDto(row),
    subtotal_minor: invoice.subtotalMinor,
    discount_minor: invoice.discountMinor,
    taxes,
    tax_minor: invoice.taxMinor,
    total_minor: invoice.totalMinor,
    paid_minor: invoice.paidMinor,
    lines: lines.map(lineDto),
    notes: invoice.notes,
    terms: invoice.terms,
    language: invoice.language,
    address: addressDto(invoice.address),
    order_id: invoice.orderId,
    usage_month: invoice.usageMonth,
    sent_at: invoice.sentAt?.toISOString() ?? null,
    paid_at: invoice.paidAt?.toISOString() ?? null,
    events: events.map(({ event, by }) => ({
      kind: event.kind,
      at: event.at.toISOString(),
      by,
      amount_minor: event.amountMinor,
      detail: event.detail,
    })),
    payments: payments.map(({ payment, by }) => ({
      id: payment.id,
      amount_minor: payment.amountMinor,
      method: payment.method,
      reference: payment.reference,
      paid_on: payment.paidOn,
      recorded_by: by,
    })),
    can: invoiceAbilities(reader, invoice),
  };
}
