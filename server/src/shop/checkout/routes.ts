import type { FastifyInstance } from 'fastify';
import { shopEndpoints } from '@/api/contract/shop';
import { handlersFor } from '@server/src/http/endpoints';
import { notFound } from '@server/src/http/http-errors';
import { manageOrganisation } from '@server/src/organisations/membership';
import { addressDto, addressesOf, createAddress, deleteAddress, updateAddress } from './addresses';
import {
  addItem,
  applyCoupon,
  cartOwnerOf,
  checkItem,
  mergeVisitorCart,
  readCart,
  removeCoupon,
  removeItem,
  setQuantity,
  withVisitorCookie,
} from './cart-store';
import { checkout, payOrder } from './checkout';
import { orderList } from './order-list';
import { findOrder, orderView } from './order-rows';

/** An order of a business the person may see: any for the agency's managers, their own businesses' for an owner. */
async function reachOrder(db: FastifyInstance['db'], user: Parameters<typeof manageOrganisation>[1], id: number) {
  const order = await findOrder(db, id);
  if (!order) throw notFound();
  await manageOrganisation(db, user, order.organisationId);
  return order;
}

/** The cart, billing addresses, checkout and the orders lists. */
export function checkoutHandlers(app: FastifyInstance) {
  return handlersFor(shopEndpoints, {
    // The cart: the person an access token names, else the visitor by the cookie.
    cart: async ({ db, query, request }) => readCart(db, await cartOwnerOf(request), query.lang, app.clock()),
    addCartItem: async ({ db, query, body, request, reply }) => {
      const owner = await cartOwnerOf(request);
      // Refused before the cookie is set: a visitor gets one only once something is in the cart.
      await checkItem(db, body);
      const withCookie = withVisitorCookie(reply, owner);
      await addItem(db, withCookie, body);
      return readCart(db, withCookie, query.lang, app.clock());
    },
    updateCartItem: async ({ db, params, query, body, request }) => {
      const owner = await cartOwnerOf(request);
      await setQuantity(db, owner, params.id, body.quantity);
      return readCart(db, owner, query.lang, app.clock());
    },
    removeCartItem: async ({ db, params, query, request }) => {
      const owner = await cartOwnerOf(request);
      await removeItem(db, owner, params.id);
      return readCart(db, owner, query.lang, app.clock());
    },
    applyCoupon: async ({ db, query, body, request }) => {
      const owner = await cartOwnerOf(request);
      await applyCoupon(db, owner, body.code, app.clock());
      return readCart(db, owner, query.lang, app.clock());
    },
    removeCoupon: async ({ db, query, request }) => {
      const owner = await cartOwnerOf(request);
      await removeCoupon(db, owner);
      return readCart(db, owner, query.lang, app.clock());
    },
    mergeCart: async ({ db, user, query, request, reply }) => {
      await mergeVisitorCart(db, request, reply, user.id);
      return readCart(db, { kind: 'person', userId: user.id }, query.lang, app.clock());
    },

    // Billing addresses: the business's owners, and the agency's managers.
    addresses: async ({ db, user, params }) => {
      await manageOrganisation(db, user, params.org);
      return { addresses: (await addressesOf(db, params.org)).map(addressDto) };
    },
    createAddress: async ({ db, user, params, body }) => {
      await manageOrganisation(db, user, params.org);
      return addressDto(await createAddress(db, params.org, body));
    },
    updateAddress: async ({ db, user, params, body }) => {
      await manageOrganisation(db, user, params.org);
      return addressDto(await updateAddress(db, params.org, params.id, body));
    },
    deleteAddress: async ({ db, user, params }) => {
      await manageOrganisation(db, user, params.org);
      await deleteAddress(db, params.org, params.id);
      return { detail: 'Address deleted.' };
    },

    // Checkout and payment: a client, for a business they own.
    checkout: async ({ db, user, body, request }) => {
      await manageOrganisation(db, user, body.organisation);
      return checkout(app, request, user, {
        organisationId: body.organisation,
        addressId: body.address,
        idempotencyKey: body.idempotency_key,
        lang: body.lang,
        campaign: body.campaign,
      });
    },
    payOrder: async ({ db, user, params, query, request }) => {
      const order = await reachOrder(db, user, params.id);
      return payOrder(app, request, user, order, query.lang);
    },
    orders: async ({ db, user, query }) => orderList(db, user, query),
    order: async ({ db, user, params, query }) => {
      const order = await reachOrder(db, user, params.id);
      return orderView(db, order.id, query.lang);
    },
  });
}
