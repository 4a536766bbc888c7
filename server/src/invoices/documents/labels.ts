import type { InvoiceStatus } from '@/api/contract/invoices';

/** The PDF's words, in the two languages an invoice is written in (the organisation's). */
export interface InvoiceLabels {
  title: string;
  number: string;
  issueDate: string;
  dueDate: string;
  project: string;
  billTo: string;
  taxId: string;
  description: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  tax: string;
  amount: string;
  subtotal: string;
  taxOn: (rate: string, base: string) => string;
  total: string;
  paid: string;
  balance: string;
  notes: string;
  terms: string;
  page: (page: number, pages: number) => string;
  /** Across a page that is not (or no longer) a final invoice, or stamped on a paid one. */
  marks: Partial<Record<InvoiceStatus, string>>;
}

export const INVOICE_LABELS: Record<'en' | 'es', InvoiceLabels> = {
  en: {
    title: 'Invoice',
    number: 'Number',
    issueDate: 'Issue date',
    dueDate: 'Due date',
    project: 'Project',
    billTo: 'Bill to',
    taxId: 'Tax ID',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    discount: 'Discount',
    tax: 'Tax',
    amount: 'Amount',
    subtotal: 'Subtotal',
    taxOn: (rate, base) => `Tax ${rate} on ${base}`,
    total: 'Total',
    paid: 'Paid',
    balance: 'Balance due',
    notes: 'Notes',
    terms: 'Terms',
    page: (page, pages) => `Page ${page} of ${pages}`,
    marks: { draft: 'DRAFT', paid: 'PAID', void: 'VOID' },
  },
  es: {
    title: 'Factura',
    number: 'Número',
    issueDate: 'Fecha de emisión',
    dueDate: 'Vencimiento',
    project: 'Proyecto',
    billTo: 'Facturar a',
    taxId: 'NIF',
    description: 'Descripción',
    quantity: 'Cant.',
    unitPrice: 'Precio unitario',
    discount: 'Descuento',
    tax: 'Impuesto',
    amount: 'Importe',
    subtotal: 'Subtotal',
    taxOn: (rate, base) => `Impuesto ${rate} sobre ${base}`,
    total: 'Total',
    paid: 'Pagado',
    balance: 'Pendiente de pago',
    notes: 'Notas',
    terms: 'Condiciones',
    page: (page, pages) => `Página ${page} de ${pages}`,
    marks: { draft: 'BORRADOR', paid: 'PAGADA', void: 'ANULADA' },
  },
};
