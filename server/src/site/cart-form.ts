import type { FastifyReply, FastifyRequest } from 'fastify';
import { idSchema, plainInt } from '@/api/contract/common';
import { BILLING_INTERVALS, CART_QUANTITY_MAX, couponFields } from '@/api/contract/shop';
import { CART_PAGE_ERRORS, type CartPageError } from '@/api/contract/site-pages';
import { z } from '@/api/contract/zod';
import type { Db } from '@server/db/client';
import { HttpError } from '@server/src/http/http-errors';
import {
  addItem,
  checkItem,
  applyCoupon,
  removeCoupon,
  removeItem,
  setQuantity,
  visitorCartOwner,
  withVisitorCookie,
} from '@server/src/shop/checkout/cart-store';

const quantity = plainInt({ min: 1, max: CART_QUANTITY_MAX });

/** The forms of the shop's pages, as they post to `/cart` (form fields, so every value is text). */
const cartForm = z.discriminatedUnion('action', [
  z.object({ action: z.literal('add'), product: idSchema, interval: z.enum(BILLING_INTERVALS), quantity: quantity.default(1) }),
  z.object({ action: z.literal('quantity'), line: idSchema, quantity }),
  z.object({ action: z.literal('remove'), line: idSchema }),
  z.object({ action: z.literal('coupon'), code: couponFields.shape.code }),
  z.object({ action: z.literal('uncoupon') }),
]);

const isPageError = (code: string): code is CartPageError => (CART_PAGE_ERRORS as readonly string[]).includes(code);

/** A refusal of the cart store as the cart page words it: its code, on the answer or on a field; else the general one. */
function pageErrorOf(error: HttpError): CartPageError {
  const codes = [error.code as string, ...Object.values(error.errors ?? {}).flat()];
  return codes.find(isPageError) ?? 'cart_failed';
}

/**
 * Does what a form of the shop's pages asks of the visitor's cart, through the same cart store as
 * the API. Answers null when done, else why not, for the page to say; a failure that is not a
 * refusal (the database gone) is thrown, and answered 500 as anywhere else.
 */
export async function changeCart(db: Db, request: FastifyRequest, reply: FastifyReply, now: Date): Promise<CartPageError | null> {
  const form = cartForm.safeParse(request.body);
  if (!form.success) return 'cart_failed';
  const owner = visitorCartOwner(request);
  try {
    const change = form.data;
    switch (change.action) {
      case 'add':
        // The cookie is set only now, when the visitor first keeps something (a refused product sets none).
        await checkItem(db, change);
        await addItem(db, withVisitorCookie(reply, owner), change);
        break;
      case 'quantity':
        await setQuantity(db, owner, change.line, change.quantity);
        break;
      case 'remove':
        await removeItem(db, owner, change.line);
        break;
      case 'coupon':
        await applyCoupon(db, owner, change.code, now);
        break;
      case 'uncoupon':
        await removeCoupon(db, owner);
        break;
    }
    return null;
  } catch (error) {
    if (error instanceof HttpError) return pageErrorOf(error);
    throw error;
  }
}
