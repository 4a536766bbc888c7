import type { FastifyRequest } from 'fastify';
import type { OrderReason } from '@/api/contract/shop-values';

const CANCEL_PATHS: Record<OrderReason, (orderId: number) => string> = {
  checkout: (orderId) => `/dashboard/payment?order=${orderId}`,
  renewal: () => '/dashboard/billing',
  plan_change: () => '/dashboard/billing',
  invoice: () => '/dashboard/billing',
};

/**
 * Where the buyer comes back to after paying (the page that waits for the webhook's word) and after
 * giving up: checkout's order to its payment page, a renewal or a change of plan to the billing page.
 */
export function returnPaths(order: { id: number; reason: OrderReason }): { success: string; cancel: string } {
  return { success: `/dashboard/payment-complete?order=${order.id}`, cancel: CANCEL_PATHS[order.reason](order.id) };
}

/** The same, absolute (Stripe wants them so), on the address people reach Lato at, else the one this request came to. */
export function returnUrls(request: FastifyRequest, order: { id: number; reason: OrderReason }): { successUrl: string; cancelUrl: string } {
  const base = request.server.config.publicBaseUrl ?? `${request.protocol}://${request.host}`;
  const paths = returnPaths(order);
  return { successUrl: `${base}${paths.success}`, cancelUrl: `${base}${paths.cancel}` };
}
