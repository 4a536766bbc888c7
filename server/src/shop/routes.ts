import type { FastifyInstance } from 'fastify';
import type { API } from '@/api/contract/api';
import type { AreaHandlers } from '@server/src/http/endpoints';
import { catalogueHandlers } from './catalogue/routes';
import { checkoutHandlers } from './checkout/routes';
import { paymentHandlers } from './payments/routes';

/** The shop: its catalogue, the cart and checkout, payments and subscriptions. */
export function shopHandlers(app: FastifyInstance): AreaHandlers<typeof API.shop> {
  return { ...catalogueHandlers(app), ...checkoutHandlers(app), ...paymentHandlers(app) };
}
