import { asc, eq } from 'drizzle-orm';
import type { InvoiceCurrency, InvoiceStatus } from '@/api/contract/invoices';
import { invoiceTotals, type Totals } from '@/api/contract/invoice-totals';
import type { Db } from '@server/db/client';
import { invoiceLines, offices, organisations, projects, type AddressSnapshot } from '@server/db/schema';
import type { InvoiceRow } from '@server/src/invoices/reach';
import { countryIn, type DocumentLanguage } from './format';
import { INVOICE_LABELS } from './labels';

/** The agency that issues every invoice. */
export const ISSUER_NAME = 'Lato';

/** Everything the PDF shows, read once from the database: drawing it reads nothing more. */
export interface InvoiceDocument {
  number: string;
  status: InvoiceStatus;
  language: DocumentLanguage;
  currency: InvoiceCurrency;
  issueDate: string;
  dueDate: string;
  /** The agency's name, then its first office's lines. */
  issuer: string[];
  /** The client's name, then its address's lines. */
  client: string[];
  project: string | null;
  lines: { description: string; quantity: number; unitMinor: number; discountBp: number; taxBp: number; netMinor: number }[];
  subtotalMinor: number;
  discountMinor: number;
  taxes: Totals['taxes'];
  taxMinor: number;
  totalMinor: number;
  paidMinor: number;
  notes: string;
  terms: string;
  /** The PDF's creation date: when it was sent (or issued), so drawing it again gives the same bytes. */
  madeAt: Date;
}

const present = (lines: (string | null | undefined)[]) => lines.map((line) => line?.trim() ?? '').filter((line) => line !== '');

/** The agency's name and its first office, as the site's contact page lists them. */
async function issuerLines(db: Db, language: DocumentLanguage): Promise<string[]> {
  const [office] = await db.select().from(offices).orderBy(asc(offices.position), asc(offices.id)).limit(1);
  if (!office) return [ISSUER_NAME];
  return present([ISSUER_NAME, office.address, office.city, countryIn(language, office.country), office.phone, office.email]);
}

function addressLines(address: AddressSnapshot, language: DocumentLanguage): string[] {
  const labels = INVOICE_LABELS[language];
  return present([
    address.company || address.name,
    address.company ? address.name : null,
    address.line1,
    address.line2,
    present([address.postalCode, address.city]).join(' '),
    address.region,
    countryIn(language, address.country),
    address.taxId ? `${labels.taxId}: ${address.taxId}` : null,
  ]);
}

/**
 * The invoice as its PDF shows it. `invoice` may be the row as it is about to be written (sending
 * draws the PDF of the sent invoice before the row says so). Taxes per rate come from the stored
 * lines through the one totals rule; the totals are the row's.
 */
export async function invoiceDocument(db: Db, invoice: InvoiceRow): Promise<InvoiceDocument> {
  const language: DocumentLanguage = invoice.language === 'es' ? 'es' : 'en';
  const currency = invoice.currency as InvoiceCurrency;
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position), asc(invoiceLines.id));
  const [organisation] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, invoice.organisationId));
  const [project] = invoice.projectId
    ? await db.select({ name: projects.name }).from(projects).where(eq(projects.id, invoice.projectId))
    : [];
  const totals = invoiceTotals(
    lines.map((line) => ({ quantity: line.quantity, unit_minor: line.unitMinor, discount_bp: line.discountBp, tax_bp: line.taxBp })),
    currency,
  );
  return {
    number: invoice.number,
    status: invoice.status,
    language,
    currency,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    issuer: await issuerLines(db, language),
    client: invoice.address ? addressLines(invoice.address, language) : [organisation?.name ?? ''],
    project: project?.name ?? null,
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitMinor: line.unitMinor,
      discountBp: line.discountBp,
      taxBp: line.taxBp,
      netMinor: line.netMinor,
    })),
    subtotalMinor: invoice.subtotalMinor,
    discountMinor: invoice.discountMinor,
    taxes: totals.taxes,
    taxMinor: invoice.taxMinor,
    totalMinor: invoice.totalMinor,
    paidMinor: invoice.paidMinor,
    notes: invoice.notes,
    terms: invoice.terms,
    madeAt: invoice.sentAt ?? new Date(`${invoice.issueDate}T00:00:00Z`),
  };
}
