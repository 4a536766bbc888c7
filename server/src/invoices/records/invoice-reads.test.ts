import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceSummary } from '@/api/contract/invoices';

import { invoicePayments, invoices, organisations, projects, type UserRow } from '@server/db/schema';
import { addMember } from '@server/src/shop/checkout/test-kit';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { recordInvoiceEvent } from '@server/src/invoices/issue';
import { insertTestInvoice, testLine } from '@server/src/invoices/test-kit';

/** A page of a numbered list, as the organisation's invoices answer it. */
interface Paged<T> {
  count: number;
  num_pages: number;
  current_page: number;
  results: T[];
}

let server: TestServer;
const people = {} as Record<'cfo' | 'ceo' | 'pmDev' | 'owner' | 'member' | 'stranger', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
type Who = keyof typeof people | null;
let org: number;
let strangerOrg: number;
let projectId: number;
const made: Record<'draft' | 'sent' | 'partial' | 'paid' | 'foreign', number> = { draft: 0, sent: 0, partial: 0, paid: 0, foreign: 0 };

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  people.cfo = await server.createUser('CFO', { fullName: 'Carla Cfo' });
  people.ceo = await server.createUser('CEO');
  people.pmDev = await server.createUser('PM_DEV');
  people.owner = await server.createUser('CLIENT', { fullName: 'Olga Owner' });
  people.member = await server.createUser('CLIENT');
  people.stranger = await server.createUser('CLIENT');
  for (const key of Object.keys(people) as (keyof typeof people)[]) tokens[key] = (await signIn(server.app, people[key].email)).access;
  org = await server.organisationOf(people.owner);
  strangerOrg = await server.organisationOf(people.stranger);
  await addMember(db, org, people.member.id);
  projectId = (await db.insert(projects).values({ name: 'New website', clientId: org }).returning())[0]!.id;

  const at = (day: string) => ({ issueDate: day, dueDate: day });
  made.draft = (
    await insertTestInvoice(db, {
      organisationId: org,
      projectId,
      createdBy: people.cfo.id,
      ...at('2026-05-01'),
      lines: [
        testLine({ description: 'Design', quantity: 3, unitMinor: 3_333, discountBp: 1_000, taxBp: 2_100 }),
        testLine({ description: 'Hosting', quantity: 1, unitMinor: 1_000, taxBp: 1_000 }),
        testLine({ description: 'Domain', quantity: 1, unitMinor: 999, taxBp: 2_100 }),
        testLine({ description: 'Advice', quantity: 1, unitMinor: 500, taxBp: 0 }),
      ],
    })
  ).id;
  made.sent = (await insertTestInvoice(db, { organisationId: org, status: 'sent', ...at('2026-02-01') })).id;
  made.partial = (await insertTestInvoice(db, { organisationId: org, status: 'partially_paid', ...at('2026-03-01') })).id;
  made.paid = (await insertTestInvoice(db, { organisationId: org, status: 'paid', ...at('2026-01-15') })).id;
  made.foreign = (await insertTestInvoice(db, { organisationId: strangerOrg, status: 'sent', ...at('2026-02-01') })).id;
  await db
    .update(invoices)
    .set({
      address: {
        name: 'Olga Owner',
        company: 'Olga SL',
        line1: 'Calle Mayor 1',
        line2: '',
        city: 'Madrid',
        region: 'M',
        postalCode: '28013',
        country: 'ES',
        taxId: 'B123',
      },
    })
    .where(eq(invoices.id, made.sent));
  await db.update(invoices).set({ paidMinor: 4_000 }).where(eq(invoices.id, made.partial));
  await db.insert(invoicePayments).values({
    invoiceId: made.partial,
    amountMinor: 4_000,
    method: 'bank_transfer',
    reference: 'TR-1',
    paidOn: '2026-03-10',
    recordedBy: people.cfo.id,
  });
  // After its `created` event, which the test kit stamps now.
  await recordInvoiceEvent(db, made.partial, 'payment', new Date(Date.now() + 60_000), { actorId: people.cfo.id, amountMinor: 4_000 });
});
afterAll(() => server.close());

const call = (url: string, who: Who) =>
  server.app.inject({ method: 'GET', url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });

describe('a business’s invoices (GET /api/v1/invoices/organisation/:org/)', () => {
  const page = async (query: string, who: Who) => {
    const response = await call(`/api/v1/invoices/organisation/${org}/${query}`, who);
    expect(response.statusCode).toBe(200);
    return response.json<Paged<InvoiceSummary>>();
  };

  it('shows an owner and the billing staff its invoices newest first, never a draft', async () => {
    for (const who of ['owner', 'cfo'] as const) {
      const answer = await page('', who);
      expect(answer.results.map((row) => row.id)).toEqual([made.partial, made.sent, made.paid]);
      expect(answer.count).toBe(3);
    }
    const owned = await page('', 'owner');
    expect(owned.results[0]).toMatchObject({ status: 'partially_paid', total_minor: 24_200, balance_minor: 20_200 });
  });

  it('pages', async () => {
    const second = await page('?page=2&page_size=2', 'owner');
    expect(second).toMatchObject({ count: 3, num_pages: 2, current_page: 2 });
    expect(second.results.map((row) => row.id)).toEqual([made.paid]);
    expect((await call(`/api/v1/invoices/organisation/${org}/?page=3&page_size=2`, 'owner')).statusCode).toBe(404);
  });

  it('answers 401, 403 to a member and to roles outside billing, 404 for another business or none, 400 to a bad page', async () => {
    expect((await call(`/api/v1/invoices/organisation/${org}/`, null)).statusCode).toBe(401);
    expect((await call(`/api/v1/invoices/organisation/${org}/`, 'member')).statusCode).toBe(403);
    expect((await call(`/api/v1/invoices/organisation/${org}/`, 'pmDev')).statusCode).toBe(403);
    expect((await call(`/api/v1/invoices/organisation/${org}/`, 'stranger')).statusCode).toBe(404);
    expect((await call('/api/v1/invoices/organisation/999999/', 'cfo')).statusCode).toBe(404);
    expect((await call(`/api/v1/invoices/organisation/${org}/?page_size=0`, 'owner')).statusCode).toBe(400);
  });

  it('never shows a draft voided before it was sent, but shows one voided after it was sent', async () => {
    const { db } = server.database;
    // Issued after every other one: the newest, were it listed.
    const unsent = await insertTestInvoice(db, { organisationId: org, issueDate: '2026-06-01', dueDate: '2026-06-01' });
    await db.update(invoices).set({ status: 'void', voidedAt: new Date() }).where(eq(invoices.id, unsent.id));
    const voidedSent = await insertTestInvoice(db, { organisationId: org, status: 'void', issueDate: '2026-04-01', dueDate: '2026-04-01' });
    expect(voidedSent.sentAt).not.toBeNull();
    for (const who of ['owner', 'cfo'] as const) {
      const answer = await page('', who);
      expect(answer.results.map((row) => row.id)).toEqual([voidedSent.id, made.partial, made.sent, made.paid]);
      expect(answer.count).toBe(4);
    }
    expect((await page('', 'owner')).results[0]).toMatchObject({ status: 'void' });
  });
});

describe('one invoice (GET /api/v1/invoices/:id/)', () => {
  const one = async (id: number, who: Who) => {
    const response = await call(`/api/v1/invoices/${id}/?lang=es`, who);
    expect(response.statusCode).toBe(200);
    return response.json<Invoice>();
  };

  it('shows the billing staff a draft with its lines, per-rate taxes, project and timeline', async () => {
    const invoice = await one(made.draft, 'cfo');
    // Design: 3 × 33.33 = 99.99, less 10 % (10.00 rounded half up from 9.999) = 89.99.
    expect(invoice.lines.map((line) => [line.description, line.net_minor, line.discount_minor])).toEqual([
      ['Design', 8_999, 1_000],
      ['Hosting', 1_000, 0],
      ['Domain', 999, 0],
      ['Advice', 500, 0],
    ]);
    expect(invoice).toMatchObject({
      number: 'INV-2026-0001',
      status: 'draft',
      project: { id: projectId, name: 'New website' },
      subtotal_minor: 9_999 + 1_000 + 999 + 500,
      discount_minor: 1_000,
      // 21 % of 89.99 + 9.99 = 99.98 is 20.9958 → 21.00; 10 % of 10.00 is 1.00.
      taxes: [
        { tax_bp: 0, base_minor: 500, tax_minor: 0 },
        { tax_bp: 1_000, base_minor: 1_000, tax_minor: 100 },
        { tax_bp: 2_100, base_minor: 9_998, tax_minor: 2_100 },
      ],
      tax_minor: 2_200,
      total_minor: 11_498 + 2_200,
      paid_minor: 0,
      balance_minor: 13_698,
      language: 'en',
      address: null,
      sent_at: null,
      payments: [],
      can: { edit: true, send: true, remind: false, void: true, record_payment: false, pay: false },
    });
    expect(invoice.events).toEqual([{ kind: 'created', at: expect.any(String), by: 'Carla Cfo', amount_minor: null, detail: null }]);
  });

  it('shows payments with who recorded them, and what the staff may do with an open invoice paid in part', async () => {
    const invoice = await one(made.partial, 'ceo');
    expect(invoice).toMatchObject({ paid_minor: 4_000, balance_minor: 20_200 });
    expect(invoice.payments).toEqual([
      {
        id: expect.any(Number),
        amount_minor: 4_000,
        method: 'bank_transfer',
        reference: 'TR-1',
        paid_on: '2026-03-10',
        recorded_by: 'Carla Cfo',
      },
    ]);
    expect(invoice.events.map((event) => [event.kind, event.by, event.amount_minor])).toEqual([
      ['created', null, null],
      ['payment', 'Carla Cfo', 4_000],
    ]);
    expect(invoice.can).toEqual({ edit: false, send: false, remind: true, void: false, record_payment: true, pay: false });
    expect((await one(made.sent, 'cfo')).can).toEqual({
      edit: false,
      send: false,
      remind: true,
      void: true,
      record_payment: true,
      pay: false,
    });
    expect((await one(made.paid, 'cfo')).can).toEqual({
      edit: false,
      send: false,
      remind: false,
      void: false,
      record_payment: false,
      pay: false,
    });
  });

  it('shows an owner a sent invoice, with its address, which they may pay', async () => {
    const invoice = await one(made.sent, 'owner');
    expect(invoice.address).toEqual({
      name: 'Olga Owner',
      company: 'Olga SL',
      line1: 'Calle Mayor 1',
      line2: '',
      city: 'Madrid',
      region: 'M',
      postal_code: '28013',
      country: 'ES',
      tax_id: 'B123',
    });
    expect(invoice.can).toEqual({ edit: false, send: false, remind: false, void: false, record_payment: false, pay: true });
    expect((await one(made.paid, 'owner')).can.pay).toBe(false);
  });

  it('answers 401, 403 to a member and outside billing, 404 for a draft to an owner, another business’s, and none', async () => {
    expect((await call(`/api/v1/invoices/${made.sent}/`, null)).statusCode).toBe(401);
    expect((await call(`/api/v1/invoices/${made.sent}/`, 'member')).statusCode).toBe(403);
    expect((await call(`/api/v1/invoices/${made.sent}/`, 'pmDev')).statusCode).toBe(403);
    expect((await call(`/api/v1/invoices/${made.draft}/`, 'owner')).statusCode).toBe(404);
    expect((await call(`/api/v1/invoices/${made.foreign}/`, 'owner')).statusCode).toBe(404);
    expect((await call('/api/v1/invoices/999999/', 'cfo')).statusCode).toBe(404);
    expect((await call(`/api/v1/invoices/${made.sent}/?lang=fr`, 'cfo')).statusCode).toBe(400);
  });
});

it('names organisations as they are called now', async () => {
  await server.database.db.update(organisations).set({ name: 'Olga & Co' }).where(eq(organisations.id, org));
  const response = await call(`/api/v1/invoices/${made.sent}/`, 'cfo');
  expect(response.json<Invoice>().organisation).toEqual({ id: org, name: 'Olga & Co' });
});
