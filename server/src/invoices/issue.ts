import { eq, sql } from 'drizzle-orm';
import {
  INVOICE_AMOUNT_MAX_MINOR,
  type InvoiceEventKind,
  type InvoiceLineSource,
  type InvoiceOrigin,
  type InvoiceStatus,
  type UsageMetric,
} from '@/api/contract/invoices';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import { invoiceTotals } from '@/api/contract/invoice-totals';
import type { Db } from '@server/db/client';
import { invoiceEvents, invoiceLines, invoiceNumberSequences, invoices, type AddressSnapshot } from '@server/db/schema';
import { invoiceRefusal } from './refusals';

/*
 * Writing an invoice, for every way one is made (the editor, a paid order, the monthly usage job):
 * its number, its lines and what they come to, and its timeline. Always inside the caller's
 * transaction, so a number taken is given back if anything after it fails.
 */

export interface NewInvoiceLine {
  source: InvoiceLineSource;
  productId?: number | null;
  phaseId?: number | null;
  taskId?: number | null;
  numberId?: number | null;
  usageMonth?: string | null;
  usageMetric?: UsageMetric | null;
  description: string;
  quantity: number;
  unitMinor: number;
  discountBp: number;
  taxBp: number;
}

export interface NewInvoice {
  organisationId: number;
  projectId: number | null;
  currency: InvoiceCurrency;
  language: 'en' | 'es';
  issueDate: string;
  dueDate: string;
  notes: string;
  terms: string;
  origin: InvoiceOrigin;
  status: Extract<InvoiceStatus, 'draft' | 'paid'>;
  orderId?: number | null;
  usageMonth?: string | null;
  address?: AddressSnapshot | null;
  createdBy: number | null;
  lines: NewInvoiceLine[];
}

/** `INV-2026-0007`. */
export const invoiceNumberText = (year: number, sequence: number) => `INV-${year}-${String(sequence).padStart(4, '0')}`;

/**
 * The next number of the year: the sequence's row is created or moved on by one statement, which
 * locks it until the transaction ends, so concurrent invoices of a year take their numbers one
 * after another and a rolled-back one leaves no gap.
 */
export async function takeInvoiceNumber(tx: Db, year: number): Promise<{ year: number; sequence: number; number: string }> {
  const [row] = await tx
    .insert(invoiceNumberSequences)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceNumberSequences.year, set: { lastNumber: sql`${invoiceNumberSequences.lastNumber} + 1` } })
    .returning({ sequence: invoiceNumberSequences.lastNumber });
  return { year, sequence: row!.sequence, number: invoiceNumberText(year, row!.sequence) };
}

/** What the lines come to, or a 400 `invoice_too_large` when an amount passes the invoices' limit. */
export function totalsOf(lines: readonly NewInvoiceLine[], currency: InvoiceCurrency) {
  const totals = invoiceTotals(
    lines.map((line) => ({ quantity: line.quantity, unit_minor: line.unitMinor, discount_bp: line.discountBp, tax_bp: line.taxBp })),
    currency,
    INVOICE_AMOUNT_MAX_MINOR,
  );
  if (!totals.fits)
    throw invoiceRefusal(400, 'invoice_too_large', 'This invoice comes to more than one invoice may hold: split it into several.', 'lines');
  return totals;
}

/** Replaces an invoice's lines and stores what they come to (its totals are set by the caller). */
export async function writeLines(tx: Db, invoiceId: number, lines: readonly NewInvoiceLine[], currency: InvoiceCurrency) {
  const totals = totalsOf(lines, currency);
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  if (lines.length > 0) {
    await tx.insert(invoiceLines).values(
      lines.map((line, position) => ({
        invoiceId,
        position,
        source: line.source,
        productId: line.productId ?? null,
        phaseId: line.phaseId ?? null,
        taskId: line.taskId ?? null,
        numberId: line.numberId ?? null,
        usageMonth: line.usageMonth ?? null,
        usageMetric: line.usageMetric ?? null,
        description: line.description,
        quantity: line.quantity,
        unitMinor: line.unitMinor,
        discountBp: line.discountBp,
        taxBp: line.taxBp,
        discountMinor: totals.lines[position]!.discount_minor,
        netMinor: totals.lines[position]!.net_minor,
      })),
    );
  }
  return {
    subtotalMinor: totals.subtotal_minor,
    discountMinor: totals.discount_minor,
    taxMinor: totals.tax_minor,
    totalMinor: totals.total_minor,
  };
}

export async function recordInvoiceEvent(
  tx: Db,
  invoiceId: number,
  kind: InvoiceEventKind,
  at: Date,
  {
    actorId = null,
    amountMinor = null,
    detail = null,
  }: { actorId?: number | null; amountMinor?: number | null; detail?: string | null } = {},
) {
  await tx.insert(invoiceEvents).values({ invoiceId, kind, actorId, amountMinor, detail, at });
}

/**
 * A new invoice with its number (of its issue date's year), its lines and a `created` event; a
 * paid one (issued by a paid order) is paid in full from the start. Returns its id.
 */
export async function insertInvoice(tx: Db, invoice: NewInvoice, now: Date): Promise<number> {
  const totals = totalsOf(invoice.lines, invoice.currency);
  const { year, sequence, number } = await takeInvoiceNumber(tx, Number(invoice.issueDate.slice(0, 4)));
  const paid = invoice.status === 'paid';
  const [row] = await tx
    .insert(invoices)
    .values({
      year,
      sequence,
      number,
      organisationId: invoice.organisationId,
      projectId: invoice.projectId,
      status: invoice.status,
      origin: invoice.origin,
      currency: invoice.currency,
      language: invoice.language,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      subtotalMinor: totals.subtotal_minor,
      discountMinor: totals.discount_minor,
      taxMinor: totals.tax_minor,
      totalMinor: totals.total_minor,
      paidMinor: paid ? totals.total_minor : 0,
      notes: invoice.notes,
      terms: invoice.terms,
      address: invoice.address ?? null,
      orderId: invoice.orderId ?? null,
      usageMonth: invoice.usageMonth ?? null,
      createdBy: invoice.createdBy,
      sentAt: paid ? now : null,
      paidAt: paid ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: invoices.id });
  await writeLines(tx, row!.id, invoice.lines, invoice.currency);
  await recordInvoiceEvent(tx, row!.id, 'created', now, { actorId: invoice.createdBy });
  return row!.id;
}
