import type { Billable, Invoice, InvoiceCurrency, InvoiceFields, InvoiceLineSource, UsageMetric } from '@/api/contract/invoices';
import { INVOICE_CURRENCIES } from '@/api/contract/invoices';
import type { FieldErrors } from '@/api/contract/errors';

/** One line as the editor holds it: the contract's fields, all given, and a key for the screen's list. */
export interface EditorLine {
  key: string;
  source: InvoiceLineSource;
  product: number | null;
  phase: number | null;
  task: number | null;
  number: number | null;
  usage_month: string | null;
  usage_metric: UsageMetric | null;
  description: string;
  quantity: number;
  unit_minor: number;
  discount_bp: number;
  tax_bp: number;
}

/** The invoice as the form holds it; amounts are integer minor units and rates basis points, as the API takes them. */
export interface InvoiceForm {
  organisation: number | null;
  project: number | null;
  currency: InvoiceCurrency;
  issue_date: string;
  due_date: string;
  notes: string;
  terms: string;
  lines: EditorLine[];
}

/** How long a new invoice gives to pay. */
export const DUE_AFTER_DAYS = 30;

/** A calendar date `days` after another (both `YYYY-MM-DD`, counted in UTC so no time zone shifts a day). */
export function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

export const isInvoiceCurrency = (code: string | null | undefined): code is InvoiceCurrency =>
  (INVOICE_CURRENCIES as readonly string[]).includes(code ?? '');

/** A new invoice's currency: its organisation's products' currency, else dollars. */
export function defaultCurrency(billable: Billable | null): InvoiceCurrency {
  const code = billable?.products[0]?.currency;
  return isInvoiceCurrency(code) ? code : 'USD';
}

/** A line typed by hand, empty. */
export const blankLine = (key: string): EditorLine => ({
  key,
  source: 'manual',
  product: null,
  phase: null,
  task: null,
  number: null,
  usage_month: null,
  usage_metric: null,
  description: '',
  quantity: 1,
  unit_minor: 0,
  discount_bp: 0,
  tax_bp: 0,
});

/** A new invoice, issued today and due thirty days later. */
export const newForm = (today: string, organisation: number | null, project: number | null): InvoiceForm => ({
  organisation,
  project,
  currency: 'USD',
  issue_date: today,
  due_date: addDays(today, DUE_AFTER_DAYS),
  notes: '',
  terms: '',
  lines: [],
});

/** A draft read from the server, as the form holds it. */
export const formOf = (invoice: Invoice): InvoiceForm => ({
  organisation: invoice.organisation.id,
  project: invoice.project?.id ?? null,
  currency: isInvoiceCurrency(invoice.currency) ? invoice.currency : 'USD',
  issue_date: invoice.issue_date,
  due_date: invoice.due_date,
  notes: invoice.notes,
  terms: invoice.terms,
  lines: invoice.lines.map(({ id, net_minor: _net, discount_minor: _off, ...line }) => ({ ...line, key: `line-${id}` })),
});

/** What the API takes for the form (its lines without their screen keys). */
export function bodyOf(form: InvoiceForm, send: boolean): InvoiceFields {
  return {
    organisation: form.organisation!,
    project: form.project,
    currency: form.currency,
    issue_date: form.issue_date,
    due_date: form.due_date,
    notes: form.notes,
    terms: form.terms,
    lines: form.lines.map(({ key: _key, ...line }) => line),
    send,
  };
}

export const sameForm = (a: InvoiceForm, b: InvoiceForm) => JSON.stringify(a) === JSON.stringify(b);

/** Whether the form can go to the server at all: a business, and a line to bill. */
export const readyToSave = (form: InvoiceForm) => form.organisation !== null && form.lines.length > 0;

const valueAt = (value: unknown, path: string) =>
  path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), value);

/** The server's reasons on the fields an edit left as they were: a field changed since may be right now. */
export const reasonsStillStanding = (reasons: FieldErrors, before: InvoiceForm, after: InvoiceForm): FieldErrors =>
  Object.fromEntries(
    Object.entries(reasons).filter(([path]) => JSON.stringify(valueAt(before, path)) === JSON.stringify(valueAt(after, path))),
  );
