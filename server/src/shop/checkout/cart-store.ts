import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CART_QUANTITY_MAX, type Cart } from '@/api/contract/shop';
import type { BillingInterval } from '@/api/contract/shop-values';
import type { SiteLanguage } from '@/api/contract/site-values';
import type { Db } from '@server/db/client';
import { cartItems, carts, products } from '@server/db/schema';
import { authenticate } from '@server/src/auth/authenticate';
import { notFound } from '@server/src/http/http-errors';
import { pricedCart, type ProductRow } from './cart-lines';
import { cartView, EMPTY_CART } from './cart-view';
import { couponCodeOf, couponRefusal, findCoupon } from './coupons';
import { soldBy } from './pricing';
import { shopRefusal } from './refusals';

/*
 * The cart, kept on the server: a signed-in person's, or a visitor's found by the hash of the
 * random token in its `lato_cart` cookie (the token itself is never stored). The API's cart
 * endpoints and the public site's /cart form both go through these functions.
 */

export const CART_COOKIE_NAME = 'lato_cart';
const CART_COOKIE_DAYS = 30;
/** 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type CartOwner = { kind: 'person'; userId: number } | { kind: 'visitor'; visitorHash: string | null };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The visitor's cart as the cookie names it (visitorHash null when the visitor has none yet). */
export function visitorCartOwner(request: FastifyRequest): CartOwner {
  const token = request.cookies[CART_COOKIE_NAME];
  return { kind: 'visitor', visitorHash: token && TOKEN_PATTERN.test(token) ? hashOf(token) : null };
}

/**
 * Whose cart a cart call is about: the person its access token names, else the visitor by the
 * cookie. A token that does not hold answers 401, never silently a visitor's cart.
 */
export async function cartOwnerOf(request: FastifyRequest): Promise<CartOwner> {
  if (request.headers.authorization === undefined) return visitorCartOwner(request);
  const user = await authenticate(request);
  return { kind: 'person', userId: user.id };
}

function cookieOptions(reply: FastifyReply) {
  const { cookieSecure } = reply.server.config;
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: cookieSecure === 'auto' ? reply.request.protocol === 'https' : cookieSecure,
    path: '/',
  };
}

/** Sets the cookie if the visitor has none yet; returns the owner with its hash. */
export function withVisitorCookie(reply: FastifyReply, owner: CartOwner): CartOwner {
  if (owner.kind === 'person' || owner.visitorHash !== null) return owner;
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(CART_COOKIE_NAME, token, { ...cookieOptions(reply), maxAge: CART_COOKIE_DAYS * 86_400 });
  return { kind: 'visitor', visitorHash: hashOf(token) };
}

const ownedBy = (owner: CartOwner) =>
  owner.kind === 'person' ? eq(carts.userId, owner.userId) : eq(carts.visitorHash, owner.visitorHash ?? '');

type CartRow = typeof carts.$inferSelect;

async function findCart(db: Db, owner: CartOwner): Promise<CartRow | null> {
  if (owner.kind === 'visitor' && owner.visitorHash === null) return null;
  const [row] = await db.select().from(carts).where(ownedBy(owner)).limit(1);
  return row ?? null;
}

/** The owner's cart, made on first use (two first uses at once make one). */
async function ensureCart(db: Db, owner: CartOwner): Promise<CartRow> {
  const found = await findCart(db, owner);
  if (found) return found;
  if (owner.kind === 'visitor' && owner.visitorHash === null) throw new Error('A visitor cart needs its cookie first (withVisitorCookie).');
  await db
    .insert(carts)
    .values(owner.kind === 'person' ? { userId: owner.userId } : { visitorHash: owner.visitorHash })
    .onConflictDoNothing();
  const made = await findCart(db, owner);
  if (!made) throw new Error('The cart could not be made.');
  return made;
}

const touch = (db: Db, cartId: number) =>
  db
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));

export async function readCart(db: Db, owner: CartOwner, lang: SiteLanguage, now: Date = new Date()): Promise<Cart> {
  const cart = await findCart(db, owner);
  if (!cart) return EMPTY_CART;
  return cartView(db, await pricedCart(db, cart.id), cart.couponCode, lang, now);
}

const capped = (quantity: number) => Math.min(Math.max(Math.trunc(quantity), 1), CART_QUANTITY_MAX);

/**
 * The product a cart line would hold, or a 400: not for sale (`product_unavailable`), or not by
 * that interval (`interval_unavailable`). Checked before a visitor's cookie is set.
 */
export async function checkItem(db: Db, item: { product: number; interval: BillingInterval }): Promise<ProductRow> {
  const [product] = await db.select().from(products).where(eq(products.id, item.product)).limit(1);
  if (!product || product.status !== 'published') throw shopRefusal(400, 'product_unavailable', 'This product is not for sale.', 'product');
  if (!soldBy(product, item.interval)) {
    throw shopRefusal(400, 'interval_unavailable', 'This product is not sold by this interval.', 'interval');
  }
  return product;
}

/** Adds a product (or more of one already in the cart, up to the most a line holds). */
export async function addItem(
  db: Db,
  owner: CartOwner,
  item: { product: number; interval: BillingInterval; quantity: number },
): Promise<void> {
  const product = await checkItem(db, item);
  const cart = await ensureCart(db, owner);
  const { currency } = await pricedCart(db, cart.id);
  if (currency !== null && currency !== product.currency) {
    throw shopRefusal(409, 'currency_mismatch', 'The cart holds products priced in another currency.', 'product');
  }
  await db
    .insert(cartItems)
    .values({ cartId: cart.id, productId: product.id, interval: item.interval, quantity: capped(item.quantity) })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.interval],
      set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${CART_QUANTITY_MAX})` },
    });
  await touch(db, cart.id);
}

/** A line of the owner's cart, or 404 (another cart's line answers as one that does not exist). */
async function ownLine(db: Db, owner: CartOwner, lineId: number): Promise<CartRow> {
  const cart = await findCart(db, owner);
  if (!cart) throw notFound();
  const [line] = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cartId, cart.id)))
    .limit(1);
  if (!line) throw notFound();
  return cart;
}

export async function setQuantity(db: Db, owner: CartOwner, lineId: number, quantity: number): Promise<void> {
  const cart = await ownLine(db, owner, lineId);
  await db
    .update(cartItems)
    .set({ quantity: capped(quantity) })
    .where(eq(cartItems.id, lineId));
  await touch(db, cart.id);
}

export async function removeItem(db: Db, owner: CartOwner, lineId: number): Promise<void> {
  const cart = await ownLine(db, owner, lineId);
  await db.delete(cartItems).where(eq(cartItems.id, lineId));
  await touch(db, cart.id);
}

/** Applies a coupon to a cart that holds something for sale; a refused code answers 400 with its reason. */
export async function applyCoupon(db: Db, owner: CartOwner, code: string, now: Date): Promise<void> {
  const cart = await findCart(db, owner);
  const { currency } = await pricedCart(db, cart?.id ?? null);
  if (!cart || currency === null) throw shopRefusal(400, 'cart_empty', 'The cart holds nothing to take a coupon off.', 'code');
  const coupon = await findCoupon(db, code);
  const refusal = couponRefusal(coupon, currency, now);
  if (refusal) throw shopRefusal(400, refusal, 'This coupon does not apply.', 'code');
  await db
    .update(carts)
    .set({ couponCode: couponCodeOf(code), updatedAt: sql`now()` })
    .where(eq(carts.id, cart.id));
}

export async function removeCoupon(db: Db, owner: CartOwner): Promise<void> {
  const cart = await findCart(db, owner);
  if (cart)
    await db
      .update(carts)
      .set({ couponCode: null, updatedAt: sql`now()` })
      .where(eq(carts.id, cart.id));
}

/** Empties a person's cart (once their order is paid). */
export async function emptyCart(db: Db, userId: number): Promise<void> {
  await db.delete(carts).where(eq(carts.userId, userId));
}

/**
 * Joins a visitor's cart into a person's: the same product by the same interval adds up (capped),
 * the person's coupon stays (else the visitor's comes along), and the visitor's cart is deleted.
 */
export async function mergeCarts(db: Db, visitorHash: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const visitor = await findCart(tx, { kind: 'visitor', visitorHash });
    if (!visitor) return;
    const person = await ensureCart(tx, { kind: 'person', userId });
    const lines = await tx.select().from(cartItems).where(eq(cartItems.cartId, visitor.id));
    if (lines.length > 0) {
      await tx
        .insert(cartItems)
        .values(lines.map((line) => ({ cartId: person.id, productId: line.productId, interval: line.interval, quantity: line.quantity })))
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.productId, cartItems.interval],
          set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${CART_QUANTITY_MAX})` },
        });
    }
    await tx
      .update(carts)
      .set({ couponCode: person.couponCode ?? visitor.couponCode, updatedAt: sql`now()` })
      .where(eq(carts.id, person.id));
    await tx.delete(carts).where(eq(carts.id, visitor.id));
  });
}

/**
 * At sign-in (and sign-up's confirmation, and `POST /cart/merge/`): the cart this browser filled
 * as a visitor joins the person's, and its cookie is cleared.
 */
export async function mergeVisitorCart(db: Db, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  if (request.cookies[CART_COOKIE_NAME] === undefined) return;
  const owner = visitorCartOwner(request);
  if (owner.kind === 'visitor' && owner.visitorHash !== null) await mergeCarts(db, owner.visitorHash, userId);
  reply.clearCookie(CART_COOKIE_NAME, cookieOptions(reply));
}
