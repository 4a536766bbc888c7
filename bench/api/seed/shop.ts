import type { BillingInterval, OrderStatus, ProductKind } from '@/api/contract/shop-values';
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orderLines, orders, products, subscriptions } from '@server/db/schema';
import { insertReturningIds, insertRows } from '@server/test/bulk-insert';
import type { SeededPeople } from './people';
import { random, recentDate, SEED_NOW, weighted } from './values';

const ORDER_COUNT = 10_000;
/** Add-ons bought over the year, a fifth of them cancelled since: the recurring revenue dashboard's rows. */
const SUBSCRIPTION_COUNT = 10_000;

const CATALOGUE: { kind: ProductKind; name: string; price: number; interval: BillingInterval; yearly?: number }[] = [
  { kind: 'plan', name: 'Starter', price: 4_900, interval: 'month', yearly: 49_000 },
  { kind: 'plan', name: 'Growth', price: 14_900, interval: 'month', yearly: 149_000 },
  { kind: 'plan', name: 'Scale', price: 39_900, interval: 'month', yearly: 399_000 },
  { kind: 'add_on', name: 'Extra number', price: 1_500, interval: 'month' },
  { kind: 'add_on', name: '500 more minutes', price: 4_000, interval: 'month' },
  { kind: 'add_on', name: '1,000 more SMS', price: 2_000, interval: 'month' },
  { kind: 'service', name: 'Website', price: 240_000, interval: 'one_time' },
  { kind: 'service', name: 'Launch campaign', price: 90_000, interval: 'one_time' },
  { kind: 'service', name: 'Onboarding and setup', price: 30_000, interval: 'one_time' },
];

const STATUS_WEIGHTS: [OrderStatus, number][] = [
  ['paid', 85],
  ['failed', 6],
  ['pending', 4],
  ['cancelled', 5],
];

/**
 * The catalogue (nine published products), 10,000 orders of one to three lines across the clients'
 * businesses, and 10,000 subscriptions to its add-ons (a business runs one plan at most, add-ons
 * as many as it buys).
 */
export async function seedShop(db: Db, people: SeededPeople): Promise<void> {
  const productRows = CATALOGUE.map((item, position) => ({
    kind: item.kind,
    nameEn: item.name,
    nameEs: item.name,
    descriptionEn: `<p>${item.name} for the AI phone assistant.</p>`,
    descriptionEs: `<p>${item.name} para el asistente telefónico.</p>`,
    priceMinor: item.price,
    currency: 'USD',
    interval: item.interval,
    yearlyPriceMinor: item.yearly ?? null,
    featuresEn: ['Answers every call', 'Summaries by e-mail'],
    featuresEs: ['Contesta cada llamada', 'Resúmenes por correo'],
    status: 'published' as const,
    position,
    publishedAt: recentDate(365),
  }));
  const productIds = await insertReturningIds(db, products, productRows);
  const orderRows = Array.from({ length: ORDER_COUNT }, (_, n) => {
    const status = weighted(STATUS_WEIGHTS);
    const createdAt = recentDate(365);
    return {
      organisationId: random.pick(people.clients),
      userId: null,
      status,
      currency: 'USD',
      subtotalMinor: 0,
      totalMinor: 0,
      idempotencyKey: `bench-order-${n.toString().padStart(8, '0')}`,
      provider: 'test' as const,
      providerSessionId: `tps_bench${n.toString().padStart(19, '0')}`,
      paidAt: status === 'paid' ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const orderIds = await insertReturningIds(db, orders, orderRows);
  const lineRows = orderIds.flatMap((orderId) =>
    Array.from({ length: random.between(1, 3) }, () => {
      const index = random.between(0, CATALOGUE.length - 1);
      const item = CATALOGUE[index]!;
      const quantity = item.kind === 'add_on' ? random.between(1, 3) : 1;
      return {
        orderId,
        productId: productIds[index]!,
        kind: item.kind,
        nameEn: item.name,
        nameEs: item.name,
        interval: item.interval,
        quantity,
        unitMinor: item.price,
        totalMinor: item.price * quantity,
      };
    }),
  );
  await insertRows(db, orderLines, lineRows);
  // Each order's totals are its lines' sum: one statement, as the checkout would have written them.
  await db.execute(
    sql`update orders set subtotal_minor = l.sum, total_minor = l.sum from (select order_id, sum(total_minor)::int as sum from order_lines group by order_id) l where l.order_id = orders.id`,
  );
  const addOns = CATALOGUE.flatMap((item, index) => (item.kind === 'add_on' ? [{ item, productId: productIds[index]! }] : []));
  const subscriptionRows = Array.from({ length: SUBSCRIPTION_COUNT }, () => {
    const { item, productId } = random.pick(addOns);
    const createdAt = recentDate(365);
    const ends = new Date(createdAt.getTime() + random.between(1, 90) * 86_400_000);
    // A cancellation is in the past: one that would fall after the bench's today is still running.
    const cancelledAt = random.next() < 0.2 && ends.getTime() < SEED_NOW ? ends : null;
    return {
      organisationId: random.pick(people.clients),
      productId,
      kind: item.kind,
      interval: item.interval,
      quantity: random.between(1, 3),
      unitMinor: item.price,
      currency: 'USD',
      status: cancelledAt ? ('cancelled' as const) : ('active' as const),
      currentPeriodStart: createdAt,
      currentPeriodEnd: new Date(createdAt.getTime() + 30 * 86_400_000),
      cancelledAt,
      createdAt,
      updatedAt: cancelledAt ?? createdAt,
    };
  });
  await insertRows(db, subscriptions, subscriptionRows);
}
