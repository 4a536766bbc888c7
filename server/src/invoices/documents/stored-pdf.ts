import { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client';
import { invoices } from '@server/db/schema';
import type { FileStorage } from '@server/src/files/storage/file-storage';
import { notFound } from '@server/src/http/http-errors';
import type { InvoiceRow } from '@server/src/invoices/reach';
import { invoiceDocument } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';

/*
 * An issued invoice's PDF is drawn once and kept: sending stores it, and an invoice issued without
 * one (a paid order's) gets it at its first download. Its key names the invoice and its number,
 * and nothing ever writes under a key an invoice row holds.
 */

export const PDF_TYPE = 'application/pdf';
/** Far above any invoice's PDF (a hundred lines come to tens of kilobytes). */
const PDF_MAX_BYTES = 20 * 1024 * 1024;

export const pdfKeyOf = (invoice: Pick<InvoiceRow, 'id' | 'number'>) => `invoices/${invoice.id}/${invoice.number}.pdf`;
export const pdfFilename = (invoice: Pick<InvoiceRow, 'number'>) => `${invoice.number}.pdf`;

/** Whether the invoice's PDF is final (kept once drawn): not a draft's preview, nor a voided draft's. */
export const keepsPdf = (invoice: Pick<InvoiceRow, 'status' | 'pdfKey'>) =>
  invoice.pdfKey !== null || (invoice.status !== 'draft' && invoice.status !== 'void');

export async function storePdf(storage: FileStorage, key: string, pdf: Buffer): Promise<void> {
  await storage.put(key, Readable.from([pdf]), { contentType: PDF_TYPE, maxBytes: PDF_MAX_BYTES });
}

/** Removes a PDF no invoice row came to hold; a failure to is only worth a warning (the key is never reused for another file). */
export async function discardPdf(app: FastifyInstance, key: string): Promise<void> {
  await app.storage.remove(key).catch((error: unknown) => app.log.warn({ err: error, key }, 'an unused invoice PDF was not removed'));
}

export async function readPdf(storage: FileStorage, key: string): Promise<Buffer> {
  const file = await storage.open(key);
  if (!file) throw notFound('This invoice’s PDF is missing from the file storage.');
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The invoice's PDF drawn now from the database, as the invoice stands (a draft's marked as such). */
export async function drawPdf(db: Db, invoice: InvoiceRow): Promise<Buffer> {
  return renderInvoicePdf(await invoiceDocument(db, invoice));
}

/**
 * The key of an issued invoice's stored PDF, drawn and stored first if it has none yet: under the
 * row's lock, so two first downloads store it once. Null for a draft (or a voided draft), whose
 * PDF is never kept.
 */
export async function storedPdfKey(app: FastifyInstance, invoiceId: number): Promise<string | null> {
  let stored: string | null = null;
  try {
    return await app.db.transaction(async (tx) => {
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
      if (!invoice) throw notFound();
      if (invoice.pdfKey) return invoice.pdfKey;
      if (!keepsPdf(invoice)) return null;
      const key = pdfKeyOf(invoice);
      await storePdf(app.storage, key, await drawPdf(tx, invoice));
      stored = key;
      const [kept] = await tx
        .update(invoices)
        .set({ pdfKey: key })
        .where(and(eq(invoices.id, invoiceId), isNull(invoices.pdfKey)))
        .returning({ id: invoices.id });
      if (!kept) {
        // Cannot happen under the lock; were it to, the file under the key is the one kept: leave it.
        stored = null;
        throw new Error('the invoice’s PDF was kept meanwhile');
      }
      return key;
    });
  } catch (error) {
    if (stored) await discardPdf(app, stored);
    throw error;
  }
}

/** The invoice's PDF as it is downloaded: the stored one, stored first if it is due one, or a draft's drawn afresh. */
export async function pdfBytesOf(app: FastifyInstance, invoice: InvoiceRow): Promise<Buffer> {
  const key = invoice.pdfKey ?? (keepsPdf(invoice) ? await storedPdfKey(app, invoice.id) : null);
  return key ? readPdf(app.storage, key) : drawPdf(app.db, invoice);
}
