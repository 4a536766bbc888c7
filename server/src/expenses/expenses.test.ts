import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Expenses } from '@/api/contract/expenses';
import { ACCESS, type Role } from '@/api/contract/roles';
import type { ExpenseRow, UserRow } from '@server/db/schema';
import { expectAccessByRoleTable, getAs, readAs, signInEveryRole, startTestServer, type TestServer } from '@server/test/harness';
import { insertExpense } from './test-kit';

/*
 * The expenses read over a fixture whose every figure is worked out by hand below. The period read
 * most is Monday 9 to Sunday 15 March 2026; the one before it (as many days) is 2 to 8 March.
 *
 *   e1  9 Mar  telephony  Twilio     30 000 USD  recorded by Benjamin Carter (first day)
 *   e2  12 Mar ai_models  OpenAI     12 500 USD
 *   e3  12 Mar ai_models  Anthropic   7 500 USD  (recorded after e2: listed before it)
 *   e4  15 Mar hosting    Render      4 000 USD  (last day)
 *   e5  16 Mar telephony  Twilio     99 999 USD  after the period
 *   e6  8 Mar  telephony  Twilio     25 000 USD  the period before's last day
 *   e7  2 Mar  software   Figma       4 500 USD  the period before's first day
 *   e8  1 Mar  other      Office     10 000 USD  before both
 *   e9  5 Mar  ai_models  OpenAI     11 000 USD  the period before
 *   e10 10 Mar hosting    Hetzner     8 920 EUR  in the period, in euros
 *
 * In dollars: the period holds e1 e2 e3 e4 = 30 000 + 12 500 + 7 500 + 4 000 = 54 000 (4), listed
 * e4, e3, e2, e1; the period before e6 e7 e9 = 25 000 + 4 500 + 11 000 = 40 500. By category:
 * telephony 30 000 (1) before 25 000; ai_models 12 500 + 7 500 = 20 000 (2) before 11 000; hosting
 * 4 000 (1) before 0; software 0 (0) before 4 500, shown only when compared; other left out (e8 is
 * in neither period). In euros: e10, 8 920 (1), hosting only, nothing before.
 */

const E = '/api/v1/expenses/';
const MARCH = 'from=2026-03-09&to=2026-03-15';

let server: TestServer;
let tokens: Record<Role, string>;
let recorder: UserRow;
const e = {} as Record<`e${number}`, ExpenseRow>;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  tokens = await signInEveryRole(server);
  recorder = await server.createUser('CFO', { fullName: 'Benjamin Carter' });
  e.e1 = await insertExpense(db, {
    spentOn: '2026-03-09',
    category: 'telephony',
    vendor: 'Twilio',
    amountMinor: 30_000,
    recordedById: recorder.id,
  });
  e.e2 = await insertExpense(db, { spentOn: '2026-03-12', category: 'ai_models', vendor: 'OpenAI', amountMinor: 12_500 });
  e.e3 = await insertExpense(db, { spentOn: '2026-03-12', category: 'ai_models', vendor: 'Anthropic', amountMinor: 7_500 });
  e.e4 = await insertExpense(db, { spentOn: '2026-03-15', category: 'hosting', vendor: 'Render', amountMinor: 4_000 });
  e.e5 = await insertExpense(db, { spentOn: '2026-03-16', category: 'telephony', vendor: 'Twilio', amountMinor: 99_999 });
  e.e6 = await insertExpense(db, { spentOn: '2026-03-08', category: 'telephony', vendor: 'Twilio', amountMinor: 25_000 });
  e.e7 = await insertExpense(db, { spentOn: '2026-03-02', category: 'software', vendor: 'Figma', amountMinor: 4_500 });
  e.e8 = await insertExpense(db, { spentOn: '2026-03-01', category: 'other', vendor: 'Office', amountMinor: 10_000 });
  e.e9 = await insertExpense(db, { spentOn: '2026-03-05', category: 'ai_models', vendor: 'OpenAI', amountMinor: 11_000 });
  e.e10 = await insertExpense(db, { spentOn: '2026-03-10', category: 'hosting', vendor: 'Hetzner', amountMinor: 8_920, currency: 'EUR' });
});
afterAll(() => server.close());

const call = (url: string, token: string | null = tokens.CFO) => getAs(server.app, url, token);
const read = (query: string) => readAs<Expenses>(server.app, `${E}?${query}`, tokens.CFO);
const ids = (answer: Expenses) => answer.rows.map((row) => row.id);

describe('the expenses of a period (GET /api/v1/expenses/)', () => {
  it('totals every expense of the period in the currency, by category, and lists them the latest first', async () => {
    const answer = await read(`${MARCH}&currency=USD`);
    expect(answer).toMatchObject({
      total_minor: 54_000,
      count: 4,
      previous_total_minor: null,
      by_category: [
        { category: 'telephony', amount_minor: 30_000, count: 1, previous_amount_minor: null },
        { category: 'ai_models', amount_minor: 20_000, count: 2, previous_amount_minor: null },
        { category: 'hosting', amount_minor: 4_000, count: 1, previous_amount_minor: null },
      ],
    });
    expect(ids(answer)).toEqual([e.e4!.id, e.e3!.id, e.e2!.id, e.e1!.id]);
    expect(answer.rows.at(-1)).toEqual({
      id: e.e1!.id,
      spent_on: '2026-03-09',
      category: 'telephony',
      vendor: 'Twilio',
      description: '',
      amount_minor: 30_000,
      currency: 'USD',
      recorded_by: 'Benjamin Carter',
      receipt: { name: e.e1!.receiptName, content_type: 'application/pdf', size: 100 },
    });
    expect(answer.rows[0]!.recorded_by).toBeNull();
  });

  it('compares with the period before, showing a category that had expenses only then', async () => {
    expect(await read(`${MARCH}&currency=USD&compare=true`)).toMatchObject({
      total_minor: 54_000,
      count: 4,
      previous_total_minor: 40_500,
      by_category: [
        { category: 'telephony', amount_minor: 30_000, count: 1, previous_amount_minor: 25_000 },
        { category: 'ai_models', amount_minor: 20_000, count: 2, previous_amount_minor: 11_000 },
        { category: 'hosting', amount_minor: 4_000, count: 1, previous_amount_minor: 0 },
        { category: 'software', amount_minor: 0, count: 0, previous_amount_minor: 4_500 },
      ],
    });
  });

  it('reads one currency only, and answers zeros for a currency with nothing', async () => {
    const euros = await read(`${MARCH}&currency=EUR&compare=true`);
    expect(euros).toMatchObject({
      total_minor: 8_920,
      count: 1,
      previous_total_minor: 0,
      by_category: [{ category: 'hosting', amount_minor: 8_920, count: 1, previous_amount_minor: 0 }],
    });
    expect(ids(euros)).toEqual([e.e10!.id]);
    expect(await read(`${MARCH}&currency=GBP&compare=true`)).toEqual({
      total_minor: 0,
      count: 0,
      previous_total_minor: 0,
      by_category: [],
      rows: [],
    });
    expect(await read(`${MARCH}&currency=GBP`)).toMatchObject({ total_minor: 0, previous_total_minor: null });
  });

  it('lists at most `limit` expenses, the totals still counting them all', async () => {
    const answer = await read(`${MARCH}&currency=USD&limit=2`);
    expect(ids(answer)).toEqual([e.e4!.id, e.e3!.id]);
    expect(answer).toMatchObject({ total_minor: 54_000, count: 4 });
  });

  it('takes a one-day period with both its ends included', async () => {
    const answer = await read('from=2026-03-12&to=2026-03-12&currency=USD&compare=true');
    // 12 March: e2 + e3 = 20 000; the day before, 11 March, had nothing.
    expect(answer).toMatchObject({ total_minor: 20_000, count: 2, previous_total_minor: 0 });
    expect(ids(answer)).toEqual([e.e3!.id, e.e2!.id]);
  });

  it.each([
    ['from=2026-03-15&to=2026-03-09&currency=USD', { to: ['end_before_start'] }],
    [`${MARCH}&currency=XXX`, { currency: ['invalid_choice'] }],
    [MARCH, { currency: ['required'] }],
    [`${MARCH}&currency=USD&limit=0`, { limit: ['too_small'] }],
    [`${MARCH}&currency=USD&limit=201`, { limit: ['too_large'] }],
    ['from=2026-02-30&to=2026-03-15&currency=USD', { from: ['invalid_format'] }],
  ])('refuses %s (400)', async (query, errors) => {
    const response = await call(`${E}?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual(errors);
  });

  it('answers the people who run invoices only: 401 signed out, 403 to the other roles', async () => {
    await expectAccessByRoleTable(call, [`${E}?${MARCH}&currency=USD`], tokens, ACCESS.invoices);
  });
});
