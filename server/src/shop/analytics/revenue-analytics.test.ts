import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, type Role } from '@/api/contract/roles';
import { addDays } from '@/api/contract/dashboards';
import type { FinanceSummary } from '@/api/contract/finance-analytics';
import type { RevenueMoneyEvents, RevenuePlans, RevenueRecurring, RevenueSummary } from '@/api/contract/revenue-analytics';
import type { AuditAction } from '@/api/contract/audit';
import { auditEvents, organisations } from '@server/db/schema';
import { insertProduct, insertSubscription } from '@server/src/shop/checkout/test-kit';
import { expectAccessByRoleTable, getAs, readAs, signInEveryRole, startTestServer, type TestServer } from '@server/test/harness';

/*
 * A small fixture of subscriptions in two currencies and four businesses, and of audit events,
 * whose every figure is worked out by hand below. The period read most is Monday 9 to Sunday 15
 * March 2026; the one before it is 2 to 8 March. A subscription runs on a UTC day when it was created
 * by the day's end and had not ended by then (cancelled that day, it does not run that day).
 *
 * In twelfths of a minor unit a month (monthly: 12 × price × quantity; yearly: price × quantity):
 *   s1  acme    Starter  monthly ×1 @ 4 900  active     created 10 Jan                    58 800
 *   s2  bakery  Growth   yearly  ×1 @ 149 000 active    created 20 Feb                   149 000
 *   s3  acme    Add-on   monthly ×3 @ 1 500  past due   created 5 Mar                     54 000
 *   s4  bakery  Add-on   yearly  ×2 @ 499    ending     created 9 Mar 00:00 (first day)      998
 *   s5  cafe    Starter  monthly ×1 @ 4 900  cancelled  created 1 Feb, ended 12 Mar       58 800
 *   s6  cafe    Growth   monthly ×1 @ 14 900 cancelled  created 15 Jan, ended 4 Mar      178 800
 *   s7  cafe    Starter  monthly ×2 @ 4 900  active     created 20 Mar (after the period) 117 600
 *   s8  dental  Starter  monthly ×1 @ 4 900  trialing   created 15 Mar 23:30 (last day)   58 800
 *   s9  dental  Add-on   monthly ×1 @ 1 500  cancelled  created 3 Mar, ended 9 Mar 05:00  18 000
 *   GBP, bakery, all active since 1 Jan: 2 000 a month (24 000), and two yearly ones of 18 and 30
 *   (a month's 1.5 and 2.5) on products of their own.
 */

const A = '/api/v1/analytics/revenue';
const MARCH = 'from=2026-03-09&to=2026-03-15';

let server: TestServer;
let tokens: Record<Role, string>;
const products = {} as Record<
  'starter' | 'growth' | 'addOn' | 'pounds' | 'poundsSmall' | 'poundsLarge',
  Awaited<ReturnType<typeof insertProduct>>
>;
const events = {} as Record<string, typeof auditEvents.$inferSelect>;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  tokens = await signInEveryRole(server);
  const org = async (name: string) => (await db.insert(organisations).values({ name }).returning())[0]!.id;
  const acme = await org('Acme Ltd');
  const bakery = await org('Panadería Ruiz');
  const cafe = await org('Café Sol');
  const dental = await org('Clínica Dental');

  products.starter = await insertProduct(db, { nameEn: 'Starter', nameEs: 'Inicial', priceMinor: 4_900 });
  products.growth = await insertProduct(db, { nameEn: 'Growth', nameEs: 'Crecimiento', priceMinor: 14_900 });
  products.addOn = await insertProduct(db, { kind: 'add_on', nameEn: 'Extra number', nameEs: 'Número extra', priceMinor: 1_500 });
  products.pounds = await insertProduct(db, { kind: 'add_on', nameEn: 'Minutes', nameEs: 'Minutos', priceMinor: 2_000, currency: 'GBP' });
  products.poundsSmall = await insertProduct(db, { kind: 'add_on', priceMinor: 18, currency: 'GBP', interval: 'year' });
  products.poundsLarge = await insertProduct(db, { kind: 'add_on', priceMinor: 30, currency: 'GBP', interval: 'year' });

  const at = (moment: string) => new Date(moment);
  const { starter, growth, addOn } = products;
  await insertSubscription(db, acme, starter, { createdAt: at('2026-01-10T12:00:00Z') });
  await insertSubscription(db, bakery, growth, { interval: 'year', unitMinor: 149_000, createdAt: at('2026-02-20T12:00:00Z') });
  await insertSubscription(db, acme, addOn, { quantity: 3, status: 'past_due', createdAt: at('2026-03-05T12:00:00Z') });
  await insertSubscription(db, bakery, addOn, {
    interval: 'year',
    quantity: 2,
    unitMinor: 499,
    cancelAtPeriodEnd: true,
    createdAt: at('2026-03-09T00:00:00Z'),
  });
  const cancelled = (createdAt: string, cancelledAt: string) => ({
    status: 'cancelled' as const,
    createdAt: at(createdAt),
    cancelledAt: at(cancelledAt),
  });
  await insertSubscription(db, cafe, starter, cancelled('2026-02-01T12:00:00Z', '2026-03-12T10:00:00Z'));
  await insertSubscription(db, cafe, growth, cancelled('2026-01-15T12:00:00Z', '2026-03-04T08:00:00Z'));
  await insertSubscription(db, cafe, starter, { quantity: 2, createdAt: at('2026-03-20T12:00:00Z') });
  await insertSubscription(db, dental, starter, { status: 'trialing', createdAt: at('2026-03-15T23:30:00Z') });
  await insertSubscription(db, dental, addOn, cancelled('2026-03-03T12:00:00Z', '2026-03-09T05:00:00Z'));
  for (const product of [products.pounds, products.poundsSmall, products.poundsLarge])
    await insertSubscription(db, bakery, product, {
      interval: product.interval === 'year' ? 'year' : 'month',
      createdAt: at('2026-01-01T00:00:00Z'),
    });

  const event = async (key: string, action: AuditAction, occurredAt: string, actorEmail: string | null, targetLabel: string) => {
    events[key] = (
      await db
        .insert(auditEvents)
        .values({ action, occurredAt: at(occurredAt), actorEmail, targetLabel })
        .returning()
    )[0]!;
  };
  await event('sent', 'invoice_sent', '2026-03-08T23:30:00Z', 'cfo@lato.example', 'INV-2026-0001'); // 9 March in Madrid
  await event('paid', 'order_paid', '2026-03-10T09:00:00Z', null, 'Order 12');
  await event('cancelled', 'subscription_cancelled', '2026-03-12T10:00:00Z', 'owner@cafe.example', 'Café Sol');
  await event('recorded', 'invoice_payment_recorded', '2026-03-12T10:00:00Z', 'cfo@lato.example', 'INV-2026-0002');
  await event('signIn', 'sign_in', '2026-03-11T10:00:00Z', 'cfo@lato.example', 'cfo@lato.example'); // not about money
  await event('voided', 'invoice_voided', '2026-03-15T23:30:00Z', 'ceo@lato.example', 'INV-2026-0003'); // 16 March in Madrid
  await event('refund', 'refund_due', '2026-03-01T10:00:00Z', null, 'Order 9'); // before the period
});
afterAll(() => server.close());

const call = (url: string, token: string | null = tokens.CFO) => getAs(server.app, url, token);
const get = <T>(url: string) => readAs<T>(server.app, url, tokens.CFO);

describe('the summary', () => {
  it('reads the recurring revenue of the last day, the period’s new and cancelled subscriptions, the churn and the average per business', async () => {
    // Running on 15 March: s1, s2, s3, s4, s8 = 321 598 twelfths = 26 799.83 → 26 800 (s5 ended on
    // the 12th, s7 starts later, s9 ended on the 9th). New: s4 (at the first midnight) and s8 (late
    // on the last day). Cancelled: s5 and s9. Running the day before the period (the 8th): s1, s2,
    // s3, s5, s9 (s4 starts on the 9th), of which s5 and s9 were cancelled: 2 / 5. Businesses on
    // the 15th: acme, bakery, dental: 26 800 / 3 = 8 933.33 → 8 933.
    expect(await get<RevenueSummary>(`${A}/summary/?${MARCH}&currency=USD`)).toEqual({
      monthly_recurring: { value: 26_800, previous: null },
      new_subscriptions: { value: 2, previous: null },
      cancelled_subscriptions: { value: 2, previous: null },
      churn_rate: { value: 0.4, previous: null },
      average_per_business: { value: 8_933, previous: null },
    });
  });

  it('reads the period before when compared', async () => {
    // Running on 8 March: s1, s2, s3, s5, s9 = 338 600 twelfths = 28 216.67 → 28 217 (s4 starts at
    // the 9th's midnight); four businesses: 7 054.25 → 7 054. New: s3 and s9. Cancelled: s6.
    // Running on 1 March: s1, s2, s5, s6, of which s6 was cancelled: 1 / 4.
    expect(await get<RevenueSummary>(`${A}/summary/?${MARCH}&currency=USD&compare=true`)).toEqual({
      monthly_recurring: { value: 26_800, previous: 28_217 },
      new_subscriptions: { value: 2, previous: 2 },
      cancelled_subscriptions: { value: 2, previous: 1 },
      churn_rate: { value: 0.4, previous: 0.25 },
      average_per_business: { value: 8_933, previous: 7_054 },
    });
  });

  it('reads another currency on its own, and answers no rate nor average where nothing runs', async () => {
    // GBP: 24 000 + 18 + 30 = 24 048 twelfths = 2 004, one business, three running all along.
    expect(await get<RevenueSummary>(`${A}/summary/?${MARCH}&currency=GBP&compare=true`)).toEqual({
      monthly_recurring: { value: 2_004, previous: 2_004 },
      new_subscriptions: { value: 0, previous: 0 },
      cancelled_subscriptions: { value: 0, previous: 0 },
      churn_rate: { value: 0, previous: 0 },
      average_per_business: { value: 2_004, previous: 2_004 },
    });
    expect(await get<RevenueSummary>(`${A}/summary/?${MARCH}&currency=JPY&compare=true`)).toEqual({
      monthly_recurring: { value: 0, previous: 0 },
      new_subscriptions: { value: 0, previous: 0 },
      cancelled_subscriptions: { value: 0, previous: 0 },
      churn_rate: { value: null, previous: null },
      average_per_business: { value: null, previous: null },
    });
  });
});

describe('the recurring revenue series', () => {
  it('reads each day, and the same day of the period before when compared', async () => {
    // 9–11: s1 s2 s3 s4 s5 = 321 598 → 26 800; 12–14: s5 ended = 262 798 → 21 899.83 → 21 900;
    // 15: s8 starts = 26 800. Before: 2: s1 s2 s5 s6 = 445 400 → 37 116.67 → 37 117; 3: + s9 =
    // 463 400 → 38 617; 4: s6 ended = 284 600 → 23 717; 5–8: + s3 = 338 600 → 28 217.
    const current = [26_800, 26_800, 26_800, 21_900, 21_900, 21_900, 26_800];
    const before = [37_117, 38_617, 23_717, 28_217, 28_217, 28_217, 28_217];
    const days = (previous: number[] | null) =>
      current.map((value, index) => ({
        start: addDays('2026-03-09', index),
        monthly_recurring_minor: value,
        previous_monthly_recurring_minor: previous ? previous[index]! : null,
      }));
    expect(await get<RevenueRecurring>(`${A}/recurring/?${MARCH}&currency=USD`)).toEqual({ unit: 'day', points: days(null) });
    expect(await get<RevenueRecurring>(`${A}/recurring/?${MARCH}&currency=USD&compare=true`)).toEqual({
      unit: 'day',
      points: days(before),
    });
  });

  it('reads a week on its Sunday', async () => {
    // 4 March to 11 June, 100 days: 15 weeks from Monday 2 March. Sunday 8 March: 28 217; the 15th:
    // 26 800; from the 22nd s7 runs too: 321 598 − 58 800 + 117 600 = 439 198 → 36 599.83 → 36 600.
    const { unit, points } = await get<RevenueRecurring>(`${A}/recurring/?from=2026-03-04&to=2026-06-11&currency=USD`);
    expect(unit).toBe('week');
    expect(points).toEqual(
      Array.from({ length: 15 }, (_, index) => ({
        start: addDays('2026-03-02', 7 * index),
        monthly_recurring_minor: [28_217, 26_800][index] ?? 36_600,
        previous_monthly_recurring_minor: null,
      })),
    );
  });

  it('reads a month on its last day, the last month on the period’s last day, and zeros before anything ran', async () => {
    // 20 August 2025 to 10 March 2026, 203 days: by month from 1 August. 31 January: s1 s6 = 237 600
    // → 19 800; 28 February: + s5 s2 = 445 400 → 37 117; 10 March (not the 31st): 26 800. The period
    // before ends on 19 August 2025, before any subscription: zeros.
    const { unit, points } = await get<RevenueRecurring>(`${A}/recurring/?from=2025-08-20&to=2026-03-10&currency=USD&compare=true`);
    expect(unit).toBe('month');
    expect(points).toEqual(
      ['2025-08-01', '2025-09-01', '2025-10-01', '2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01', '2026-03-01'].map(
        (start, index) => ({
          start,
          monthly_recurring_minor: [0, 0, 0, 0, 0, 19_800, 37_117, 26_800][index],
          previous_monthly_recurring_minor: 0,
        }),
      ),
    );
  });
});

describe('the plans', () => {
  const row = (product: (typeof products)[keyof typeof products], subscriptions: number, monthly: number) => ({
    product: { id: product.id, name_en: product.nameEn, name_es: product.nameEs, kind: product.kind },
    subscriptions,
    monthly_recurring_minor: monthly,
  });

  it('ranks the products running today by recurring revenue, adding up to the finance dashboard’s figure', async () => {
    // Today: Starter s1 s7 s8 = 235 200 twelfths = 19 600; Growth s2 = 149 000 = 12 416.67; Add-on
    // s3 s4 = 54 998 = 4 583.17. Total 439 198 → 36 600: 19 600 + 12 416 + 4 583 leaves one unit,
    // for the largest remainder (Growth's eight twelfths).
    const { rows } = await get<RevenuePlans>(`${A}/plans/?currency=USD`);
    expect(rows).toEqual([row(products.starter, 3, 19_600), row(products.growth, 1, 12_417), row(products.addOn, 2, 4_583)]);
    const finance = await get<FinanceSummary>(`/api/v1/analytics/finance/summary/?${MARCH}&currency=USD`);
    expect(finance.monthly_recurring_minor).toBe(36_600);
    expect(rows.reduce((sum, plan) => sum + plan.monthly_recurring_minor, 0)).toBe(finance.monthly_recurring_minor);
  });

  it('shares the units rounding makes between products, so two halves make one unit, not two', async () => {
    // GBP: 24 000 + 18 + 30 = 24 048 twelfths = 2 004 exactly; rounded one by one, 1.5 and 2.5
    // would make 2 and 3 (2 005). Wholes 2 000 + 1 + 2 leave one unit, for the tie's larger (2.5).
    const { rows } = await get<RevenuePlans>(`${A}/plans/?currency=GBP`);
    expect(rows).toEqual([row(products.pounds, 1, 2_000), row(products.poundsLarge, 1, 3), row(products.poundsSmall, 1, 1)]);
    const finance = await get<FinanceSummary>(`/api/v1/analytics/finance/summary/?${MARCH}&currency=GBP`);
    expect(rows.reduce((sum, plan) => sum + plan.monthly_recurring_minor, 0)).toBe(finance.monthly_recurring_minor);
  });

  it('lists at most `limit`, and nothing in a currency without subscriptions', async () => {
    expect(await get<RevenuePlans>(`${A}/plans/?currency=USD&limit=2`)).toEqual({
      rows: [row(products.starter, 3, 19_600), row(products.growth, 1, 12_417)],
    });
    expect(await get<RevenuePlans>(`${A}/plans/?currency=JPY`)).toEqual({ rows: [] });
  });
});

describe('the money events', () => {
  const row = (key: string) => {
    const event = events[key]!;
    return {
      id: event.id,
      occurred_at: event.occurredAt.toISOString(),
      action: event.action,
      actor_email: event.actorEmail,
      target_label: event.targetLabel,
    };
  };

  it('lists the period’s money events, the newest first (the later written first at the same moment), without other actions', async () => {
    expect(await get<RevenueMoneyEvents>(`${A}/money-events/?${MARCH}`)).toEqual({
      rows: [row('voided'), row('recorded'), row('cancelled'), row('paid')],
    });
    expect(await get<RevenueMoneyEvents>(`${A}/money-events/?${MARCH}&limit=2`)).toEqual({ rows: [row('voided'), row('recorded')] });
  });

  it('cuts the days at the reader’s midnight', async () => {
    // In Madrid (UTC+1 in March) 23:30 UTC on the 8th is the 9th, and 23:30 UTC on the 15th the 16th.
    expect(await get<RevenueMoneyEvents>(`${A}/money-events/?${MARCH}&time_zone=Europe/Madrid`)).toEqual({
      rows: [row('recorded'), row('cancelled'), row('paid'), row('sent')],
    });
  });
});

describe('who may read the recurring revenue dashboard, and what is refused', () => {
  const ENDPOINTS = [
    `${A}/summary/?${MARCH}&currency=USD`,
    `${A}/recurring/?${MARCH}&currency=USD`,
    `${A}/plans/?currency=USD`,
    `${A}/money-events/?${MARCH}`,
  ];

  // There is no 404: the widgets read the whole agency's books, no one row by its id.
  it('answers those who run invoices, refuses other staff and clients (403) and anyone signed out (401)', async () => {
    await expectAccessByRoleTable(call, ENDPOINTS, tokens, ACCESS.invoices);
  });

  it('refuses an unknown currency, a period that ends before it starts or is over 366 days, a limit out of 1–50 and an unknown time zone (400)', async () => {
    const cases: [string, string, string][] = [
      [`${A}/summary/?${MARCH}&currency=XYZ`, 'currency', 'invalid_choice'],
      [`${A}/recurring/?${MARCH}`, 'currency', 'required'],
      [`${A}/plans/?currency=usd`, 'currency', 'invalid_choice'],
      [`${A}/summary/?from=2026-03-15&to=2026-03-09&currency=USD`, 'to', 'end_before_start'],
      [`${A}/recurring/?from=2025-01-01&to=2026-01-02&currency=USD`, 'to', 'too_large'],
      [`${A}/money-events/?from=2026-03-15&to=2026-03-09`, 'to', 'end_before_start'],
      [`${A}/money-events/?from=2025-01-01&to=2026-01-02`, 'to', 'too_large'],
      [`${A}/plans/?currency=USD&limit=0`, 'limit', 'too_small'],
      [`${A}/money-events/?${MARCH}&limit=51`, 'limit', 'too_large'],
      [`${A}/plans/?currency=USD&limit=ten`, 'limit', 'invalid_number'],
      [`${A}/money-events/?${MARCH}&time_zone=Mars/Olympus`, 'time_zone', 'invalid_choice'],
    ];
    for (const [url, field, code] of cases) {
      const response = await call(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors, url).toEqual({ [field]: [code] });
    }
    // 366 days, a leap year's, is still taken.
    expect((await call(`${A}/recurring/?from=2024-01-01&to=2024-12-31&currency=USD`)).statusCode).toBe(200);
  });
});
