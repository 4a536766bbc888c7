import type { InvoiceCurrency } from '@/api/contract/invoices';
import type { Email } from '@server/src/mail/email';
import type { InvoiceRow } from '@server/src/invoices/reach';
import { dateIn, moneyIn } from './format';
import { ISSUER_NAME } from './invoice-document';
import { PDF_TYPE, pdfFilename } from './stored-pdf';

/** Where the e-mail's link goes: the invoice's page (a business's owner sees it there, and pays it). */
export const invoicePagePath = (invoiceId: number) => `/dashboard/invoice-details?id=${invoiceId}`;

export type InvoiceEmailKind = 'sent' | 'reminder';

/**
 * The e-mail that carries an invoice's PDF to one of its business's owners, in the invoice's
 * language: when it is sent, and as a reminder of what is left to pay.
 */
export function invoiceEmail(
  kind: InvoiceEmailKind,
  to: string,
  invoice: Pick<InvoiceRow, 'id' | 'number' | 'language' | 'currency' | 'dueDate' | 'totalMinor' | 'paidMinor' | 'status' | 'pdfKey'>,
  baseUrl: string,
): Email {
  const language = invoice.language === 'es' ? 'es' : 'en';
  const currency = invoice.currency as InvoiceCurrency;
  const total = moneyIn(language, invoice.totalMinor, currency);
  const balance = moneyIn(language, invoice.totalMinor - invoice.paidMinor, currency);
  const due = dateIn(language, invoice.dueDate);
  const link = `${baseUrl}${invoicePagePath(invoice.id)}`;
  const filename = pdfFilename(invoice);
  const attachments = invoice.pdfKey ? [{ filename, storageKey: invoice.pdfKey, contentType: PDF_TYPE }] : [];
  const overdue = invoice.status === 'overdue';
  if (language === 'es') {
    return {
      to,
      subject:
        kind === 'sent' ? `Factura ${invoice.number} de ${ISSUER_NAME}` : `Recordatorio: factura ${invoice.number} de ${ISSUER_NAME}`,
      text: [
        'Hola:',
        '',
        kind === 'sent'
          ? `${ISSUER_NAME} te ha enviado la factura ${invoice.number} por ${total}, con vencimiento el ${due}.`
          : `Te recordamos que la factura ${invoice.number} de ${ISSUER_NAME} tiene ${balance} pendiente de pago, ${overdue ? `que venció el ${due}` : `con vencimiento el ${due}`}.`,
        '',
        `Puedes verla y pagarla en línea: ${link}`,
        '',
        `La factura va adjunta a este correo: ${filename}.`,
      ].join('\n'),
      attachments,
    };
  }
  return {
    to,
    subject: kind === 'sent' ? `Invoice ${invoice.number} from ${ISSUER_NAME}` : `Reminder: invoice ${invoice.number} from ${ISSUER_NAME}`,
    text: [
      'Hello,',
      '',
      kind === 'sent'
        ? `${ISSUER_NAME} has sent you invoice ${invoice.number} for ${total}, due on ${due}.`
        : `This is a reminder that invoice ${invoice.number} from ${ISSUER_NAME} has ${balance} left to pay, ${overdue ? `which was due on ${due}` : `due on ${due}`}.`,
      '',
      `See it and pay it online: ${link}`,
      '',
      `The invoice is attached to this e-mail: ${filename}.`,
    ].join('\n'),
    attachments,
  };
}
