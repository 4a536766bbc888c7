import { saveFile } from '@/ui/save-file';
import { invoicesApi } from '@/features/invoices/invoices-api';

/** Saves an invoice's PDF under the name the server gives it, else its number. */
export async function downloadInvoicePdf(invoice: { id: number; number: string }): Promise<void> {
  const { blob, fileName } = await invoicesApi.downloadPdf(invoice.id);
  saveFile(blob, fileName ?? `${invoice.number}.pdf`);
}
