import type { TwilioNumber } from '@/api/contract/lato-ai';
import type { Billable, Invoice } from '@/api/contract/invoices';
import { demoAnswer } from '@machines/testing/demo';
import { invoiceTotals } from '@/api/contract/invoice-totals';
import { newForm, type EditorLine, type InvoiceForm } from './invoice-form';

// The invoice editor model's data, named after the demo: the CFO (cfo@lato.test) bills the client
// business Okafor Dental Studio for its project. The invoices' answers are not in the recorded demo
// answers yet (server/test/demo-answers.json), so the ids, numbers and the project here are the
// model's own: the checklist names things by what the screens show, never by id.

export const MODEL_LOGIN = 'cfo@lato.test';
/** The client's business, as the demo's numbers name it. */
export const MODEL_ORGANISATION = demoAnswer<TwilioNumber[]>('numbers')[0]!.organisation;
export const MODEL_TODAY = '2026-11-26';

export const MODEL_PROJECT = { id: 41, name: 'Website redesign' };

export const MODEL_BILLABLE: Billable = {
  language: 'en',
  has_address: true,
  projects: [MODEL_PROJECT],
  phases: [],
  tasks: [],
  products: [{ id: 9, name: 'Onboarding & setup', unit_minor: 30_000, currency: 'USD' }],
  numbers: [],
};
/** What the project adds: its phases and tasks. */
export const MODEL_PROJECT_BILLABLE: Billable = {
  ...MODEL_BILLABLE,
  phases: [{ id: 5, name: 'Design' }],
  tasks: [{ id: 7, name: 'Home page mock-up', phase: 'Design' }],
};

/** The model's one line: three hours of design typed by hand at $120.50, 10 % off, 21 % tax. */
export const MODEL_LINE: EditorLine = {
  key: 'new-1',
  source: 'manual',
  product: null,
  phase: null,
  task: null,
  number: null,
  usage_month: null,
  usage_metric: null,
  description: 'Design hours',
  quantity: 3,
  unit_minor: 12_050,
  discount_bp: 1_000,
  tax_bp: 2_100,
};

export const MODEL_INPUT = { id: null, organisation: MODEL_ORGANISATION.id, project: null, today: MODEL_TODAY };
export const MODEL_NEW_FORM: InvoiceForm = newForm(MODEL_TODAY, MODEL_ORGANISATION.id, null);

/** The invoice the server answers for a form: numbered INV-2026-0007, in `status`. */
export function invoiceFor(form: InvoiceForm, status: 'draft' | 'sent'): Invoice {
  const totals = invoiceTotals(form.lines, form.currency);
  return {
    id: 77,
    number: 'INV-2026-0007',
    organisation: MODEL_ORGANISATION,
    project: form.project === MODEL_PROJECT.id ? MODEL_PROJECT : null,
    status,
    origin: 'manual',
    currency: form.currency,
    issue_date: form.issue_date,
    due_date: form.due_date,
    total_minor: totals.total_minor,
    balance_minor: totals.total_minor,
    subtotal_minor: totals.subtotal_minor,
    discount_minor: totals.discount_minor,
    taxes: totals.taxes,
    tax_minor: totals.tax_minor,
    paid_minor: 0,
    lines: form.lines.map(({ key: _key, ...line }, i) => ({
      ...line,
      id: 700 + i,
      net_minor: totals.lines[i]!.net_minor,
      discount_minor: totals.lines[i]!.discount_minor,
    })),
    notes: form.notes,
    terms: form.terms,
    language: 'en',
    address: null,
    order_id: null,
    usage_month: null,
    sent_at: status === 'sent' ? `${MODEL_TODAY}T10:00:00.000Z` : null,
    paid_at: null,
    events: [],
    payments: [],
    can: { edit: status === 'draft', send: true, remind: status === 'sent', void: true, record_payment: status === 'sent', pay: false },
  };
}
