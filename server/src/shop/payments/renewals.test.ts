import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '@server/db/schema';
import { startTestServer, type TestServer } from '@server/test/harness';
import { renewalJob, renewalKey } from './renewals';
import { insertCatalogue, insertSubscription, lineOf, linesOf, placeOrder, subscriptionsOf, type Catalogue } from './test-kit';

let now = new Date('2026-12-01T02:20:00Z');
let server: TestServer;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
  catalogue = await insertCatalogue(server.database.db);
});
afterAll(() => server.close());

/** The daily job as its schedule runs it, then the webhook deliveries it queued. */
async function runDaily() {
  await renewalJob(server.app).run();
  await server.app.jobs.settled();
}

async function business() {
  return server.organisationOf(await server.createUser('CLIENT'));
}

const renewalsOf = (organisationId: number) =>
  server.database.db.select().from(orders).where(eq(orders.organisationId, organisationId)).orderBy(orders.id);

describe('the daily renewal of subscriptions', () => {
  it('is scheduled once a day', () => {
    expect(renewalJob(server.app)).toMatchObject({ name: 'renew-subscriptions', cron: '20 2 * * *' });
  });

  it('renews a subscription whose period is over at today’s price, pays it through the test provider, and moves the period on', async () => {
    const { db } = server.database;
    const id = await business();
    // Bought at an older price: the renewal reads the catalogue.
    const plan = await insertSubscription(db, id, catalogue.growth, { unitMinor: 12900 });
    const addOn = await insertSubscription(db, id, catalogue.extraNumber, { quantity: 3 });
    await runDaily();

    const placed = await renewalsOf(id);
    expect(placed.map((o) => [o.reason, o.status, o.subscriptionId, o.totalMinor, o.userId, o.provider])).toEqual([
      ['renewal', 'paid', plan.id, 14900, null, 'test'],
      ['renewal', 'paid', addOn.id, 4500, null, 'test'],
    ]);
    expect(placed[0]!.idempotencyKey).toBe(renewalKey(plan));
    expect((await linesOf(db, placed[1]!.id))[0]).toMatchObject({ quantity: 3, unitMinor: 1500, totalMinor: 4500 });
    expect(await subscriptionsOf(db, id)).toEqual([
      expect.objectContaining({
        id: plan.id,
        status: 'active',
        unitMinor: 14900,
        currentPeriodStart: new Date('2026-12-01T00:00:00Z'),
        currentPeriodEnd: new Date('2027-01-01T00:00:00Z'),
      }),
      expect.objectContaining({ id: addOn.id, status: 'active', currentPeriodEnd: new Date('2027-01-01T00:00:00Z') }),
    ]);

    // Run again the same day (or on another process): nothing more is placed.
    await runDaily();
    expect(await renewalsOf(id)).toHaveLength(2);
  });

  it('renews a yearly plan at its yearly price for another year', async () => {
    const { db } = server.database;
    const id = await business();
    const plan = await insertSubscription(db, id, catalogue.starter, {
      interval: 'year',
      unitMinor: 49000,
      currentPeriodStart: new Date('2025-12-01T00:00:00Z'),
    });
    await runDaily();
    expect((await renewalsOf(id)).map((o) => o.totalMinor)).toEqual([49000]);
    expect((await subscriptionsOf(db, id))[0]).toMatchObject({ id: plan.id, currentPeriodEnd: new Date('2027-12-01T00:00:00Z') });
  });

  it('ends a subscription set to end once its period is over, and charges nothing; the plan’s add-ons run out their periods', async () => {
    const { db } = server.database;
    const id = await business();
    const plan = await insertSubscription(db, id, catalogue.growth, { cancelAtPeriodEnd: true });
    const due = await insertSubscription(db, id, catalogue.extraNumber);
    const paidAhead = await insertSubscription(db, id, catalogue.minutes, { currentPeriodEnd: new Date('2026-12-20T00:00:00Z') });
    await runDaily();
    expect((await subscriptionsOf(db, id)).map((s) => [s.id, s.status, s.cancelAtPeriodEnd, s.cancelledAt])).toEqual([
      [plan.id, 'cancelled', true, now],
      [due.id, 'cancelled', true, now],
      [paidAhead.id, 'active', true, null],
    ]);
    expect(await renewalsOf(id)).toEqual([]);
    now = new Date('2026-12-20T02:20:00Z');
    await runDaily();
    expect((await subscriptionsOf(db, id))[2]).toMatchObject({ status: 'cancelled', cancelledAt: now });
    expect(await renewalsOf(id)).toEqual([]);
    now = new Date('2026-12-01T02:20:00Z');
  });

  it('keeps a subscription set to end until its period is over', async () => {
    const { db } = server.database;
    const id = await business();
    await insertSubscription(db, id, catalogue.growth, { cancelAtPeriodEnd: true, currentPeriodEnd: new Date('2026-12-10T00:00:00Z') });
    await runDaily();
    expect((await subscriptionsOf(db, id))[0]).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
  });

  it('makes a trial that is over active, and leaves a period not yet over alone', async () => {
    const { db } = server.database;
    const id = await business();
    const trial = await insertSubscription(db, id, catalogue.starter, {
      status: 'trialing',
      trialEndsAt: new Date('2026-11-30T00:00:00Z'),
      currentPeriodEnd: new Date('2026-12-30T00:00:00Z'),
    });
    const other = await business();
    const running = await insertSubscription(db, other, catalogue.starter, {
      status: 'trialing',
      trialEndsAt: new Date('2026-12-05T00:00:00Z'),
      currentPeriodEnd: new Date('2027-01-05T00:00:00Z'),
    });
    await runDaily();
    expect((await subscriptionsOf(db, id))[0]).toMatchObject({
      id: trial.id,
      status: 'active',
      currentPeriodEnd: new Date('2026-12-30T00:00:00Z'),
    });
    expect((await subscriptionsOf(db, other))[0]).toMatchObject({ id: running.id, status: 'trialing' });
    expect([...(await renewalsOf(id)), ...(await renewalsOf(other))]).toEqual([]);
  });

  it('does not place a second renewal for a period whose renewal failed (the owner pays that one)', async () => {
    const { db } = server.database;
    const id = await business();
    const plan = await insertSubscription(db, id, catalogue.growth, { status: 'past_due' });
    const failed = await placeOrder(db, id, [lineOf(catalogue.growth)], {
      reason: 'renewal',
      status: 'failed',
      subscriptionId: plan.id,
      idempotencyKey: renewalKey(plan),
    });
    await runDaily();
    expect((await renewalsOf(id)).map((o) => o.id)).toEqual([failed.id]);
    expect((await subscriptionsOf(db, id))[0]!.status).toBe('past_due');
  });

  it('renews again the next period', async () => {
    const { db } = server.database;
    const id = await business();
    await insertSubscription(db, id, catalogue.growth);
    await runDaily();
    now = new Date('2027-01-01T02:20:00Z');
    await runDaily();
    expect((await renewalsOf(id)).map((o) => o.status)).toEqual(['paid', 'paid']);
    expect((await subscriptionsOf(db, id))[0]!.currentPeriodEnd).toEqual(new Date('2027-02-01T00:00:00Z'));
    now = new Date('2026-12-01T02:20:00Z');
  });
});
