import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRICE_MAX_MINOR } from '@/api/contract/shop';
import type { SiteLanguage } from '@/api/contract/site-values';
import { orders, type UserRow } from '@server/db/schema';
import { conflict } from '@server/src/http/http-errors';
import { reachInvoice, type InvoiceRow } from '@server/src/invoices/reach';
import { invoiceRefusal } from '@server/src/invoices/refusals';
import { openPaymentSession, orderOfKey } from '@server/src/shop/checkout/checkout';
import { insertOrder, type OrderRow } from '@server/src/shop/checkout/order-rows';
import { returnUrls } from '@server/src/shop/payments/return-paths';
import { balanceOf, isOpen } from './apply-payment';
import { isUniqueViolation } from '@server/src/sql/unique-violation';

/*
 * An owner pays an open invoice online: an order of reason `invoice` for what is left to pay, paid
 * through the shop's provider like any order; the provider's signed webhook pays the invoice
 * (shop/payments/fulfil.ts → order-payment.ts).
 */

export interface PayInvoiceAsk {
  invoiceId: number;
  idempotencyKey: string;
  lang: SiteLanguage;
}

/** The client's key, kept apart from checkouts' and scoped to the invoice (the contract refuses `system:` from a client). */
export const invoicePaymentKey = (invoiceId: number, clientKey: string) => `system:invoice:${invoiceId}:${clientKey}`;

/** The order line's names: what the provider's page shows. */
const lineNames = (invoice: Pick<InvoiceRow, 'number'>) => ({ nameEn: `Invoice ${invoice.number}`, nameEs: `Factura ${invoice.number}` });

/** What is left to pay on the invoice; 409 when it is not open with something left, or more than one payment online may take. */
function refuseUnpayable(invoice: InvoiceRow): number {
  const balance = balanceOf(invoice);
  if (!isOpen(invoice.status) || balance <= 0) throw invoiceRefusal(409, 'invoice_not_open', 'This invoice has nothing left to pay.');
  if (balance > PRICE_MAX_MINOR)
    throw invoiceRefusal(409, 'order_too_large', 'This invoice is more than one payment online may take: pay it by bank transfer.');
  return balance;
}

/** The same key again: the same order and, while it waits, the same page (a new session once that one is over). */
async function answerPlaced(
  app: FastifyInstance,
  request: FastifyRequest,
  placed: OrderRow,
  buyer: UserRow,
  invoice: InvoiceRow,
  lang: SiteLanguage,
): Promise<string> {
  if (placed.userId !== buyer.id || placed.reason !== 'invoice' || placed.invoiceId !== invoice.id)
    throw conflict('This key belongs to another order.');
  // Given up because the balance changed: this key's payment is over, a new key starts afresh.
  if (placed.status === 'cancelled')
    throw invoiceRefusal(409, 'balance_changed', 'What is left to pay has changed since this payment was started: start it again.');
  if (placed.status !== 'pending') return returnUrls(request, placed).successUrl;
  // Paid another way (or voided) since: its page would take money the invoice no longer asks for.
  const balance = refuseUnpayable(invoice);
  if (placed.totalMinor !== balance) {
    // Paid in part since: that page asks for the old balance. It is given up; a new key starts afresh.
    await app.db
      .update(orders)
      .set({ status: 'cancelled', updatedAt: app.clock() })
      .where(and(eq(orders.id, placed.id), eq(orders.status, 'pending')));
    throw invoiceRefusal(409, 'balance_changed', 'What is left to pay has changed since this payment was started: start it again.');
  }
  if (placed.providerSessionId) {
    const open = await app.payments.resumeSession(placed.providerSessionId).catch((error: unknown) => {
      request.log.warn({ err: error, orderId: placed.id }, 'the payment provider could not give back a session');
      return null;
    });
    if (open) return open.url;
  }
  return openPaymentSession(app, request, placed, buyer, lang);
}

/**
 * Where the owner pays the invoice: an order of what is left to pay (one line, "Invoice INV-…"),
 * with the invoice's address, and the provider's page for it. Refused (409) unless the invoice is
 * open with something left to pay (`invoice_not_open`), and above what one payment through the
 * provider may take (`order_too_large`: the agency is paid another way). Any of the invoices'
 * currencies is taken: the test provider takes any, and Stripe takes each of them.
 */
export async function payInvoice(
  app: FastifyInstance,
  request: FastifyRequest,
  buyer: UserRow,
  ask: PayInvoiceAsk,
): Promise<{ payment_url: string }> {
  const { db } = app;
  const invoice = await reachInvoice(db, buyer, ask.invoiceId);
  const key = invoicePaymentKey(invoice.id, ask.idempotencyKey);
  const placed = await orderOfKey(app.db, key);
  if (placed) return { payment_url: await answerPlaced(app, request, placed, buyer, invoice, ask.lang) };

  const balance = refuseUnpayable(invoice);

  const now = app.clock();
  let order: OrderRow;
  try {
    order = await insertOrder(
      db,
      {
        organisationId: invoice.organisationId,
        userId: buyer.id,
        reason: 'invoice',
        status: 'pending',
        currency: invoice.currency,
        subtotalMinor: balance,
        totalMinor: balance,
        address: invoice.address,
        idempotencyKey: key,
        provider: app.payments.name,
        invoiceId: invoice.id,
        createdAt: now,
        updatedAt: now,
      },
      [
        {
          productId: null,
          kind: 'service',
          interval: 'one_time',
          quantity: 1,
          unitMinor: balance,
          totalMinor: balance,
          ...lineNames(invoice),
        },
      ],
    );
  } catch (error) {
    // The same payment sent twice at once: one order goes in, both answer it.
    const raced = isUniqueViolation(error) ? await orderOfKey(app.db, key) : undefined;
    if (!raced) throw error;
    return { payment_url: await answerPlaced(app, request, raced, buyer, invoice, ask.lang) };
  }
  return { payment_url: await openPaymentSession(app, request, order, buyer, ask.lang) };
}
