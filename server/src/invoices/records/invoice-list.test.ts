import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceList, InvoiceTab } from '@/api/contract/invoices';
import { invoices, organisations, type UserRow } from '@server/db/schema';
import { addMember } from '@server/src/shop/checkout/test-kit';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { insertTestInvoice, testLine } from '@server/src/invoices/test-kit';

let server: TestServer;
const people = {} as Record<'cfo' | 'pmClient' | 'pmDev' | 'dev' | 'owner', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
type Who = keyof typeof people | null;
let olga: number;
let bakery: number;
let kuwait: number;
const made: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f', number> = { a: 0, b: 0, c: 0, d: 0, e: 0, f: 0 };

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  people.cfo = await server.createUser('CFO');
  people.pmClient = await server.createUser('PM_CLIENT');
  people.pmDev = await server.createUser('PM_DEV');
  people.dev = await server.createUser('DEV');
  people.owner = await server.createUser('CLIENT', { fullName: 'Olga Owner' });
  for (const key of Object.keys(people) as (keyof typeof people)[]) tokens[key] = (await signIn(server.app, people[key].email)).access;
  olga = await server.organisationOf(people.owner);
  bakery = (await db.insert(organisations).values({ name: 'Panadería Ruiz' }).returning())[0]!.id;
  kuwait = (await db.insert(organisations).values({ name: '=Gulf Trading' }).returning())[0]!.id;
  await addMember(db, bakery, people.owner.id, 'owner');

  const invoice = async (
    organisationId: number,
    issueDate: string,
    status: Parameters<typeof insertTestInvoice>[1]['status'],
    fields = {},
  ) => (await insertTestInvoice(db, { organisationId, issueDate, dueDate: issueDate.replace(/-\d\d$/, '-28'), status, ...fields })).id;
  // Numbers are taken in this order: INV-2026-0001 … 0005, then INV-2025-0001.
  made.a = await invoice(olga, '2026-01-10', 'draft'); // 2 × 100.00 at 21 %: 242.00 USD
  made.b = await invoice(olga, '2026-02-10', 'sent', { lines: [testLine({ quantity: 1, unitMinor: 5_000, taxBp: 0 })] });
  made.c = await invoice(bakery, '2026-03-05', 'paid', {
    currency: 'EUR',
    lines: [testLine({ quantity: 1, unitMinor: 30_000, taxBp: 0 })],
  });
  made.d = await invoice(bakery, '2026-03-05', 'overdue', { lines: [testLine({ quantity: 3, unitMinor: 1_000, taxBp: 1_000 })] });
  made.e = await invoice(olga, '2026-04-01', 'void', { currency: 'JPY', lines: [testLine({ quantity: 1, unitMinor: 1_500, taxBp: 0 })] });
  made.f = await invoice(kuwait, '2025-12-31', 'partially_paid', {
    currency: 'KWD',
    lines: [testLine({ quantity: 1, unitMinor: 10_000, taxBp: 0 })],
  });
  await db.update(invoices).set({ paidMinor: 4_000 }).where(eq(invoices.id, made.f));
});
afterAll(() => server.close());

const call = (url: string, who: Who) =>
  server.app.inject({ method: 'GET', url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });
async function list(query: string, who: Who = 'cfo') {
  const response = await call(`/api/v1/invoices/${query}`, who);
  if (response.statusCode !== 200) throw new Error(`invoices: ${response.statusCode} ${response.body}`);
  return response.json<InvoiceList>();
}
const ids = (page: InvoiceList) => page.results.map((row) => row.id);
const tab = (page: InvoiceList, status: InvoiceTab['status']) => page.tabs.find((entry) => entry.status === status);

describe('the invoice list (GET /api/v1/invoices/)', () => {
  it('answers 401 without a token, 403 to roles outside the billing staff, 400 to a bad filter', async () => {
    expect((await call('/api/v1/invoices/', null)).statusCode).toBe(401);
    for (const who of ['pmDev', 'dev', 'owner'] as const) expect((await call('/api/v1/invoices/', who)).statusCode).toBe(403);
    for (const query of ['status=lost', 'sort=amount', 'from=2026-13-01', 'page=0', 'organisation=x']) {
      expect((await call(`/api/v1/invoices/?${query}`, 'cfo')).statusCode).toBe(400);
    }
  });

  it('shows every organisation’s invoices, newest issue first, as summaries', async () => {
    const page = await list('', 'pmClient');
    expect(ids(page)).toEqual([made.e, made.d, made.c, made.b, made.a, made.f]);
    expect(page).toMatchObject({ count: 6, num_pages: 1, current_page: 1 });
    expect(page.results.find((row) => row.id === made.a)).toEqual({
      id: made.a,
      number: 'INV-2026-0001',
      organisation: { id: olga, name: 'Olga Owner' },
      project: null,
      status: 'draft',
      origin: 'manual',
      currency: 'USD',
      issue_date: '2026-01-10',
      due_date: '2026-01-28',
      total_minor: 24_200,
      balance_minor: 24_200,
    });
    const balances = Object.fromEntries(page.results.map((row) => [row.number, row.balance_minor]));
    // Paid leaves nothing, a void invoice bills nothing, a part payment leaves the rest.
    expect(balances).toMatchObject({ 'INV-2026-0003': 0, 'INV-2026-0005': 0, 'INV-2025-0001': 6_000 });
  });

  it('counts every status tab and sums it per currency over the filter without its status', async () => {
    const expected = [
      // `all` sums every status but void (JPY is only on the void invoice).
      {
        status: 'all',
        count: 6,
        sums: [
          { currency: 'EUR', amount_minor: 30_000 },
          { currency: 'KWD', amount_minor: 10_000 },
          { currency: 'USD', amount_minor: 24_200 + 5_000 + 3_300 },
        ],
      },
      { status: 'draft', count: 1, sums: [{ currency: 'USD', amount_minor: 24_200 }] },
      { status: 'sent', count: 1, sums: [{ currency: 'USD', amount_minor: 5_000 }] },
      { status: 'partially_paid', count: 1, sums: [{ currency: 'KWD', amount_minor: 10_000 }] },
      { status: 'overdue', count: 1, sums: [{ currency: 'USD', amount_minor: 3_300 }] },
      { status: 'paid', count: 1, sums: [{ currency: 'EUR', amount_minor: 30_000 }] },
      { status: 'void', count: 1, sums: [{ currency: 'JPY', amount_minor: 1_500 }] },
    ];
    expect((await list('')).tabs).toEqual(expected);
    // A status tab narrows the rows and the count, not the tabs.
    const sent = await list('?status=sent');
    expect(ids(sent)).toEqual([made.b]);
    expect(sent.count).toBe(1);
    expect(sent.tabs).toEqual(expected);
    // Another filter narrows the tabs too.
    const olgas = await list(`?organisation=${olga}`);
    expect(tab(olgas, 'all')).toEqual({ status: 'all', count: 3, sums: [{ currency: 'USD', amount_minor: 29_200 }] });
    expect(tab(olgas, 'paid')).toEqual({ status: 'paid', count: 0, sums: [] });
    expect(ids(await list(`?organisation=${olga}&status=paid`))).toEqual([]);
  });

  it('filters by organisation and issue dates (both days included)', async () => {
    expect(ids(await list(`?organisation=${bakery}`))).toEqual([made.d, made.c]);
    expect(ids(await list('?from=2026-02-10&to=2026-03-05'))).toEqual([made.d, made.c, made.b]);
    expect(ids(await list('?to=2025-12-31'))).toEqual([made.f]);
    expect(ids(await list('?from=&to='))).toHaveLength(6);
  });

  it('searches a number (with or without its prefix) or words of the organisation’s name, accents aside', async () => {
    expect(ids(await list('?q=INV-2025-0001'))).toEqual([made.f]);
    expect(ids(await list('?q=inv-2026-3'))).toEqual([made.c]);
    expect(ids(await list('?q=2026-0002'))).toEqual([made.b]);
    expect(ids(await list('?q=ruiz%20PANADERIA'))).toEqual([made.d, made.c]);
    expect(ids(await list('?q=olga'))).toEqual([made.e, made.b, made.a]);
    expect(ids(await list('?q=INV-2030-0001'))).toEqual([]);
    const searched = await list('?q=ruiz');
    expect(tab(searched, 'all')?.count).toBe(2);
  });

  it('sorts by each column, ties broken by id, and pages', async () => {
    expect(ids(await list('?sort=issue_date'))).toEqual([made.f, made.a, made.b, made.c, made.d, made.e]);
    expect(ids(await list('?sort=-total'))).toEqual([made.c, made.a, made.f, made.b, made.d, made.e]);
    expect(ids(await list('?sort=total'))).toEqual([made.e, made.d, made.b, made.f, made.a, made.c]);
    expect(ids(await list('?sort=number'))).toEqual([made.f, made.a, made.b, made.c, made.d, made.e]);
    expect(ids(await list('?sort=-number'))).toEqual([made.e, made.d, made.c, made.b, made.a, made.f]);
    expect(ids(await list('?sort=due_date'))).toEqual([made.f, made.a, made.b, made.c, made.d, made.e]);
    expect(ids(await list('?sort=-due_date'))).toEqual([made.e, made.d, made.c, made.b, made.a, made.f]);
    const second = await list('?page=2&page_size=2');
    expect(second).toMatchObject({ count: 6, num_pages: 3, current_page: 2 });
    expect(ids(second)).toEqual([made.c, made.b]);
    expect((await call('/api/v1/invoices/?page=4&page_size=2', 'cfo')).statusCode).toBe(404);
  });
});

describe('the invoice list as CSV (GET /api/v1/invoices/export/)', () => {
  it('answers the filter in the list’s order, amounts in each currency’s decimals, as an attachment', async () => {
    const response = await call(`/api/v1/invoices/export/?sort=number`, 'cfo');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="invoices-\d{4}-\d\d-\d\d\.csv"$/);
    expect(response.body.split('\r\n')).toEqual([
      'number,organisation,project,status,origin,issue_date,due_date,currency,subtotal,discount,tax,total,paid,balance',
      // The organisation's name, which starts like a formula, is defused.
      "INV-2025-0001,'=Gulf Trading,,partially_paid,manual,2025-12-31,2025-12-28,KWD,10.000,0.000,0.000,10.000,4.000,6.000",
      'INV-2026-0001,Olga Owner,,draft,manual,2026-01-10,2026-01-28,USD,200.00,0.00,42.00,242.00,0.00,242.00',
      'INV-2026-0002,Olga Owner,,sent,manual,2026-02-10,2026-02-28,USD,50.00,0.00,0.00,50.00,0.00,50.00',
      'INV-2026-0003,Panadería Ruiz,,paid,manual,2026-03-05,2026-03-28,EUR,300.00,0.00,0.00,300.00,300.00,0.00',
      'INV-2026-0004,Panadería Ruiz,,overdue,manual,2026-03-05,2026-03-28,USD,30.00,0.00,3.00,33.00,0.00,33.00',
      'INV-2026-0005,Olga Owner,,void,manual,2026-04-01,2026-04-28,JPY,1500,0,0,1500,0,0',
      '',
    ]);
  });

  it('takes the list’s filters, status included', async () => {
    const response = await call(`/api/v1/invoices/export/?organisation=${bakery}&status=overdue`, 'cfo');
    expect(response.body.trim().split('\r\n').slice(1)).toEqual([expect.stringMatching(/^INV-2026-0004,/)]);
    const empty = await call('/api/v1/invoices/export/?q=nobody', 'cfo');
    expect(empty.body.trim().split('\r\n')).toHaveLength(1);
  });

  it('answers 401, 403 outside the billing staff, 400 to a bad filter', async () => {
    expect((await call('/api/v1/invoices/export/', null)).statusCode).toBe(401);
    expect((await call('/api/v1/invoices/export/', 'owner')).statusCode).toBe(403);
    expect((await call('/api/v1/invoices/export/', 'pmDev')).statusCode).toBe(403);
    expect((await call('/api/v1/invoices/export/?sort=amount', 'cfo')).statusCode).toBe(400);
  });
});
