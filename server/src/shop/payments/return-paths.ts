import type { FastifyRequest } from 'fastify';
import type { OrderReason } from '@/api/contract/shop-values';

type ReturningOrder = { id: number; reason: OrderReason; invoiceId: number | null };

const CANCEL_PATHS: Record<OrderReason, (order: ReturningOrder) => string> = {
  checkout: (order) => `/dashboard/payment?order=${order.id}`,
  renewal: () => '/dashboard/billing',
  plan_change: () => '/dashboard/billing',
  invoice: (order) => (order.invoiceId === null ? '/dashboard/billing' : `/dashboard/invoice-details?id=${order.invoiceId}`),
};

/**
 * Where the buyer comes back to after paying (the page that waits for the webhook's word) and after
 * giving up: checkout's order to its payment page, a renewal or a change of plan to the billing page,
 * an invoice's payment to that invoice.
 */
export function returnPaths(order: ReturningOrder): { success: string; cancel: string } {
  return { success: `/dashboard/payment-complete?order=${order.id}`, cancel: CANCEL_PATHS[order.reason](order) };
}

/** The same, absolute (Stripe wants them so), on the address people reach Lato at, else the one this request came to. */
export function returnUrls(request: FastifyRequest, order: ReturningOrder): { successUrl: string; cancelUrl: string } {
  const base = request.server.config.publicBaseUrl ?? `${request.protocol}://${request.host}`;
  const paths = returnPaths(order);
  return { successUrl: `${base}${paths.success}`, cancelUrl: `${base}${paths.cancel}` };
}
