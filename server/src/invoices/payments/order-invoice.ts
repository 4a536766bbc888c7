import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { INVOICE_CURRENCIES, type InvoiceCurrency } from '@/api/contract/invoices';
import type { BillingInterval } from '@/api/contract/shop-values';
import type { Db } from '@server/db/client';
import { invoicePayments, invoices, organisations, type orderLines } from '@server/db/schema';
import { insertInvoice, recordInvoiceEvent, type NewInvoiceLine } from '@server/src/invoices/issue';
import type { OrderRow } from '@server/src/shop/checkout/order-rows';
import { moneyText, paidUnitPrices } from '@server/src/shop/payments/amounts';

type OrderLineRow = typeof orderLines.$inferSelect;
type Language = 'en' | 'es';

const INTERVAL_WORDS: Record<BillingInterval, Record<Language, string>> = {
  month: { en: 'monthly', es: 'mensual' },
  year: { en: 'yearly', es: 'anual' },
  one_time: { en: 'one-time', es: 'pago único' },
};

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * An order's lines as an invoice's, at what was actually paid: the order's coupon and a change of
 * plan's credit are shared among its lines in proportion to their totals (as subscriptions are
 * priced, amounts.ts), since an invoice line takes a discount as a rate only and no line may be
 * negative. A line whose paid amount does not divide evenly among its units becomes two (the
 * units one minor unit dearer, then the rest), so the invoice comes to exactly what was paid.
 */
export function paidLines(
  order: Pick<OrderRow, 'discountMinor' | 'creditMinor' | 'currency'>,
  lines: readonly OrderLineRow[],
  lang: Language,
) {
  const off = order.discountMinor + order.creditMinor;
  const paid = paidUnitPrices(
    lines.map((line) => ({ quantity: 1, totalMinor: line.totalMinor })),
    off,
    order.currency,
  );
  return lines.flatMap((line, index): NewInvoiceLine[] => {
    const description = `${lang === 'es' ? line.nameEs : line.nameEn} · ${INTERVAL_WORDS[line.interval][lang]}`;
    const base = { source: 'product' as const, productId: line.productId, description, discountBp: 0, taxBp: 0 };
    const lineMinor = paid[index]!;
    const unit = Math.floor(lineMinor / line.quantity);
    const dearer = lineMinor - unit * line.quantity;
    return [
      ...(dearer > 0 ? [{ ...base, quantity: dearer, unitMinor: unit + 1 }] : []),
      ...(line.quantity - dearer > 0 ? [{ ...base, quantity: line.quantity - dearer, unitMinor: unit }] : []),
    ];
  });
}

/** What the invoice's notes say of the coupon and the credit that its prices already take off. */
function paidNotes(order: OrderRow, lang: Language): string {
  const notes: string[] = [];
  if (order.discountMinor > 0) {
    const amount = moneyText(order.discountMinor, order.currency);
    const code = order.couponCode ?? '';
    notes.push(
      lang === 'es' ? `Precios con el cupón ${code} aplicado (${amount} de descuento).` : `Prices after coupon ${code} (${amount} off).`,
    );
  }
  if (order.creditMinor > 0) {
    const amount = moneyText(order.creditMinor, order.currency);
    notes.push(
      lang === 'es'
        ? `Precios tras un crédito de ${amount} por el tiempo no usado del plan anterior.`
        : `Prices after a credit of ${amount} for the unused time of the previous plan.`,
    );
  }
  notes.push(lang === 'es' ? `Pagado con el pedido n.º ${order.id}.` : `Paid with order #${order.id}.`);
  return notes.join('\n');
}

/**
 * The paid invoice a paid order (checkout, renewal, change of plan) issues, in the caller's
 * transaction (the webhook's, with the order locked): its lines at what was paid, no tax, the
 * order's address, paid in full by the provider's payment. One per order: an order that has one
 * already (the unique index `invoices_order_idx`) changes nothing. Answers the invoice's id.
 */
export async function issueOrderInvoice(
  tx: Db,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  now: Date,
  log?: FastifyBaseLogger,
): Promise<number | null> {
  const [issued] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, order.id));
  if (issued) return issued.id;
  if (!(INVOICE_CURRENCIES as readonly string[]).includes(order.currency)) {
    log?.error({ orderId: order.id, currency: order.currency }, 'a paid order is in a currency invoices are not written in: no invoice');
    return null;
  }
  const [organisation] = await tx
    .select({ language: organisations.language })
    .from(organisations)
    .where(eq(organisations.id, order.organisationId));
  const language: Language = organisation?.language === 'es' ? 'es' : 'en';
  const invoiceLines = paidLines(order, lines, language);
  const linesMinor = invoiceLines.reduce((sum, line) => sum + line.unitMinor * line.quantity, 0);
  // The invoice must say what the provider took; one that does not is still issued (the money is
  // taken) and a person is told.
  if (linesMinor !== order.totalMinor)
    log?.error({ orderId: order.id, invoiced: linesMinor, paid: order.totalMinor }, 'an order’s invoice does not come to what was paid');
  const id = await insertInvoice(
    tx,
    {
      organisationId: order.organisationId,
      projectId: null,
      currency: order.currency as InvoiceCurrency,
      language,
      issueDate: today(now),
      dueDate: today(now),
      notes: paidNotes(order, language),
      terms: '',
      origin: 'order',
      status: 'paid',
      orderId: order.id,
      address: order.address,
      createdBy: null,
      lines: invoiceLines,
    },
    now,
  );
  if (order.totalMinor > 0) {
    await tx
      .insert(invoicePayments)
      .values({
        invoiceId: id,
        amountMinor: order.totalMinor,
        method: 'provider',
        reference: order.providerPaymentId ?? '',
        paidOn: today(now),
        orderId: order.id,
        recordedBy: null,
        createdAt: now,
      })
      .onConflictDoNothing();
    await recordInvoiceEvent(tx, id, 'payment', now, { amountMinor: order.totalMinor });
  }
  await recordInvoiceEvent(tx, id, 'paid', now);
  return id;
}
