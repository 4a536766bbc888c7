import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { invoiceEvents, invoiceLines, invoicePayments, invoices, organisations } from '@server/db/schema';
import {
  eventAbout,
  insertCatalogue,
  insertSubscription,
  lineOf,
  orderRow,
  placeOrder,
  postEvent,
  refundsDueOf,
  type Catalogue,
} from '@server/src/shop/payments/test-kit';
import { startTestServer, type TestServer } from '@server/test/harness';
import { paidLines } from './order-invoice';

const now = new Date('2026-11-24T10:00:00Z');
let server: TestServer;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
  catalogue = await insertCatalogue(server.database.db);
});
afterAll(() => server.close());

const post = (body: string) => postEvent(server.app, 'test', body, { secret: server.config.testPaymentsWebhookSecret, signedAt: now });
const invoicesOfOrder = (orderId: number) => server.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
const linesOfInvoice = (id: number) =>
  server.database.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(asc(invoiceLines.position));

async function business(language: 'en' | 'es' = 'en') {
  const owner = await server.createUser('CLIENT');
  const id = await server.organisationOf(owner);
  await server.database.db.update(organisations).set({ language }).where(eq(organisations.id, id));
  return { owner, id };
}

const address = {
  name: 'Ada Okafor',
  company: 'Okafor Dental',
  line1: '1180 Peachtree St NE',
  line2: '',
  city: 'Atlanta',
  region: 'GA',
  postalCode: '30309',
  country: 'US',
  taxId: '',
};

describe('the paid invoice a paid order issues', () => {
  it('issues exactly one, even when the webhook says paid twice and then tells of a second payment', async () => {
    const { db } = server.database;
    const { owner, id } = await business();
    const order = await placeOrder(db, id, [lineOf(catalogue.starter), lineOf(catalogue.website)], { userId: owner.id, address });
    const event = eventAbout(order, 'checkout.session.completed', now);
    expect((await post(event.body)).statusCode).toBe(200);
    expect((await post(event.body)).statusCode).toBe(200);
    expect((await post(eventAbout(order, 'checkout.session.async_payment_succeeded', now).body)).statusCode).toBe(200);

    const paid = await orderRow(db, order.id);
    const [invoice, ...more] = await invoicesOfOrder(order.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      organisationId: id,
      origin: 'order',
      status: 'paid',
      currency: 'USD',
      language: 'en',
      issueDate: '2026-11-24',
      dueDate: '2026-11-24',
      totalMinor: order.totalMinor,
      paidMinor: order.totalMinor,
      taxMinor: 0,
      address,
      paidAt: now,
    });
    expect(invoice!.number).toMatch(/^INV-2026-\d{4}$/);
    expect(
      (await linesOfInvoice(invoice!.id)).map((l) => [l.source, l.productId, l.description, l.quantity, l.unitMinor, l.taxBp]),
    ).toEqual([
      ['product', catalogue.starter.id, 'Starter · monthly', 1, 4900, 0],
      ['product', catalogue.website.id, 'Website · one-time', 1, 240000, 0],
    ]);
    const payments = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice!.id));
    expect(payments.map((p) => [p.amountMinor, p.method, p.orderId, p.reference])).toEqual([
      [order.totalMinor, 'provider', order.id, paid.providerPaymentId],
    ]);
    const events = await db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, invoice!.id)).orderBy(invoiceEvents.id);
    expect(events.map((e) => e.kind)).toEqual(['created', 'payment', 'paid']);
    // The second payment is money to give back, not a second invoice.
    expect((await refundsDueOf(db, order.id)).map((r) => r.refund_due)).toEqual(['double_charge']);
  });

  it('comes to what was paid: the coupon shared among the lines, units that do not divide evenly split in two, in the business’s language', async () => {
    const { db } = server.database;
    const { owner, id } = await business('es');
    const order = await placeOrder(db, id, [lineOf(catalogue.growth), lineOf(catalogue.extraNumber, 3)], {
      userId: owner.id,
      couponCode: 'WELCOME10',
      discountMinor: 1_940,
    });
    await post(eventAbout(order, 'checkout.session.completed', now).body);
    const [invoice] = await invoicesOfOrder(order.id);
    expect(invoice).toMatchObject({ language: 'es', totalMinor: 14_900 + 4_500 - 1_940 });
    const lines = await linesOfInvoice(invoice!.id);
    // 19,400 less 1,940: 13,410 for Growth, 4,050 for three numbers at 13.50.
    expect(lines.map((l) => [l.description, l.quantity, l.unitMinor])).toEqual([
      [`${catalogue.growth.nameEs} · mensual`, 1, 13_410],
      [`${catalogue.extraNumber.nameEs} · mensual`, 3, 1_350],
    ]);
    expect(invoice!.notes).toContain('WELCOME10');
    expect(invoice!.address).toBeNull();
  });

  it('splits a line whose paid amount does not divide among its units, and the total still matches', () => {
    const lines = paidLines(
      { discountMinor: 100, creditMinor: 0, currency: 'USD' },
      [{ ...lineOf(catalogue.extraNumber, 3), id: 1, orderId: 1, productId: catalogue.extraNumber.id }] as never,
      'en',
    );
    // 4,500 less 1.00: 4,400 over three units is 1,467 once and 1,466 twice.
    expect(lines.map((l) => [l.quantity, l.unitMinor])).toEqual([
      [2, 1_467],
      [1, 1_466],
    ]);
    expect(lines.reduce((sum, l) => sum + l.quantity * l.unitMinor, 0)).toBe(4_400);
  });

  it('takes a change of plan’s credit off, and a renewal issues its own', async () => {
    const { db } = server.database;
    const { owner, id } = await business();
    const plan = await insertSubscription(db, id, catalogue.starter, {
      currentPeriodStart: new Date('2026-11-10T10:00:00Z'),
      currentPeriodEnd: new Date('2026-12-10T10:00:00Z'),
    });
    const change = await placeOrder(db, id, [lineOf(catalogue.growth)], {
      userId: owner.id,
      reason: 'plan_change',
      subscriptionId: plan.id,
      creditMinor: 2_287,
    });
    await post(eventAbout(change, 'checkout.session.completed', now).body);
    const [changed] = await invoicesOfOrder(change.id);
    expect(changed).toMatchObject({ status: 'paid', totalMinor: 14_900 - 2_287 });
    expect(changed!.notes).toContain('22.87 USD');

    const renewal = await placeOrder(db, id, [lineOf(catalogue.extraNumber)], { reason: 'renewal' });
    await post(eventAbout(renewal, 'checkout.session.completed', now).body);
    expect(await invoicesOfOrder(renewal.id)).toEqual([expect.objectContaining({ status: 'paid', totalMinor: 1_500 })]);
  });

  it('issues none for an order that is not paid', async () => {
    const { db } = server.database;
    const { id } = await business();
    const order = await placeOrder(db, id, [lineOf(catalogue.website)]);
    await post(eventAbout(order, 'checkout.session.async_payment_failed', now).body);
    expect(await invoicesOfOrder(order.id)).toEqual([]);
  });
});
