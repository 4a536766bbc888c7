import { describe, expect, it } from 'vitest';
import type { InvoiceDocument } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import { pdfPageCount, pdfTexts, pdfTitle } from './pdf-reading';

const invoice = (fields: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  number: 'INV-2026-0007',
  status: 'sent',
  language: 'en',
  currency: 'EUR',
  issueDate: '2026-11-02',
  dueDate: '2026-12-02',
  issuer: ['Lato', 'Calle Mayor 1', 'Madrid', 'Spain'],
  client: ['Panadería Ruiz', 'Ana Ruiz', 'Calle Real 5', '28001 Madrid', 'Spain'],
  project: 'New website',
  lines: [
    { description: 'Design', quantity: 3, unitMinor: 10_000, discountBp: 1_000, taxBp: 2_100, netMinor: 27_000 },
    { description: 'Books', quantity: 1, unitMinor: 5_000, discountBp: 0, taxBp: 400, netMinor: 5_000 },
  ],
  subtotalMinor: 35_000,
  discountMinor: 3_000,
  taxes: [
    { tax_bp: 400, base_minor: 5_000, tax_minor: 200 },
    { tax_bp: 2_100, base_minor: 27_000, tax_minor: 5_670 },
  ],
  taxMinor: 5_870,
  totalMinor: 37_870,
  paidMinor: 10_000,
  notes: 'Thank you for your business.',
  terms: 'Payable within 30 days.',
  madeAt: new Date('2026-11-02T10:00:00Z'),
  ...fields,
});

/** The PDF's text, no-break spaces (Intl's, between a Spanish amount and its currency) as plain ones. */
const textOf = async (document: InvoiceDocument) =>
  pdfTexts(await renderInvoicePdf(document, { compress: false })).map((line) => line.replaceAll('\u00a0', ' '));

describe('the invoice PDF', () => {
  it('is an A4 PDF titled with the invoice’s number, the same bytes each time it is drawn', async () => {
    const pdf = await renderInvoicePdf(invoice());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfTitle(pdf)).toBe('INV-2026-0007');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(pdfPageCount(pdf)).toBe(1);
    expect((await renderInvoicePdf(invoice())).equals(pdf)).toBe(true);
    // Compressed, it says the same as uncompressed.
    expect(pdfTexts(pdf)).toEqual(pdfTexts(await renderInvoicePdf(invoice(), { compress: false })));
    expect(pdf.length).toBeLessThan((await renderInvoicePdf(invoice(), { compress: false })).length);
  });

  it('shows issuer, client, dates, lines, the tax of each rate, totals, paid and balance in English', async () => {
    const text = await textOf(invoice());
    expect(text).toEqual(
      expect.arrayContaining([
        'Lato',
        'Calle Mayor 1',
        'INVOICE',
        'INV-2026-0007',
        '2 November 2026',
        '2 December 2026',
        'New website',
        'Panadería Ruiz',
        'Design',
        '€100.00',
        '10%',
        '21%',
        '€270.00',
        'Subtotal',
        '€350.00',
        '-€30.00',
        'Tax 4% on €50.00',
        '€2.00',
        'Tax 21% on €270.00',
        '€56.70',
        '€58.70',
        '€378.70',
        'Paid',
        '€100.00',
        'Balance due',
        '€278.70',
        'Thank you for your business.',
        'Payable within 30 days.',
        'Page 1 of 1',
      ]),
    );
    expect(text).not.toContain('DRAFT');
    expect(text).not.toContain('PAID');
  });

  it('writes Spanish with its own dates and amounts, and marks a draft', async () => {
    const text = await textOf(invoice({ language: 'es', status: 'draft' }));
    expect(text).toEqual(
      expect.arrayContaining([
        'FACTURA',
        '2 de noviembre de 2026',
        '2 de diciembre de 2026',
        'Impuesto 21 % sobre 270,00 €',
        '378,70 €',
        'Pendiente de pago',
        '278,70 €',
        'BORRADOR',
        'Página 1 de 1',
      ]),
    );
  });

  it('stamps a paid invoice', async () => {
    expect(await textOf(invoice({ status: 'paid', paidMinor: 37_870 }))).toEqual(expect.arrayContaining(['PAID', '€0.00']));
    expect(await textOf(invoice({ status: 'paid', language: 'es' }))).toContain('PAGADA');
  });

  it('writes yen without decimals and Kuwaiti dinars with three', async () => {
    const yen = await textOf(invoice({ currency: 'JPY', totalMinor: 37_870 }));
    expect(yen.some((line) => line.endsWith('¥37,870'))).toBe(true);
    const dinars = await textOf(invoice({ currency: 'KWD', totalMinor: 37_870, language: 'es' }));
    expect(dinars.some((line) => line.includes('37,870') && line.includes('KWD'))).toBe(true);
  });

  it('runs onto more pages when the lines do not fit, with the table’s header and a page number on each', async () => {
    const lines = Array.from({ length: 80 }, (_, index) => ({
      description: `Task ${index + 1}: a description long enough to wrap onto a second line of the description column`,
      quantity: 1,
      unitMinor: 100,
      discountBp: 0,
      taxBp: 0,
      netMinor: 100,
    }));
    const pdf = await renderInvoicePdf(invoice({ lines }), { compress: false });
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = pdfTexts(pdf);
    expect(text.filter((line) => line === 'Description')).toHaveLength(pages);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text.some((line) => line.startsWith('Task 80:'))).toBe(true);
  });

  it('draws what the standard fonts lack as a question mark', async () => {
    const text = await textOf(invoice({ client: ['Café 東京'] }));
    expect(text).toContain('Café ??');
  });
});
