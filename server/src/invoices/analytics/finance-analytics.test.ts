import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, type Role } from '@/api/contract/roles';
import { addDays } from '@/api/contract/dashboards';
import type { FinanceAgeing, FinanceCash, FinanceCurrencies, FinanceOverdue, FinanceSummary } from '@/api/contract/finance-analytics';
import type { InvoiceCurrency, InvoiceStatus } from '@/api/contract/invoices-values';
import { expenses, invoicePayments, invoices, organisations } from '@server/db/schema';
import { insertExpense } from '@server/src/expenses/test-kit';
import { insertTestInvoice, testLine } from '@server/src/invoices/test-kit';
import { insertProduct, insertSubscription } from '@server/src/shop/checkout/test-kit';
import { rowsOf } from '@server/src/sql/rows-of';
import { expectAccessByRoleTable, getAs, readAs, signInEveryRole, startTestServer, type TestServer } from '@server/test/harness';

/*
 * A small fixture of invoices, payments and subscriptions in three currencies and two
 * organisations whose every figure is worked out by hand below. The period read most is Monday 9
 * to Sunday 15 March 2026; the one before it is 2 to 8 March. What is owed today is read against
 * the database's own day: due dates are written as days from it, so the ageing is exact whatever
 * day the tests run.
 */

const A = '/api/v1/analytics/finance';
const MARCH = 'from=2026-03-09&to=2026-03-15';

let server: TestServer;
let today: string;
let tokens: Record<Role, string>;
const made = {} as Record<string, typeof invoices.$inferSelect>;
const names = { acme: 'Acme Ltd', bakery: 'Panadería Ruiz' };
const orgs = {} as Record<keyof typeof names, number>;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  tokens = await signInEveryRole(server);
  today = (await rowsOf<{ today: string }>(db, sql`select current_date::text as today`))[0]!.today;
  for (const key of ['acme', 'bakery'] as const)
    orgs[key] = (await db.insert(organisations).values({ name: names[key] }).returning())[0]!.id;

  /** An invoice of `total` (one line, no tax), issued on a day, due `due` days from today, `paid` of it paid. */
  const invoice = async (
    key: string,
    org: keyof typeof orgs,
    currency: InvoiceCurrency,
    status: InvoiceStatus,
    total: number,
    issueDate: string,
    due: number,
    paid = 0,
  ) => {
    const row = await insertTestInvoice(db, {
      organisationId: orgs[org],
      currency,
      status,
      issueDate,
      dueDate: addDays(today, due),
      lines: [testLine({ quantity: 1, unitMinor: total, taxBp: 0 })],
    });
    if (paid > 0 && status !== 'paid') await db.update(invoices).set({ paidMinor: paid }).where(eq(invoices.id, row.id));
    made[key] = { ...row, paidMinor: status === 'paid' ? total : paid };
  };
  const pay = (key: string, amountMinor: number, paidOn: string) =>
    db.insert(invoicePayments).values({ invoiceId: made[key]!.id, amountMinor, method: 'bank_transfer', paidOn });

  // USD. Owed today: u1 and u8 not yet due (u8 is due today), then 1, 1, 30, 31, 60, 61, 90 and 91 days past due.
  await invoice('u1', 'acme', 'USD', 'sent', 100_000, '2026-03-09', 10);
  await invoice('u2', 'acme', 'USD', 'partially_paid', 50_000, '2026-03-15', -1, 20_000); // owes 30 000
  await invoice('u3', 'bakery', 'USD', 'overdue', 80_000, '2026-03-08', -30);
  await invoice('u4', 'bakery', 'USD', 'overdue', 40_000, '2026-03-02', -31, 10_000); // owes 30 000
  await invoice('u5', 'acme', 'USD', 'sent', 25_000, '2026-03-16', -61);
  await invoice('u6', 'bakery', 'USD', 'partially_paid', 60_000, '2026-03-01', -91, 30_000); // owes 30 000
  await invoice('u7', 'acme', 'USD', 'paid', 30_000, '2026-03-12', -100); // paid: owes nothing
  await invoice('u8', 'acme', 'USD', 'sent', 7_000, '2026-03-10', 0);
  await invoice('u9', 'bakery', 'USD', 'sent', 9_000, '2025-12-01', -90);
  await invoice('u10', 'acme', 'USD', 'sent', 3_000, '2026-03-20', -60);
  await invoice('u11', 'acme', 'USD', 'sent', 5_000, '2025-11-01', -1); // as late as u2, owing less
  await invoice('draft', 'acme', 'USD', 'draft', 1_000_000, '2026-03-10', -40);
  await invoice('void', 'bakery', 'USD', 'void', 2_000_000, '2026-03-11', -40);
  // GBP: g1 five days late, g2 not yet due.
  await invoice('g1', 'acme', 'GBP', 'sent', 70_000, '2026-03-10', -5);
  await invoice('g2', 'bakery', 'GBP', 'partially_paid', 20_000, '2026-03-03', 3, 8_000); // owes 12 000
  // EUR: as many invoices as GBP (a void one does not count).
  await invoice('e1', 'acme', 'EUR', 'paid', 5_000, '2026-03-10', -10);
  await invoice('e2', 'bakery', 'EUR', 'sent', 4_000, '2026-03-10', 1);
  await invoice('e3', 'bakery', 'EUR', 'void', 6_000, '2026-03-10', -10);

  await pay('u2', 15_000, '2026-03-09'); // the period's first day
  await pay('u2', 5_000, '2026-03-15'); // its last day
  await pay('u7', 30_000, '2026-03-12');
  await pay('u4', 4_000, '2026-03-02'); // the period before's first day
  await pay('u4', 6_000, '2026-03-08'); // the day before the period: the period before's last
  await pay('u6', 20_000, '2026-03-01'); // before either period
  await pay('u6', 10_000, '2026-03-16'); // after the period
  await pay('g2', 8_000, '2026-03-15');
  await pay('e1', 5_000, '2026-03-10');

  // Subscriptions. USD: monthly 4 900 + 3 × 1 500, yearly 49 000 + 2 × 499 = 49 998, a twelfth of
  // which is 4 166.5; a cancelled one does not count. GBP: 2 000 a month.
  const plan = await insertProduct(db, { priceMinor: 4_900 });
  const addOn = await insertProduct(db, { kind: 'add_on', priceMinor: 1_500 });
  await insertSubscription(db, orgs.acme, plan, { unitMinor: 4_900, status: 'active' });
  await insertSubscription(db, orgs.bakery, plan, { interval: 'year', unitMinor: 49_000, status: 'trialing' });
  await insertSubscription(db, orgs.acme, addOn, { quantity: 3, unitMinor: 1_500, status: 'past_due' });
  await insertSubscription(db, orgs.bakery, addOn, { interval: 'year', quantity: 2, unitMinor: 499, cancelAtPeriodEnd: true });
  await insertSubscription(db, orgs.acme, addOn, { unitMinor: 100_000, status: 'cancelled', cancelledAt: new Date() });
  await insertSubscription(db, orgs.bakery, addOn, { unitMinor: 2_000, currency: 'GBP' });
});
afterAll(() => server.close());

const call = (url: string, token: string | null = tokens.CFO) => getAs(server.app, url, token);
const get = <T>(url: string) => readAs<T>(server.app, url, tokens.CFO);

describe('the currencies', () => {
  it('lists the currencies billed in with their invoices (no drafts, no void ones), the most first, then by code', async () => {
    expect(await get<FinanceCurrencies>(`${A}/currencies/`)).toEqual({
      rows: [
        { currency: 'USD', invoices: 11, expenses: 0 },
        { currency: 'EUR', invoices: 2, expenses: 0 },
        { currency: 'GBP', invoices: 2, expenses: 0 },
      ],
    });
  });

  it('lists a currency only spent in after those billed in, so its expenses can be read', async () => {
    const db = server.database.db;
    await insertExpense(db, { spentOn: '2026-03-02', amountMinor: 5_000, currency: 'JPY' });
    await insertExpense(db, { spentOn: '2026-03-03', amountMinor: 900, currency: 'GBP' });
    try {
      expect(await get<FinanceCurrencies>(`${A}/currencies/`)).toEqual({
        rows: [
          { currency: 'USD', invoices: 11, expenses: 0 },
          { currency: 'GBP', invoices: 2, expenses: 1 },
          { currency: 'EUR', invoices: 2, expenses: 0 },
          { currency: 'JPY', invoices: 0, expenses: 1 },
        ],
      });
    } finally {
      await db.delete(expenses);
    }
  });
});

describe('the summary', () => {
  it('sums the period’s payments and invoices, what is owed and overdue today, and the monthly recurring revenue, in dollars only', async () => {
    // Cash: 15 000 + 5 000 + 30 000. Invoiced: u1, u2, u7, u8. Owed: u1 … u6, u8 … u11; overdue: all
    // but u1 and u8. Recurring: 4 900 + 4 500 + round(4 166.5).
    expect(await get<FinanceSummary>(`${A}/summary/?${MARCH}&currency=USD`)).toEqual({
      cash_in: { value: 50_000, previous: null },
      invoiced: { value: 187_000, previous: null },
      outstanding_minor: 319_000,
      overdue_minor: 212_000,
      monthly_recurring_minor: 13_567,
    });
  });

  it('gives the period before’s cash and invoices when compared (both its edges in, the day before it out)', async () => {
    // Cash before: 4 000 + 6 000. Invoiced before: u3 and u4 (u6 is issued the day before).
    expect(await get<FinanceSummary>(`${A}/summary/?${MARCH}&currency=USD&compare=true`)).toEqual({
      cash_in: { value: 50_000, previous: 10_000 },
      invoiced: { value: 187_000, previous: 120_000 },
      outstanding_minor: 319_000,
      overdue_minor: 212_000,
      monthly_recurring_minor: 13_567,
    });
  });

  it('reads another currency on its own, and answers zeros for one without money', async () => {
    expect(await get<FinanceSummary>(`${A}/summary/?${MARCH}&currency=GBP&compare=true`)).toEqual({
      cash_in: { value: 8_000, previous: 0 },
      invoiced: { value: 70_000, previous: 20_000 },
      outstanding_minor: 82_000,
      overdue_minor: 70_000,
      monthly_recurring_minor: 2_000,
    });
    expect(await get<FinanceSummary>(`${A}/summary/?${MARCH}&currency=JPY&compare=true`)).toEqual({
      cash_in: { value: 0, previous: 0 },
      invoiced: { value: 0, previous: 0 },
      outstanding_minor: 0,
      overdue_minor: 0,
      monthly_recurring_minor: 0,
    });
  });
});

describe('the cash series', () => {
  const days = (from: string, cash: number[], previous: (number | null)[] | null = null) =>
    cash.map((cash_in_minor, index) => ({
      start: addDays(from, index),
      cash_in_minor,
      previous_cash_in_minor: previous ? previous[index]! : null,
    }));

  it('gives every day of a short period, with the period before’s same day when compared', async () => {
    expect(await get<FinanceCash>(`${A}/cash/?${MARCH}&currency=USD`)).toEqual({
      unit: 'day',
      points: days('2026-03-09', [15_000, 0, 0, 30_000, 0, 0, 5_000]),
    });
    expect(await get<FinanceCash>(`${A}/cash/?${MARCH}&currency=USD&compare=true`)).toEqual({
      unit: 'day',
      points: days('2026-03-09', [15_000, 0, 0, 30_000, 0, 0, 5_000], [4_000, 0, 0, 0, 0, 0, 6_000]),
    });
    expect(await get<FinanceCash>(`${A}/cash/?${MARCH}&currency=GBP`)).toEqual({
      unit: 'day',
      points: days('2026-03-09', [0, 0, 0, 0, 0, 0, 8_000]),
    });
  });

  it('goes by week from Monday over 98 days, the period before’s weeks by rank', async () => {
    // 9 March to 14 June, 14 weeks; the period before is 1 December 2025 to 8 March 2026, whose
    // 13th week (from 23 February) holds the 20 000 of 1 March and its 14th the 4 000 and 6 000.
    const { unit, points } = await get<FinanceCash>(`${A}/cash/?from=2026-03-09&to=2026-06-14&currency=USD&compare=true`);
    expect(unit).toBe('week');
    expect(points).toEqual(
      Array.from({ length: 14 }, (_, index) => ({
        start: addDays('2026-03-09', 7 * index),
        cash_in_minor: [50_000, 10_000][index] ?? 0,
        previous_cash_in_minor: index === 12 ? 20_000 : index === 13 ? 10_000 : 0,
      })),
    );
  });

  it('goes by month over a long period, the first month starting before the period', async () => {
    const { unit, points } = await get<FinanceCash>(`${A}/cash/?from=2026-01-15&to=2026-12-31&currency=USD`);
    expect(unit).toBe('month');
    expect(points).toEqual(
      Array.from({ length: 12 }, (_, index) => ({
        start: `2026-${String(index + 1).padStart(2, '0')}-01`,
        cash_in_minor: index === 2 ? 90_000 : 0,
        previous_cash_in_minor: null,
      })),
    );
  });
});

describe('the ageing', () => {
  it('sorts what the open invoices owe today into every bucket, in order, by days past due', async () => {
    // current: u1 and u8 (due today); 1–30: u2, u11 (1 day), u3 (30); 31–60: u4 (31), u10 (60);
    // 61–90: u5 (61), u9 (90); over 90: u6 (91). Paid, draft and void invoices owe nothing.
    expect(await get<FinanceAgeing>(`${A}/ageing/?currency=USD`)).toEqual({
      rows: [
        { bucket: 'current', invoices: 2, owed_minor: 107_000 },
        { bucket: '1_30', invoices: 3, owed_minor: 115_000 },
        { bucket: '31_60', invoices: 2, owed_minor: 33_000 },
        { bucket: '61_90', invoices: 2, owed_minor: 34_000 },
        { bucket: 'over_90', invoices: 1, owed_minor: 30_000 },
      ],
    });
    expect(await get<FinanceAgeing>(`${A}/ageing/?currency=GBP`)).toEqual({
      rows: [
        { bucket: 'current', invoices: 1, owed_minor: 12_000 },
        { bucket: '1_30', invoices: 1, owed_minor: 70_000 },
        { bucket: '31_60', invoices: 0, owed_minor: 0 },
        { bucket: '61_90', invoices: 0, owed_minor: 0 },
        { bucket: 'over_90', invoices: 0, owed_minor: 0 },
      ],
    });
  });
});

describe('the overdue invoices', () => {
  const row = (key: string, org: keyof typeof orgs, daysOverdue: number, owed: number) => ({
    id: made[key]!.id,
    number: made[key]!.number,
    organisation: { id: orgs[org], name: names[org] },
    due_date: addDays(today, -daysOverdue),
    days_overdue: daysOverdue,
    owed_minor: owed,
  });

  it('lists the open invoices past due, the longest overdue first, then the largest owed', async () => {
    expect(await get<FinanceOverdue>(`${A}/overdue/?currency=USD`)).toEqual({
      rows: [
        row('u6', 'bakery', 91, 30_000),
        row('u9', 'bakery', 90, 9_000),
        row('u5', 'acme', 61, 25_000),
        row('u10', 'acme', 60, 3_000),
        row('u4', 'bakery', 31, 30_000),
        row('u3', 'bakery', 30, 80_000),
        row('u2', 'acme', 1, 30_000),
        row('u11', 'acme', 1, 5_000),
      ],
    });
    expect(await get<FinanceOverdue>(`${A}/overdue/?currency=GBP`)).toEqual({ rows: [row('g1', 'acme', 5, 70_000)] });
  });

  it('lists at most `limit`', async () => {
    expect(await get<FinanceOverdue>(`${A}/overdue/?currency=USD&limit=2`)).toEqual({
      rows: [row('u6', 'bakery', 91, 30_000), row('u9', 'bakery', 90, 9_000)],
    });
  });
});

describe('who may read the finance dashboard, and what is refused', () => {
  const ENDPOINTS = [
    `${A}/currencies/`,
    `${A}/summary/?${MARCH}&currency=USD`,
    `${A}/cash/?${MARCH}&currency=USD`,
    `${A}/ageing/?currency=USD`,
    `${A}/overdue/?currency=USD`,
  ];

  // There is no 404: the widgets read the whole agency's books, no one row by its id.
  it('answers those who run invoices, refuses other staff and clients (403) and anyone signed out (401)', async () => {
    await expectAccessByRoleTable(call, ENDPOINTS, tokens, ACCESS.invoices);
  });

  it('refuses an unknown currency, a period that ends before it starts or is over 366 days, and a limit out of 1–50 (400)', async () => {
    const cases: [string, string, string][] = [
      [`${A}/summary/?${MARCH}&currency=XYZ`, 'currency', 'invalid_choice'],
      [`${A}/cash/?${MARCH}`, 'currency', 'required'],
      [`${A}/ageing/?currency=usd`, 'currency', 'invalid_choice'],
      [`${A}/overdue/?currency=BTC`, 'currency', 'invalid_choice'],
      [`${A}/summary/?from=2026-03-15&to=2026-03-09&currency=USD`, 'to', 'end_before_start'],
      [`${A}/cash/?from=2025-01-01&to=2026-01-02&currency=USD`, 'to', 'too_large'],
      [`${A}/overdue/?currency=USD&limit=0`, 'limit', 'too_small'],
      [`${A}/overdue/?currency=USD&limit=51`, 'limit', 'too_large'],
    ];
    for (const [url, field, code] of cases) {
      const response = await call(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors, url).toEqual({ [field]: [code] });
    }
    // 366 days, a leap year's, is still taken.
    expect((await call(`${A}/cash/?from=2024-01-01&to=2024-12-31&currency=USD`)).statusCode).toBe(200);
  });
});
