import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '@server/db/client';
import { coupons, organisationMembers, products, subscriptions } from '@server/db/schema';
import type { PaymentProvider, PaymentRequest } from '@server/src/shop/payments/provider';

/*
 * What the checkout tests share: products and coupons straight into the database (the catalogue's
 * seed is not theirs to lean on), a payment provider that records what it is asked, and the
 * visitor's cart cookie carried from one answer to the next call.
 */

type NewProduct = typeof products.$inferInsert;

let sequence = 0;

/** A published monthly plan unless told otherwise. */
export async function insertProduct(db: Db, fields: Partial<NewProduct> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(products)
    .values({
      kind: 'plan',
      nameEn: `Product ${sequence}`,
      nameEs: `Producto ${sequence}`,
      priceMinor: 4900,
      currency: 'USD',
      interval: 'month',
      status: 'published',
      ...fields,
    })
    .returning();
  return row!;
}

/** A new product like this one, with some changes (a test's own, to change as it likes). */
export async function copyProduct(db: Db, product: typeof products.$inferSelect, changes: Partial<NewProduct> = {}) {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = product;
  return insertProduct(db, { ...fields, ...changes });
}

/** The demo catalogue's shapes: plans with a cap on numbers, add-ons adding them, a one-time service. */
export async function insertCatalogue(db: Db) {
  return {
    starter: await insertProduct(db, {
      nameEn: 'Starter',
      priceMinor: 4900,
      yearlyPriceMinor: 49000,
      numbers: 1,
      maxNumbers: 2,
      trialDays: 14,
    }),
    growth: await insertProduct(db, { nameEn: 'Growth', priceMinor: 14900, yearlyPriceMinor: 149000, numbers: 3, maxNumbers: 10 }),
    extraNumber: await insertProduct(db, { kind: 'add_on', nameEn: 'Extra number', priceMinor: 1500, numbers: 1 }),
    minutes: await insertProduct(db, { kind: 'add_on', nameEn: '500 minutes', priceMinor: 4000, callMinutes: 500 }),
    website: await insertProduct(db, { kind: 'service', nameEn: 'Website', nameEs: 'Sitio web', priceMinor: 240000, interval: 'one_time' }),
    euroService: await insertProduct(db, {
      kind: 'service',
      nameEn: 'Campaign (EUR)',
      priceMinor: 90000,
      currency: 'EUR',
      interval: 'one_time',
    }),
    draft: await insertProduct(db, { nameEn: 'Enterprise', status: 'draft' }),
  };
}

export async function insertCoupon(
  db: Db,
  fields: Partial<typeof coupons.$inferInsert> & Pick<typeof coupons.$inferInsert, 'code' | 'kind' | 'value'>,
) {
  const [row] = await db.insert(coupons).values(fields).returning();
  return row!;
}

export async function addMember(db: Db, organisationId: number, userId: number, role: 'owner' | 'member' = 'member') {
  await db.insert(organisationMembers).values({ organisationId, userId, role });
}

/** A provider that records each session asked for, and fails while told to. */
export function recordingProvider() {
  const requests: PaymentRequest[] = [];
  // As Stripe does, the same idempotency key answers the session it opened first.
  const byKey = new Map<string, string>();
  let failing = false;
  const provider: PaymentProvider = {
    name: 'test',
    async createSession(request) {
      if (failing) throw new Error('the provider is down');
      requests.push(request);
      const sessionId = byKey.get(request.idempotencyKey) ?? `tps_${String(requests.length).padStart(24, '0')}`;
      byKey.set(request.idempotencyKey, sessionId);
      return { sessionId, url: `https://pay.example/${sessionId}` };
    },
    async resumeSession(sessionId) {
      return [...byKey.values()].includes(sessionId) ? { sessionId, url: `https://pay.example/${sessionId}` } : null;
    },
    async chargeRenewal() {
      return { kind: 'impossible', failureCode: 'no_payment_method' };
    },
  };
  return {
    provider,
    requests,
    fail(on: boolean) {
      failing = on;
    },
  };
}

/** Puts the provider in place of the app's (the app reads `app.payments` at each checkout). */
export function usePaymentProvider(app: FastifyInstance, provider: PaymentProvider) {
  (app as { payments: PaymentProvider }).payments = provider;
}

/** The visitor cart cookie an answer set, if any. */
export function cartCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = (response.cookies as { name: string; value: string }[]).find((c) => c.name === 'lato_cart');
  return cookie?.value;
}

/** A running subscription of the organisation to a product (a plan or an add-on), as a paid order leaves one. */
export async function insertSubscription(
  db: Db,
  organisationId: number,
  product: Pick<typeof products.$inferSelect, 'id' | 'kind' | 'priceMinor' | 'currency'>,
  fields: Partial<typeof subscriptions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(subscriptions)
    .values({
      organisationId,
      productId: product.id,
      kind: product.kind,
      interval: 'month',
      unitMinor: product.priceMinor,
      currency: product.currency,
      status: 'active',
      currentPeriodStart: new Date('2026-11-01T00:00:00Z'),
      currentPeriodEnd: new Date('2026-12-01T00:00:00Z'),
      ...fields,
    })
    .returning();
  return row!;
}
