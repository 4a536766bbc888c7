import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_SOURCES, CONTACT_STATUSES } from '@/api/contract/contacts';
import { contacts } from '@server/db/schema';
import { seedDemoData } from '@server/src/seed';
import { startTestServer, type TestServer } from '@server/test/harness';
import { captureAllContacts } from './capture';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.database.db, { storage: server.app.storage, twoStepSecrets: server.app.twoStep.secrets });
}, 120_000);
afterAll(() => server.close());

describe('the demo contacts', () => {
  it('come from every source, in every status, some owned and tagged', async () => {
    const { db } = server.database;
    const bySource = await db.select({ source: contacts.source, n: count() }).from(contacts).groupBy(contacts.source);
    expect(bySource.map((row) => row.source).sort()).toEqual([...CONTACT_SOURCES].sort());
    const byStatus = await db.select({ status: contacts.status, n: count() }).from(contacts).groupBy(contacts.status);
    expect(byStatus.map((row) => row.status).sort()).toEqual([...CONTACT_STATUSES].sort());
    const [worked] = await db
      .select({
        owned: sql<number>`count(*) filter (where ${contacts.ownerId} is not null)`.mapWith(Number),
        named: sql<number>`count(*) filter (where ${contacts.name} <> '')`.mapWith(Number),
        agency: sql<number>`count(*) filter (where ${contacts.organisationId} is null)`.mapWith(Number),
      })
      .from(contacts);
    expect(worked!.owned).toBeGreaterThan(10);
    expect(worked!.named).toBeGreaterThan(10);
    expect(worked!.agency).toBeGreaterThan(5);
    const tags = await db.execute(sql`select distinct unnest(tags) as tag from contacts order by tag`);
    expect((tags as unknown as { rows: { tag: string }[] }).rows.map((row) => row.tag)).toEqual([
      'follow-up',
      'referral',
      'spanish',
      'vip',
    ]);
  });

  it("gives each contact an owner who may own it: one of its business's people, or staff for the agency's own", async () => {
    const misowned = await server.database.db.execute(sql`
      select c.id from contacts c join users u on u.id = c.owner_id
      where (c.organisation_id is null and u.role = 'CLIENT')
         or (c.organisation_id is not null and not exists (
           select 1 from organisation_members m where m.organisation_id = c.organisation_id and m.user_id = u.id))`);
    expect((misowned as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('counts what the calls, texts and inquiries hold: capturing them again changes no figure', async () => {
    const { db } = server.database;
    const figures = () =>
      db.select({ id: contacts.id, interactions: contacts.interactions, first: contacts.firstSeenAt }).from(contacts).orderBy(contacts.id);
    const before = await figures();
    await captureAllContacts(db);
    expect(await figures()).toEqual(before);
  });
});
