import type { Invoice, InvoiceList, InvoiceSummary } from '@/api/contract/invoices';

export const summaryOf = (id: number, extra: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id,
  number: `INV-2026-${String(id).padStart(4, '0')}`,
  organisation: { id: 4, name: 'Okafor Dental Studio' },
  project: { id: 9, name: 'Booking site' },
  status: 'sent',
  origin: 'manual',
  currency: 'USD',
  issue_date: '2026-11-02',
  due_date: '2026-12-02',
  total_minor: 121_000,
  balance_minor: 121_000,
  ...extra,
});

export const listOf = (results: InvoiceSummary[], extra: Partial<InvoiceList> = {}): InvoiceList => ({
  count: results.length,
  num_pages: 1,
  current_page: 1,
  results,
  tabs: [
    {
      status: 'all',
      count: 42,
      sums: [
        { amount_minor: 1_250_000, currency: 'USD' },
        { amount_minor: 300_000, currency: 'EUR' },
      ],
    },
    { status: 'draft', count: 3, sums: [{ amount_minor: 50_000, currency: 'USD' }] },
    { status: 'sent', count: 10, sums: [{ amount_minor: 400_000, currency: 'USD' }] },
    { status: 'partially_paid', count: 2, sums: [{ amount_minor: 60_000, currency: 'USD' }] },
    { status: 'overdue', count: 5, sums: [{ amount_minor: 90_000, currency: 'USD' }] },
    { status: 'paid', count: 20, sums: [{ amount_minor: 650_000, currency: 'USD' }] },
    { status: 'void', count: 2, sums: [] },
  ],
  ...extra,
});

const NOTHING = { edit: false, send: false, remind: false, void: false, record_payment: false, pay: false };

export const invoiceOf = (extra: Partial<Invoice> = {}): Invoice => ({
  ...summaryOf(12),
  status: 'partially_paid',
  subtotal_minor: 110_000,
  discount_minor: 10_000,
  taxes: [{ tax_bp: 2100, base_minor: 100_000, tax_minor: 21_000 }],
  tax_minor: 21_000,
  total_minor: 121_000,
  paid_minor: 21_000,
  balance_minor: 100_000,
  lines: [
    {
      id: 1,
      source: 'manual',
      product: null,
      phase: null,
      task: null,
      number: null,
      usage_month: null,
      usage_metric: null,
      description: 'Booking site design',
      quantity: 2,
      unit_minor: 55_000,
      discount_bp: 909,
      tax_bp: 2100,
      net_minor: 100_000,
      discount_minor: 10_000,
    },
  ],
  notes: 'Thank you for your business.',
  terms: 'Payment within 30 days.',
  language: 'en',
  address: {
    name: 'Ada Okafor',
    company: 'Okafor Dental Studio',
    line1: '12 Harbour Road',
    line2: '',
    city: 'Lagos',
    region: '',
    postal_code: '101241',
    country: 'NG',
    tax_id: '',
  },
  order_id: null,
  usage_month: null,
  sent_at: '2026-11-02T09:00:00.000Z',
  paid_at: null,
  events: [
    { kind: 'created', at: '2026-11-01T09:00:00.000Z', by: 'Carmen Ruiz', amount_minor: null, detail: null },
    { kind: 'sent', at: '2026-11-02T09:00:00.000Z', by: 'Carmen Ruiz', amount_minor: null, detail: 'ada@okafor.example' },
    { kind: 'payment', at: '2026-11-10T09:00:00.000Z', by: 'Carmen Ruiz', amount_minor: 21_000, detail: null },
  ],
  payments: [
    { id: 3, amount_minor: 21_000, method: 'bank_transfer', reference: 'TR-88', paid_on: '2026-11-10', recorded_by: 'Carmen Ruiz' },
  ],
  can: NOTHING,
  ...extra,
});
