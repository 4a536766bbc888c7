import type { FastifyInstance } from 'fastify';
import { shopEndpoints } from '@/api/contract/shop';
import { handlersFor } from '@server/src/http/endpoints';
import { notFound } from '@server/src/http/http-errors';

const todo = () => {
  throw notFound();
};

/** The cart, billing addresses, checkout and the orders lists. */
export function checkoutHandlers(_app: FastifyInstance) {
  return handlersFor(shopEndpoints, {
    cart: todo,
    addCartItem: todo,
    updateCartItem: todo,
    removeCartItem: todo,
    applyCoupon: todo,
    removeCoupon: todo,
    mergeCart: todo,
    addresses: todo,
    createAddress: todo,
    updateAddress: todo,
    deleteAddress: todo,
    checkout: todo,
    payOrder: todo,
    orders: todo,
    order: todo,
  });
}
