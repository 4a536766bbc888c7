import { eq, sql } from 'drizzle-orm';
import type { BillingInterval } from '@/api/contract/shop-values';
import type { Db } from '@server/db/client';
import { billingAddresses, coupons, organisations, paymentEvents, products, subscriptions, type AddressSnapshot } from '@server/db/schema';
import { recordAudit } from '@server/src/audit/record';
import { demoOrganisationOf } from '@server/src/organisations/seed';
import type { SeedContext } from '@server/src/seed/demo-seed';
import { generator } from '@server/src/seed/random';
import { findUserByEmail } from '@server/src/users/queries';
import { insertOrder, type NewOrderLine } from '@server/src/shop/checkout/order-rows';
import { lessMinor, percentOfMinor, sumMinor, timesMinor } from '@server/src/shop/money';
import { moneyText, paidUnitPrices } from './amounts';
import { addDays, periodEnd } from './periods';
import { renewalKey } from './system-keys';
import { newTestSessionId } from './test-events';

type ProductRow = typeof products.$inferSelect;
type Address = Omit<AddressSnapshot, 'taxId' | 'postalCode'> & { postalCode: string; taxId: string; phone: string };

const DAY = 24 * 3600 * 1000;
const MINUTE = 60 * 1000;

/** What a demo business bought: its plan (and when), its add-ons, its services, and an order that failed and one left unpaid. */
interface DemoBilling {
  owner: string;
  address: Address;
  plan: { name: string; interval: 'month' | 'year'; daysAgo: number; with: string[]; coupon: string | null };
  addOns: { name: string; quantity: number; daysAgo: number; with: string[] }[];
  failed: { name: string; daysAgo: number } | null;
  pending: { name: string; interval: BillingInterval; daysAgo: number } | null;
}

/**
 * The demo businesses' billing, consistent with the numbers they hold (organisations/seed.ts,
 * lato-ai/seed.ts): Okafor Dental (two numbers) on Growth by the month since five months, with 500
 * more minutes, a website that failed to be paid and more SMS waiting to be paid; Bernard Plumbing
 * (one number) on Starter by the year, with 1,000 more SMS.
 */
const DEMO_BILLING: DemoBilling[] = [
  {
    owner: 'client@lato.test',
    address: {
      name: 'Grace Okafor',
      company: 'Okafor Dental Studio LLC',
      line1: '1180 Peachtree St NE',
      line2: 'Suite 400',
      city: 'Atlanta',
      region: 'GA',
      postalCode: '30309',
      country: 'US',
      taxId: '84-2291734',
      phone: '+14155550142',
    },
    plan: { name: 'Growth', interval: 'month', daysAgo: 152, with: ['Onboarding & setup'], coupon: 'WELCOME10' },
    addOns: [{ name: '500 minutes', quantity: 1, daysAgo: 95, with: ['Launch campaign'] }],
    failed: { name: 'Website', daysAgo: 19 },
    pending: { name: '1,000 SMS', interval: 'month', daysAgo: 2 },
  },
  {
    owner: 'client2@lato.test',
    address: {
      name: 'Oliver Bernard',
      company: 'Bernard Plumbing & Heating Ltd',
      line1: '14 Amwell Street',
      line2: '',
      city: 'London',
      region: '',
      postalCode: 'EC1R 1UQ',
      country: 'GB',
      taxId: 'GB 284 1937 62',
      phone: '+442079460000',
    },
    plan: { name: 'Starter', interval: 'year', daysAgo: 203, with: [], coupon: null },
    addOns: [{ name: '1,000 SMS', quantity: 1, daysAgo: 64, with: [] }],
    failed: null,
    pending: null,
  },
];

const priceOf = (product: ProductRow, interval: BillingInterval) =>
  interval === 'year' && product.yearlyPriceMinor !== null ? product.yearlyPriceMinor : product.priceMinor;

function lineOf(product: ProductRow, interval: BillingInterval, quantity = 1): NewOrderLine {
  const unitMinor = priceOf(product, interval);
  return {
    productId: product.id,
    kind: product.kind,
    nameEn: product.nameEn,
    nameEs: product.nameEs,
    interval,
    quantity,
    unitMinor,
    totalMinor: timesMinor(unitMinor, quantity, product.currency),
  };
}

interface Placed {
  organisationId: number;
  userId: number | null;
  reason: 'checkout' | 'renewal';
  status: 'paid' | 'failed' | 'pending';
  lines: NewOrderLine[];
  at: Date;
  address: AddressSnapshot;
  coupon?: { code: string; percent: number } | null;
  subscriptionId?: number;
  /** Its idempotency key, when it is a system one (a renewal's); else a demo key of its own. */
  key?: string;
}

let sequence = 0;

/** An order as the shop would have left it: placed, then paid (or failed) by the test provider's event a few minutes later. */
async function placeOrder(db: Db, placed: Placed) {
  sequence += 1;
  const subtotal = sumMinor(
    placed.lines.map((line) => line.totalMinor),
    'USD',
  );
  const discount = placed.coupon ? percentOfMinor(subtotal, placed.coupon.percent, 'USD') : 0;
  const settledAt = new Date(placed.at.getTime() + 3 * MINUTE);
  const order = await insertOrder(
    db,
    {
      organisationId: placed.organisationId,
      userId: placed.userId,
      reason: placed.reason,
      status: placed.status,
      currency: 'USD',
      subtotalMinor: subtotal,
      discountMinor: discount,
      totalMinor: lessMinor(subtotal, discount, 'USD'),
      couponCode: placed.coupon?.code ?? null,
      address: placed.address,
      idempotencyKey: placed.key ?? `demo-order-${sequence}-${placed.at.getTime()}`,
      provider: 'test',
      providerSessionId: newTestSessionId(),
      providerPaymentId: placed.status === 'paid' ? `pi_test_demo${sequence}` : null,
      subscriptionId: placed.subscriptionId ?? null,
      failureCode: placed.status === 'failed' ? 'payment_failed' : null,
      paidAt: placed.status === 'paid' ? settledAt : null,
      createdAt: placed.at,
      updatedAt: placed.status === 'pending' ? placed.at : settledAt,
    },
    placed.lines,
  );
  if (placed.status === 'paid') {
    // As the provider's event left it in the audit log (fulfil.ts): paid by nobody known, the business its target.
    const [organisation] = await db
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, placed.organisationId));
    await recordAudit(db, null, {
      action: 'order_paid',
      actor: null,
      target: { type: 'organisation', id: placed.organisationId, label: organisation?.name ?? null },
      details: { order: order.id, reason: placed.reason, total: moneyText(order.totalMinor, 'USD'), provider: 'test' },
      occurredAt: settledAt,
    });
  }
  if (placed.status !== 'pending') {
    await db.insert(paymentEvents).values({
      provider: 'test',
      eventId: `evt_test_demo_${order.id}`,
      type: placed.status === 'paid' ? 'checkout.session.completed' : 'checkout.session.async_payment_failed',
      orderId: order.id,
      occurredAt: settledAt,
      receivedAt: settledAt,
    });
  }
  return order;
}

/**
 * A subscription bought `start` for `unitMinor` a unit (what was paid, the coupon's share taken
 * off), with its paid renewal orders up to today: its current period is the one today falls in. A
 * trial (the product's days) lengthens the first period.
 */
async function subscribe(
  db: Db,
  base: Omit<Placed, 'lines' | 'at' | 'reason' | 'status'>,
  product: ProductRow,
  bought: { interval: 'month' | 'year'; quantity: number; unitMinor: number },
  start: Date,
  orderId: number,
  now: Date,
) {
  const { interval, quantity } = bought;
  const trialEndsAt = product.trialDays > 0 ? addDays(start, product.trialDays) : null;
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      organisationId: base.organisationId,
      productId: product.id,
      kind: product.kind,
      interval,
      quantity,
      unitMinor: bought.unitMinor,
      currency: product.currency,
      status: trialEndsAt && trialEndsAt > now ? 'trialing' : 'active',
      currentPeriodStart: start,
      currentPeriodEnd: periodEnd(trialEndsAt ?? start, interval),
      trialEndsAt,
      orderId,
      createdAt: start,
      updatedAt: start,
    })
    .returning();
  let periodStart = start;
  let end = subscription!.currentPeriodEnd;
  let unitMinor = bought.unitMinor;
  while (end <= now) {
    // Renewed as the period ended (the daily job), paid by the test card on file.
    const at = end;
    await placeOrder(db, {
      ...base,
      userId: null,
      reason: 'renewal',
      status: 'paid',
      lines: [lineOf(product, interval, quantity)],
      at,
      subscriptionId: subscription!.id,
      key: renewalKey({ id: subscription!.id, currentPeriodEnd: end }, 1),
    });
    unitMinor = priceOf(product, interval);
    periodStart = end;
    end = periodEnd(end, interval);
  }
  await db
    .update(subscriptions)
    .set({ currentPeriodStart: periodStart, currentPeriodEnd: end, unitMinor, updatedAt: periodStart })
    .where(eq(subscriptions.id, subscription!.id));
}

/**
 * The demo businesses' billing addresses, paid orders and the subscriptions they became. Runs
 * after the catalogue (same seed, shop/seed.ts): its products are found by their English names,
 * and a business or product that is not there is left out.
 */
export async function seedOrders(db: Db, _context: SeedContext): Promise<void> {
  const now = new Date();
  const random = generator(3838);
  const byName = new Map((await db.select().from(products)).map((product) => [product.nameEn, product]));
  const couponPercents = new Map(
    (await db.select().from(coupons).where(eq(coupons.kind, 'percent'))).map((coupon) => [coupon.code, coupon.value] as const),
  );
  const named = (names: string[]) => names.flatMap((name) => (byName.has(name) ? [byName.get(name)!] : []));
  const used: string[] = [];

  for (const demo of DEMO_BILLING) {
    const organisation = await demoOrganisationOf(db, demo.owner);
    const plan = byName.get(demo.plan.name);
    if (!organisation || !plan) continue;
    const { phone, ...snapshot } = demo.address;
    await db
      .insert(billingAddresses)
      .values({ organisationId: organisation.id, ...snapshot, phone, isDefault: true, createdAt: addDays(now, -demo.plan.daysAgo - 1) });
    const owner = await findUserByEmail(db, demo.owner);
    const base = { organisationId: organisation.id, userId: owner?.id ?? null, address: snapshot };
    // Some time in the working day, `daysAgo` days ago.
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const at = (daysAgo: number) => new Date(today - daysAgo * DAY + random.between(9 * 60, 17 * 60) * MINUTE);

    // The plan, bought with the services that came with it (and the welcome coupon).
    const percent = demo.plan.coupon ? couponPercents.get(demo.plan.coupon) : undefined;
    const planStart = at(demo.plan.daysAgo);
    const firstLines = [lineOf(plan, demo.plan.interval), ...named(demo.plan.with).map((service) => lineOf(service, 'one_time'))];
    const first = await placeOrder(db, {
      ...base,
      reason: 'checkout',
      status: 'paid',
      lines: firstLines,
      at: planStart,
      coupon: demo.plan.coupon && percent ? { code: demo.plan.coupon, percent } : null,
    });
    if (demo.plan.coupon && percent) used.push(demo.plan.coupon);
    const [paidForPlan] = paidUnitPrices(firstLines, first.discountMinor, first.currency);
    const planBought = { interval: demo.plan.interval, quantity: 1, unitMinor: paidForPlan! };
    await subscribe(db, base, plan, planBought, new Date(first.paidAt!), first.id, now);

    for (const addOn of demo.addOns) {
      const product = byName.get(addOn.name);
      if (!product) continue;
      const order = await placeOrder(db, {
        ...base,
        reason: 'checkout',
        status: 'paid',
        lines: [lineOf(product, 'month', addOn.quantity), ...named(addOn.with).map((service) => lineOf(service, 'one_time'))],
        at: at(addOn.daysAgo),
      });
      const addOnBought = { interval: 'month' as const, quantity: addOn.quantity, unitMinor: priceOf(product, 'month') };
      await subscribe(db, base, product, addOnBought, new Date(order.paidAt!), order.id, now);
    }

    const failed = demo.failed && byName.get(demo.failed.name);
    if (demo.failed && failed) {
      await placeOrder(db, {
        ...base,
        reason: 'checkout',
        status: 'failed',
        lines: [lineOf(failed, 'one_time')],
        at: at(demo.failed.daysAgo),
      });
    }
    const pending = demo.pending && byName.get(demo.pending.name);
    if (demo.pending && pending) {
      await placeOrder(db, {
        ...base,
        reason: 'checkout',
        status: 'pending',
        lines: [lineOf(pending, demo.pending.interval)],
        at: at(demo.pending.daysAgo),
      });
    }
  }
  for (const code of used)
    await db
      .update(coupons)
      .set({ redemptions: sql`${coupons.redemptions} + 1` })
      .where(eq(coupons.code, code));
}
