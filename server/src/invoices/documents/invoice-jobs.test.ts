import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, chatMessages, invoiceEvents, invoiceLines, invoices, organisations } from '@server/db/schema';
import { insertProduct, insertSubscription } from '@server/src/shop/checkout/test-kit';
import { insertNumber } from '@server/src/shop/payments/test-kit';
import { startTestServer, type TestServer } from '@server/test/harness';
import { insertTestInvoice, testLine } from '@server/src/invoices/test-kit';
import { markOverdueInvoices, overdueInvoicesJob } from './overdue-job';
import { draftUsageInvoices, previousMonth, usageInvoicesJob } from './usage-drafts-job';

let server: TestServer;
let now = new Date('2026-11-26T02:15:00Z');

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
});
afterAll(() => server.close());

const organisation = async (name: string, language = 'en') =>
  (await server.database.db.insert(organisations).values({ name, language }).returning())[0]!.id;
const statusOf = async (id: number) => (await server.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!.status;

describe('the daily overdue job', () => {
  it('is scheduled once a day', () => {
    expect(overdueInvoicesJob(server.app)).toMatchObject({ name: 'mark-overdue-invoices', cron: '15 2 * * *' });
  });

  it('marks sent and partly paid invoices past their due date overdue, once, with an event', async () => {
    const { db } = server.database;
    const org = await organisation('Overdue Co');
    const invoice = (status: Parameters<typeof insertTestInvoice>[1]['status'], dueDate: string) =>
      insertTestInvoice(db, { organisationId: org, status, issueDate: '2026-10-01', dueDate }, new Date('2026-10-01T00:00:00Z'));
    const late = await invoice('sent', '2026-11-25');
    const partly = await invoice('partially_paid', '2026-11-01');
    const dueToday = await invoice('sent', '2026-11-26');
    const draft = await invoice('draft', '2026-11-01');
    const paid = await invoice('paid', '2026-11-01');
    const voided = await invoice('void', '2026-11-01');

    await overdueInvoicesJob(server.app).run();
    expect(await Promise.all([late, partly, dueToday, draft, paid, voided].map((row) => statusOf(row.id)))).toEqual([
      'overdue',
      'overdue',
      'sent',
      'draft',
      'paid',
      'void',
    ]);
    const events = await db.select().from(invoiceEvents).where(eq(invoiceEvents.kind, 'overdue')).orderBy(asc(invoiceEvents.invoiceId));
    expect(events.map((event) => [event.invoiceId, event.at, event.actorId])).toEqual([
      [late.id, now, null],
      [partly.id, now, null],
    ]);

    // Again the same day: nothing more.
    expect(await markOverdueInvoices(db, now)).toBe(0);
    expect(await db.$count(invoiceEvents, eq(invoiceEvents.kind, 'overdue'))).toBe(2);
    // The next day, the one due today is late too.
    expect(await markOverdueInvoices(db, new Date('2026-11-27T02:15:00Z'))).toBe(1);
    expect(await statusOf(dueToday.id)).toBe('overdue');
  });

  it('does not mark an invoice with nothing left to pay, whatever its status says', async () => {
    const { db } = server.database;
    const org = await organisation('Settled Co');
    const invoice = (status: 'sent' | 'partially_paid') =>
      insertTestInvoice(
        db,
        { organisationId: org, status, issueDate: '2026-10-01', dueDate: '2026-11-01' },
        new Date('2026-10-01T00:00:00Z'),
      );
    const settled = await invoice('sent');
    const overpaid = await invoice('partially_paid');
    const owing = await invoice('partially_paid');
    await db.update(invoices).set({ paidMinor: settled.totalMinor }).where(eq(invoices.id, settled.id));
    await db
      .update(invoices)
      .set({ paidMinor: overpaid.totalMinor + 100 })
      .where(eq(invoices.id, overpaid.id));
    await db.update(invoices).set({ paidMinor: 100 }).where(eq(invoices.id, owing.id));

    expect(await markOverdueInvoices(db, new Date('2026-11-28T02:15:00Z'))).toBe(1);
    expect(await Promise.all([settled, overpaid, owing].map((row) => statusOf(row.id)))).toEqual(['sent', 'partially_paid', 'overdue']);
  });
});

describe('the monthly usage invoices', () => {
  it('is scheduled on the first of each month', () => {
    expect(usageInvoicesJob(server.app)).toMatchObject({ name: 'draft-usage-invoices', cron: '0 3 1 * *' });
    expect(previousMonth(new Date('2026-01-01T03:00:00Z'))).toBe('2025-12');
    expect(previousMonth(new Date('2026-11-30T23:59:59Z'))).toBe('2026-10');
  });

  it('drafts last month’s usage beyond the plan, once per organisation, in its language and the plan’s currency', async () => {
    const { db } = server.database;
    const plan = await insertProduct(db, {
      nameEn: 'Growth',
      nameEs: 'Crecimiento',
      currency: 'EUR',
      callMinutes: 10,
      sms: 2,
      overageMinuteMinor: 5,
      overageSmsMinor: 3,
    });
    const running = { createdAt: new Date('2026-09-01T00:00:00Z') };
    const call = (numberId: number, callSid: string, durationSeconds: number, startedAt = '2026-10-10T10:00:00Z') => ({
      numberId,
      callSid,
      customerPhoneNumber: '+34600000000',
      direction: 'inbound' as const,
      status: 'completed' as const,
      startedAt: new Date(startedAt),
      durationSeconds,
    });

    // Beyond its plan: 25 minutes of 10.
    const busy = await organisation('Busy', 'es');
    const busyNumber = await insertNumber(db, busy);
    await insertSubscription(db, busy, plan, running);
    await db
      .insert(calls)
      .values([call(busyNumber.id, 'CA-busy-1', 1_500), call(busyNumber.id, 'CA-busy-2', 6_000, '2026-11-02T10:00:00Z')]);
    // Within its plan.
    const quiet = await organisation('Quiet');
    const quietNumber = await insertNumber(db, quiet);
    await insertSubscription(db, quiet, plan, running);
    await db.insert(calls).values(call(quietNumber.id, 'CA-quiet', 300));
    // Without a plan: nothing billable.
    const planless = await organisation('Planless');
    await db.insert(calls).values(call((await insertNumber(db, planless)).id, 'CA-planless', 6_000));
    // Without numbers.
    await organisation('No numbers');

    now = new Date('2026-11-01T03:00:00Z');
    const run = await draftUsageInvoices(db, now);
    expect(run).toMatchObject({ month: '2026-10', failed: 0 });
    expect(run.drafted).toHaveLength(1);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, run.drafted[0]!));
    expect(invoice).toMatchObject({
      organisationId: busy,
      status: 'draft',
      origin: 'usage',
      usageMonth: '2026-10',
      currency: 'EUR',
      language: 'es',
      issueDate: '2026-11-01',
      dueDate: '2026-12-01',
      createdBy: null,
      subtotalMinor: 75,
      totalMinor: 75,
    });
    const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice!.id));
    expect(lines).toEqual([
      expect.objectContaining({
        source: 'usage',
        numberId: busyNumber.id,
        usageMonth: '2026-10',
        usageMetric: 'minutes',
        quantity: 15,
        unitMinor: 5,
        netMinor: 75,
      }),
    ]);
    expect(lines[0]!.description).toContain(busyNumber.phoneNumber);

    // Run again (a retry, another process): nothing more.
    await usageInvoicesJob(server.app).run();
    expect(await db.$count(invoices, eq(invoices.usageMonth, '2026-10'))).toBe(1);
  });

  it('does not bill again what staff billed by hand for the month (on an invoice not void), but bills the rest', async () => {
    const { db } = server.database;
    const plan = await insertProduct(db, { currency: 'EUR', callMinutes: 10, sms: 2, overageMinuteMinor: 5, overageSmsMinor: 3 });
    const org = await organisation('Billed by hand');
    const number = await insertNumber(db, org);
    await insertSubscription(db, org, plan, { createdAt: new Date('2026-09-01T00:00:00Z') });
    // October: 25 minutes of 10, 4 SMS of 2.
    await db.insert(calls).values({
      numberId: number.id,
      callSid: 'CA-by-hand',
      customerPhoneNumber: '+34600000000',
      direction: 'inbound',
      status: 'completed',
      startedAt: new Date('2026-10-10T10:00:00Z'),
      durationSeconds: 1_500,
    });
    await db.insert(chatMessages).values(
      ['02', '03', '04', '05'].map((day) => ({
        numberId: number.id,
        customerPhoneNumber: '+34600000000',
        role: 'assistant' as const,
        body: 'Hola',
        status: 'sent' as const,
        createdAt: new Date(`2026-10-${day}T10:00:00Z`),
      })),
    );
    const usageLine = (usageMetric: 'minutes' | 'sms') =>
      testLine({ source: 'usage', numberId: number.id, usageMonth: '2026-10', usageMetric, quantity: 15, unitMinor: 5, taxBp: 0 });
    // The minutes billed by hand on a sent invoice; the SMS on one voided since, which bills nothing.
    await insertTestInvoice(db, { organisationId: org, status: 'sent', currency: 'EUR', lines: [usageLine('minutes')] });
    await insertTestInvoice(db, { organisationId: org, status: 'void', currency: 'EUR', lines: [usageLine('sms')] });

    const run = await draftUsageInvoices(db, new Date('2026-11-01T03:00:00Z'));
    expect(run).toMatchObject({ month: '2026-10', failed: 0 });
    expect(run.drafted).toHaveLength(1);
    const [drafted] = await db.select().from(invoices).where(eq(invoices.id, run.drafted[0]!));
    expect(drafted).toMatchObject({ organisationId: org, origin: 'usage', usageMonth: '2026-10' });
    const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, drafted!.id));
    expect(lines.map((line) => [line.numberId, line.usageMetric, line.quantity, line.unitMinor])).toEqual([[number.id, 'sms', 2, 3]]);
  });
});
