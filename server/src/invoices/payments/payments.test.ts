import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Invoice } from '@/api/contract/invoices';
import type { Role } from '@/api/contract/roles';
import { invoiceEvents, invoicePayments, invoices, orderLines, orders, organisationMembers, type UserRow } from '@server/db/schema';
import { insertTestInvoice, testLine } from '@server/src/invoices/test-kit';
import { auditOf, refundsDueOf } from '@server/src/shop/payments/test-kit';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';

let server: TestServer;
const people = {} as Record<'owner' | 'member' | 'stranger' | Role, UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
let organisation: number;
let strangers: number;

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['owner', 'member', 'stranger'] as const) people[name] = await server.createUser('CLIENT');
  for (const role of ['CFO', 'DEV'] as const) people[role] = await server.createUser(role);
  for (const [name, person] of Object.entries(people))
    tokens[name as keyof typeof people] = (await signIn(server.app, person.email)).access;
  organisation = await server.organisationOf(people.owner);
  strangers = await server.organisationOf(people.stranger);
  await server.database.db.insert(organisationMembers).values({ organisationId: organisation, userId: people.member.id, role: 'member' });
});
afterAll(() => server.close());

const I = '/api/v1/invoices';
const call = (who: keyof typeof people | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {}, ...(payload ? { payload } : {}) });

/** Two hours' consulting at 21 %: 242.00 USD. */
const invoiceOf = (
  status: Parameters<typeof insertTestInvoice>[1]['status'],
  fields: Partial<Parameters<typeof insertTestInvoice>[1]> = {},
) => insertTestInvoice(server.database.db, { organisationId: organisation, status, ...fields });

const rowOf = async (id: number) => (await server.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const paymentsOf = (id: number) => server.database.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id));
const eventKinds = async (id: number) =>
  (await server.database.db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, id)).orderBy(invoiceEvents.id)).map((e) => [
    e.kind,
    e.amountMinor,
  ]);

const payment = (amount: number, fields: object = {}) => ({
  amount_minor: amount,
  method: 'bank_transfer',
  paid_on: '2026-11-20',
  ...fields,
});

describe('recording a payment', () => {
  it('takes a part, then the rest: partially paid, then paid, with the timeline, the payments and the audit log', async () => {
    const invoice = await invoiceOf('sent');
    expect(invoice.totalMinor).toBe(24_200);
    const first = await call('CFO', 'POST', `${I}/${invoice.id}/payments/`, payment(10_000, { reference: 'SEPA 1' }));
    expect(first.statusCode).toBe(201);
    expect(first.json<Invoice>()).toMatchObject({ status: 'partially_paid', paid_minor: 10_000, balance_minor: 14_200, paid_at: null });

    const rest = await call('CFO', 'POST', `${I}/${invoice.id}/payments/`, payment(14_200, { method: 'cheque' }));
    expect(rest.statusCode).toBe(201);
    const paid = rest.json<Invoice>();
    expect(paid).toMatchObject({ status: 'paid', paid_minor: 24_200, balance_minor: 0 });
    expect(paid.paid_at).not.toBeNull();
    expect(paid.payments.map((p) => [p.amount_minor, p.method, p.reference, p.paid_on])).toEqual(
      expect.arrayContaining([
        [10_000, 'bank_transfer', 'SEPA 1', '2026-11-20'],
        [14_200, 'cheque', '', '2026-11-20'],
      ]),
    );
    expect(await eventKinds(invoice.id)).toEqual([
      ['created', null],
      ['payment', 10_000],
      ['payment', 14_200],
      ['paid', null],
    ]);
    const audit = (await auditOf(server.database.db, 'invoice_payment_recorded')).filter((e) => e.details?.invoice === invoice.number);
    expect(audit.map((e) => [e.actorId, e.targetId, e.details?.amount])).toEqual([
      [people.CFO.id, organisation, '100.00 USD'],
      [people.CFO.id, organisation, '142.00 USD'],
    ]);
  });

  it('keeps an overdue invoice overdue until it is paid in full', async () => {
    const invoice = await invoiceOf('overdue');
    expect((await call('CFO', 'POST', `${I}/${invoice.id}/payments/`, payment(1_000))).json().status).toBe('overdue');
    expect((await call('CFO', 'POST', `${I}/${invoice.id}/payments/`, payment(23_200))).json().status).toBe('paid');
  });

  it('refuses more than is left to pay: 409 payment_above_balance, and nothing is kept', async () => {
    const invoice = await invoiceOf('sent');
    const refused = await call('CFO', 'POST', `${I}/${invoice.id}/payments/`, payment(24_201));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'payment_above_balance', errors: { amount_minor: ['payment_above_balance'] } });
    expect(await paymentsOf(invoice.id)).toEqual([]);
  });

  it('refuses a draft, a paid and a void invoice: 409 invoice_not_open', async () => {
    for (const status of ['draft', 'paid', 'void'] as const) {
      const invoice = await invoiceOf(status);
      const refused = await call('CFO', 'POST', `${I}/${invoice.id}/payments/`, payment(100));
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json().code).toBe('invoice_not_open');
      expect((await rowOf(invoice.id)).status).toBe(status);
    }
  });

  it('answers 400 for a bad payment, 401 without a token, 403 for a client or a developer, 404 for no such invoice', async () => {
    const invoice = await invoiceOf('sent');
    const url = `${I}/${invoice.id}/payments/`;
    const bad = await call('CFO', 'POST', url, { amount_minor: 0, method: 'provider', paid_on: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount_minor', 'method', 'paid_on']);
    expect((await call(null, 'POST', url, payment(100))).statusCode).toBe(401);
    expect((await call('owner', 'POST', url, payment(100))).statusCode).toBe(403);
    expect((await call('DEV', 'POST', url, payment(100))).statusCode).toBe(403);
    expect((await call('CFO', 'POST', `${I}/999999/payments/`, payment(100))).statusCode).toBe(404);
    expect(await paymentsOf(invoice.id)).toEqual([]);
  });
});

const sessionOf = (paymentUrl: string) => /\/pay\/test\/(tps_[A-Za-z0-9]{24})$/.exec(paymentUrl)![1]!;
const testPage = (session: string) => server.app.inject({ method: 'GET', url: `/api/v1/shop/test-payments/${session}/` });
const press = (session: string, outcome: 'pay' | 'decline' | 'cancel') =>
  server.app.inject({
    method: 'POST',
    url: `/api/v1/shop/test-payments/${session}/`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
const pay = (who: keyof typeof people, id: number, key = randomUUID()) => call(who, 'POST', `${I}/${id}/pay/`, { idempotency_key: key });

describe('an owner paying an invoice online', () => {
  it('makes an order of what is left to pay, and the provider’s signed word pays the invoice', async () => {
    const { db } = server.database;
    const invoice = await invoiceOf('partially_paid');
    await db.update(invoices).set({ paidMinor: 4_200 }).where(eq(invoices.id, invoice.id));
    const started = await pay('owner', invoice.id);
    expect(started.statusCode).toBe(200);
    const session = sessionOf(started.json().payment_url);
    const [order] = await db.select().from(orders).where(eq(orders.providerSessionId, session));
    expect(order).toMatchObject({
      reason: 'invoice',
      invoiceId: invoice.id,
      status: 'pending',
      userId: people.owner.id,
      organisationId: organisation,
      currency: 'USD',
      totalMinor: 20_000,
    });
    expect(await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id))).toEqual([
      expect.objectContaining({
        productId: null,
        kind: 'service',
        interval: 'one_time',
        quantity: 1,
        unitMinor: 20_000,
        nameEn: `Invoice ${invoice.number}`,
        nameEs: `Factura ${invoice.number}`,
      }),
    ]);
    expect((await testPage(session)).json()).toMatchObject({
      amount_minor: 20_000,
      description: `Invoice ${invoice.number}`,
      success_url: `/dashboard/payment-complete?order=${order!.id}`,
      cancel_url: `/dashboard/invoice-details?id=${invoice.id}`,
    });

    expect((await press(session, 'pay')).statusCode).toBe(303);
    await server.app.jobs.settled();
    const paid = await rowOf(invoice.id);
    expect(paid).toMatchObject({ status: 'paid', paidMinor: 24_200 });
    expect(await paymentsOf(invoice.id)).toEqual([
      expect.objectContaining({ amountMinor: 20_000, method: 'provider', orderId: order!.id, recordedBy: null }),
    ]);
    expect((await paymentsOf(invoice.id))[0]!.reference).toMatch(/^pi_test_/);
    // The order that pays an invoice issues no invoice of its own.
    expect(await db.select().from(invoices).where(eq(invoices.orderId, order!.id))).toEqual([]);
    // Paid: nothing left to pay.
    expect((await pay('owner', invoice.id)).json().code).toBe('invoice_not_open');
  });

  it('answers the same session for the same key, and another order for another key', async () => {
    const invoice = await invoiceOf('sent');
    const key = randomUUID();
    const first = (await pay('owner', invoice.id, key)).json().payment_url;
    const again = await pay('owner', invoice.id, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().payment_url).toBe(first);
    expect((await pay('owner', invoice.id)).json().payment_url).not.toBe(first);
    expect(await server.database.db.select().from(orders).where(eq(orders.invoiceId, invoice.id))).toHaveLength(2);
    // Paid by bank transfer meanwhile: the waiting page is not offered again.
    expect((await call('CFO', 'POST', `${I}/${invoice.id}/payments/`, payment(24_200))).statusCode).toBe(201);
    const late = await pay('owner', invoice.id, key);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('invoice_not_open');
  });

  it('gives up a started payment once the balance changed (409 balance_changed), and a new key pays the new balance', async () => {
    const { db } = server.database;
    const invoice = await invoiceOf('sent');
    const key = randomUUID();
    const firstSession = sessionOf((await pay('owner', invoice.id, key)).json().payment_url);
    const [first] = await db.select().from(orders).where(eq(orders.providerSessionId, firstSession));
    expect(first).toMatchObject({ status: 'pending', totalMinor: 24_200 });
    expect((await call('CFO', 'POST', `${I}/${invoice.id}/payments/`, payment(4_200))).statusCode).toBe(201);

    const again = await pay('owner', invoice.id, key);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('balance_changed');
    expect((await db.select().from(orders).where(eq(orders.id, first!.id)))[0]!.status).toBe('cancelled');

    const fresh = await pay('owner', invoice.id);
    expect(fresh.statusCode).toBe(200);
    const session = sessionOf(fresh.json().payment_url);
    const [order] = await db.select().from(orders).where(eq(orders.providerSessionId, session));
    expect(order).toMatchObject({ status: 'pending', invoiceId: invoice.id, totalMinor: 20_000 });
    expect((await testPage(session)).json()).toMatchObject({ amount_minor: 20_000 });
  });

  it('keeps a payment that came after the invoice was voided, and flags its refund', async () => {
    const { db } = server.database;
    const invoice = await invoiceOf('sent');
    const session = sessionOf((await pay('owner', invoice.id)).json().payment_url);
    await db.update(invoices).set({ status: 'void' }).where(eq(invoices.id, invoice.id));
    await press(session, 'pay');
    await server.app.jobs.settled();
    const [order] = await db.select().from(orders).where(eq(orders.providerSessionId, session));
    expect(order!.status).toBe('paid');
    expect(await rowOf(invoice.id)).toMatchObject({ status: 'void', paidMinor: 24_200 });
    expect(await refundsDueOf(db, order!.id)).toEqual([
      expect.objectContaining({ refund_due: 'invoice_not_payable', invoice: invoice.number, excess: '242.00 USD' }),
    ]);
  });

  it('flags what was paid beyond the balance when the invoice was paid in part meanwhile', async () => {
    const { db } = server.database;
    const invoice = await invoiceOf('sent');
    const session = sessionOf((await pay('owner', invoice.id)).json().payment_url);
    expect((await call('CFO', 'POST', `${I}/${invoice.id}/payments/`, payment(4_200))).statusCode).toBe(201);
    await press(session, 'pay');
    await server.app.jobs.settled();
    const [order] = await db.select().from(orders).where(eq(orders.providerSessionId, session));
    expect(await rowOf(invoice.id)).toMatchObject({ status: 'paid', paidMinor: 28_400 });
    expect(await refundsDueOf(db, order!.id)).toEqual([expect.objectContaining({ excess: '42.00 USD' })]);
  });

  it('refuses an invoice above what one payment online may take: 409 order_too_large', async () => {
    const invoice = await invoiceOf('sent', { lines: [testLine({ quantity: 2, unitMinor: 99_999_999, taxBp: 0 })] });
    const refused = await pay('owner', invoice.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('order_too_large');
  });

  it('answers 400 for a bad key, 401 without a token, 403 for a member or staff, 404 for a draft or another business’s invoice', async () => {
    const invoice = await invoiceOf('sent');
    const bad = await call('owner', 'POST', `${I}/${invoice.id}/pay/`, { idempotency_key: 'system:short-key-xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.idempotency_key).toBeDefined();
    expect((await call(null, 'POST', `${I}/${invoice.id}/pay/`, { idempotency_key: randomUUID() })).statusCode).toBe(401);
    expect((await pay('member', invoice.id)).statusCode).toBe(403);
    expect((await pay('CFO', invoice.id)).statusCode).toBe(403);
    expect((await pay('stranger', invoice.id)).statusCode).toBe(404);
    expect((await pay('owner', (await invoiceOf('draft')).id)).statusCode).toBe(404);
    const theirs = await insertTestInvoice(server.database.db, { organisationId: strangers, status: 'sent' });
    expect((await pay('owner', theirs.id)).statusCode).toBe(404);
    expect((await pay('owner', 999_999)).statusCode).toBe(404);
    expect(await server.database.db.select().from(orders).where(eq(orders.invoiceId, invoice.id))).toEqual([]);
  });
});
