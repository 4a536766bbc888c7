import { create as contentDisposition } from 'content-disposition';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { zipSync } from 'fflate';
import { invoices } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';
import type { InvoiceRow } from '@server/src/invoices/reach';
import { drawPdf, keepsPdf, PDF_TYPE, pdfBytesOf, pdfFilename, storedPdfKey } from './stored-pdf';

export const ZIP_FILENAME = 'invoices.zip';

const download = (reply: FastifyReply, contentType: string, filename: string) =>
  reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition(filename))
    .header('cache-control', 'private, no-store');

/**
 * An invoice's PDF as a download: the stored one, streamed (stored first when an issued invoice
 * has none yet), or a draft's drawn afresh with its mark.
 */
export async function sendInvoicePdf(app: FastifyInstance, reply: FastifyReply, invoice: InvoiceRow): Promise<FastifyReply> {
  const key = invoice.pdfKey ?? (keepsPdf(invoice) ? await storedPdfKey(app, invoice.id) : null);
  if (!key) return download(reply, PDF_TYPE, pdfFilename(invoice)).send(await drawPdf(app.db, invoice));
  const file = await app.storage.open(key);
  if (!file) throw notFound('This invoice’s PDF is missing from the file storage.');
  return download(reply, PDF_TYPE, pdfFilename(invoice)).header('content-length', String(file.size)).send(file.stream);
}

/** Several invoices' PDFs in one ZIP, in the order asked; 404 when any of them does not exist. */
export async function sendInvoicesZip(app: FastifyInstance, reply: FastifyReply, ids: readonly number[]): Promise<FastifyReply> {
  const rows = await app.db
    .select()
    .from(invoices)
    .where(inArray(invoices.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (ids.some((id) => !byId.has(id))) throw notFound('One of these invoices does not exist.');
  const files: Record<string, Uint8Array> = {};
  for (const id of ids) {
    const invoice = byId.get(id)!;
    files[pdfFilename(invoice)] = await pdfBytesOf(app, invoice);
  }
  // PDFs are compressed already: stored as they are.
  return download(reply, 'application/zip', ZIP_FILENAME).send(Buffer.from(zipSync(files, { level: 0 })));
}
