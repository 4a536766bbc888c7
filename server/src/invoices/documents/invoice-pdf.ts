import PdfDocument from 'pdfkit';
import { dateIn, moneyIn, quantityIn, rateIn } from './format';
import type { InvoiceDocument } from './invoice-document';
import { INVOICE_LABELS } from './labels';
import { CELL_GAP, COLOR, CONTENT_BOTTOM, CONTENT_WIDTH, FONT, LINE_COLUMNS, PAGE, pdfText, SIZE } from './pdf-layout';

type Doc = PDFKit.PDFDocument;

export interface PdfOptions {
  /** Compressed page streams (the default); tests read the text of uncompressed ones. */
  compress?: boolean;
}

const RIGHT = PAGE.margin + CONTENT_WIDTH;

function write(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions & { bold?: boolean; size?: number; color?: string } = {},
) {
  const { bold = false, size = SIZE.body, color = COLOR.text, ...rest } = options;
  doc
    .font(bold ? FONT.bold : FONT.regular)
    .fontSize(size)
    .fillColor(color);
  doc.text(pdfText(text), x, y, rest);
}

const heightOf = (doc: Doc, text: string, width: number, bold = false, size = SIZE.body) =>
  doc
    .font(bold ? FONT.bold : FONT.regular)
    .fontSize(size)
    .heightOfString(pdfText(text), { width });

function rule(doc: Doc, y: number) {
  doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
}

/** The issuer on the left, the title, number and dates on the right; returns where the page goes on. */
function drawHeading(doc: Doc, invoice: InvoiceDocument): number {
  const labels = INVOICE_LABELS[invoice.language];
  let left = PAGE.margin;
  invoice.issuer.forEach((line, index) => {
    write(doc, line, PAGE.margin, left, { bold: index === 0, size: index === 0 ? SIZE.title : SIZE.body, width: 250 });
    left = doc.y + (index === 0 ? 4 : 1);
  });
  write(doc, labels.title.toUpperCase(), RIGHT - 220, PAGE.margin, { bold: true, size: SIZE.title, width: 220, align: 'right' });
  let right = doc.y + 6;
  const facts: [string, string][] = [
    [labels.number, invoice.number],
    [labels.issueDate, dateIn(invoice.language, invoice.issueDate)],
    [labels.dueDate, dateIn(invoice.language, invoice.dueDate)],
    ...(invoice.project ? ([[labels.project, invoice.project]] as [string, string][]) : []),
  ];
  for (const [label, value] of facts) {
    write(doc, label, RIGHT - 220, right, { color: COLOR.muted, width: 90 });
    write(doc, value, RIGHT - 130, right, { bold: label === labels.number, width: 130, align: 'right' });
    right = Math.max(doc.y, right + 12) + 2;
  }
  let y = Math.max(left, right) + 18;
  write(doc, labels.billTo, PAGE.margin, y, { bold: true, size: SIZE.heading, color: COLOR.muted });
  y = doc.y + 3;
  invoice.client.forEach((line, index) => {
    write(doc, line, PAGE.margin, y, { bold: index === 0, width: 300 });
    y = doc.y + 1;
  });
  return y + 18;
}

function drawLinesHeader(doc: Doc, invoice: InvoiceDocument, y: number): number {
  const labels = INVOICE_LABELS[invoice.language];
  const headers: [keyof typeof LINE_COLUMNS, string][] = [
    ['description', labels.description],
    ['quantity', labels.quantity],
    ['unitPrice', labels.unitPrice],
    ['discount', labels.discount],
    ['tax', labels.tax],
    ['amount', labels.amount],
  ];
  for (const [key, label] of headers) cell(doc, key, label, y, { bold: true, color: COLOR.muted });
  rule(doc, y + 13);
  return y + 19;
}

function cell(doc: Doc, key: keyof typeof LINE_COLUMNS, text: string, y: number, options: { bold?: boolean; color?: string } = {}) {
  const column = LINE_COLUMNS[key];
  const x = column.align === 'right' ? column.x + CELL_GAP : column.x;
  write(doc, text, x, y, { ...options, width: column.width - CELL_GAP, align: column.align });
}

/** The lines, a row each, on as many pages as they take (the header again on each). */
function drawLines(doc: Doc, invoice: InvoiceDocument, top: number): number {
  const { language, currency } = invoice;
  let y = drawLinesHeader(doc, invoice, top);
  for (const line of invoice.lines) {
    const height = heightOf(doc, line.description, LINE_COLUMNS.description.width - CELL_GAP);
    if (y + height > CONTENT_BOTTOM) {
      doc.addPage();
      y = drawLinesHeader(doc, invoice, PAGE.margin);
    }
    cell(doc, 'description', line.description, y);
    cell(doc, 'quantity', quantityIn(language, line.quantity), y);
    cell(doc, 'unitPrice', moneyIn(language, line.unitMinor, currency), y);
    cell(doc, 'discount', line.discountBp > 0 ? rateIn(language, line.discountBp) : '', y);
    cell(doc, 'tax', rateIn(language, line.taxBp), y);
    cell(doc, 'amount', moneyIn(language, line.netMinor, currency), y);
    y += height + 6;
  }
  rule(doc, y - 2);
  return y + 8;
}

/** Subtotal, discount, each rate's tax, total, what was paid and what is left, right-aligned. */
function drawTotals(doc: Doc, invoice: InvoiceDocument, top: number): number {
  const labels = INVOICE_LABELS[invoice.language];
  const amount = (minor: number) => moneyIn(invoice.language, minor, invoice.currency);
  const rows: { label: string; value: string; bold?: boolean }[] = [
    { label: labels.subtotal, value: amount(invoice.subtotalMinor) },
    ...(invoice.discountMinor > 0 ? [{ label: labels.discount, value: amount(-invoice.discountMinor) }] : []),
    ...invoice.taxes.map((tax) => ({
      label: labels.taxOn(rateIn(invoice.language, tax.tax_bp), amount(tax.base_minor)),
      value: amount(tax.tax_minor),
    })),
    ...(invoice.taxes.length > 1 ? [{ label: labels.tax, value: amount(invoice.taxMinor) }] : []),
    { label: labels.total, value: amount(invoice.totalMinor), bold: true },
    { label: labels.paid, value: amount(invoice.paidMinor) },
    { label: labels.balance, value: amount(invoice.totalMinor - invoice.paidMinor), bold: true },
  ];
  let y = top;
  if (y + rows.length * 14 > CONTENT_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  for (const row of rows) {
    write(doc, row.label, RIGHT - 300, y, { bold: row.bold, width: 190, align: 'right' });
    write(doc, row.value, RIGHT - 105, y, { bold: row.bold, width: 105, align: 'right' });
    y = Math.max(doc.y, y + 11) + 3;
  }
  return y + 14;
}

function drawParagraph(doc: Doc, heading: string, text: string, top: number): number {
  if (!text.trim()) return top;
  let y = top;
  const height = heightOf(doc, text, CONTENT_WIDTH) + 16;
  if (y + Math.min(height, 60) > CONTENT_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  write(doc, heading, PAGE.margin, y, { bold: true, size: SIZE.heading, color: COLOR.muted });
  write(doc, text, PAGE.margin, doc.y + 3, { width: CONTENT_WIDTH });
  return doc.y + 14;
}

/** On every page: the draft's or void's mark across it, a paid invoice's stamp, the page number. */
function drawOnEveryPage(doc: Doc, invoice: InvoiceDocument) {
  const labels = INVOICE_LABELS[invoice.language];
  const mark = labels.marks[invoice.status];
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Drawn below the margin: without this, pdfkit would start a new page for it.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    if (mark && invoice.status !== 'paid') {
      doc.save();
      doc.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
      doc.opacity(0.12);
      write(doc, mark, 0, PAGE.height / 2 - 45, {
        bold: true,
        size: 96,
        color: COLOR.mark,
        width: PAGE.width,
        align: 'center',
        lineBreak: false,
      });
      doc.restore();
    } else if (mark) {
      doc.save();
      doc.rotate(-12, { origin: [RIGHT - 60, PAGE.margin + 120] });
      doc.opacity(0.8);
      doc
        .roundedRect(RIGHT - 130, PAGE.margin + 100, 140, 40, 6)
        .lineWidth(2.5)
        .strokeColor(COLOR.paid)
        .stroke();
      write(doc, mark, RIGHT - 130, PAGE.margin + 110, {
        bold: true,
        size: 22,
        color: COLOR.paid,
        width: 140,
        align: 'center',
        lineBreak: false,
      });
      doc.restore();
    }
    write(doc, labels.page(index - start + 1, count), PAGE.margin, PAGE.height - PAGE.margin + 10, {
      size: SIZE.small,
      color: COLOR.muted,
      width: CONTENT_WIDTH,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The invoice's PDF: A4, Helvetica, in the invoice's language. The same document gives the same
 * bytes (its creation date is the invoice's), so a PDF drawn again matches the one stored.
 */
export function renderInvoicePdf(invoice: InvoiceDocument, { compress = true }: PdfOptions = {}): Promise<Buffer> {
  const labels = INVOICE_LABELS[invoice.language];
  const doc = new PdfDocument({
    size: 'A4',
    margin: PAGE.margin,
    compress,
    bufferPages: true,
    lang: invoice.language,
    info: {
      Title: invoice.number,
      Author: invoice.issuer[0],
      Subject: `${labels.title} ${invoice.number}`,
      CreationDate: invoice.madeAt,
      ModDate: invoice.madeAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let y = drawHeading(doc, invoice);
  y = drawLines(doc, invoice, y);
  y = drawTotals(doc, invoice, y);
  y = drawParagraph(doc, labels.notes, invoice.notes, y);
  drawParagraph(doc, labels.terms, invoice.terms, y);
  drawOnEveryPage(doc, invoice);
  doc.end();
  return done;
}
