import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@/api/contract/roles';
import { users } from '@server/db/schema';
import { startTestServer, signIn, type TestServer } from '@server/test/harness';
import { DEMO_PASSWORD, DEMO_USERS } from '@server/src/users/seed';
import { countUsers } from '@server/src/users/queries';
import { DEMO_SEEDS, seedDemoData, seededAreas, type DemoSeed } from './index';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('demo data, one seed per area', () => {
  it('creates one demo login per role, once, and each can sign in', async () => {
    expect(await seedDemoData(server.database.db, { storage: server.app.storage, twoStepSecrets: server.app.twoStep.secrets })).toEqual(
      DEMO_SEEDS.map((s) => s.area),
    );
    expect(DEMO_USERS.map((u) => u.role).sort()).toEqual([...ROLES].sort());
    const seeded = await countUsers(server.database.db);
    // Enough people for the users pages to have more than one page of 20.
    expect(seeded).toBeGreaterThan(40);
    expect(await seedDemoData(server.database.db, { storage: server.app.storage, twoStepSecrets: server.app.twoStep.secrets })).toEqual([]);
    expect(await countUsers(server.database.db)).toBe(seeded);
    for (const user of DEMO_USERS) {
      const session = await signIn(server.app, user.email, DEMO_PASSWORD);
      expect(session.access).toBeTruthy();
    }
  });

  it('seeds each area after the areas its demo data builds on (the order of the list of areas)', () => {
    const order = DEMO_SEEDS.map((s) => s.area);
    expect(new Set(order).size).toBe(order.length);
    // Projects need people; the todo board needs both; Lato AI's numbers belong to clients.
    expect(order.indexOf('users')).toBe(0);
    expect(order.indexOf('projects')).toBeGreaterThan(order.indexOf('users'));
    expect(order.indexOf('todo')).toBeGreaterThan(order.indexOf('projects'));
    expect(order.indexOf('lato-ai')).toBeGreaterThan(order.indexOf('users'));
  });

  it("gives an existing database a new area's demo data on the next start, without touching what its users changed", async () => {
    const { db } = server.database;
    await db.update(users).set({ fullName: 'Ava M. Moreno' }).where(eq(users.email, 'ceo@lato.test'));
    const people = await countUsers(db);
    let runs = 0;
    const tomorrow: DemoSeed = {
      area: 'trial-area',
      async run() {
        runs += 1;
      },
    };
    expect(
      await seedDemoData(db, { storage: server.app.storage, twoStepSecrets: server.app.twoStep.secrets }, [...DEMO_SEEDS, tomorrow]),
    ).toEqual(['trial-area']);
    expect(
      await seedDemoData(db, { storage: server.app.storage, twoStepSecrets: server.app.twoStep.secrets }, [...DEMO_SEEDS, tomorrow]),
    ).toEqual([]);
    expect(runs).toBe(1);
    expect(await countUsers(db)).toBe(people);
    expect((await db.select().from(users).where(eq(users.email, 'ceo@lato.test')))[0]!.fullName).toBe('Ava M. Moreno');
    expect(await seededAreas(db)).toEqual([...DEMO_SEEDS.map((s) => s.area), 'trial-area']);
  });

  it('leaves no record of a seed that fails, so the next start tries it again', async () => {
    const failing: DemoSeed = {
      area: 'failing-area',
      async run(db) {
        await db.update(users).set({ fullName: 'half-written' }).where(eq(users.email, 'cfo@lato.test'));
        throw new Error('disk full');
      },
    };
    await expect(
      seedDemoData(server.database.db, { storage: server.app.storage, twoStepSecrets: server.app.twoStep.secrets }, [failing]),
    ).rejects.toThrow('disk full');
    expect(await seededAreas(server.database.db)).not.toContain('failing-area');
    const [cfo] = await server.database.db.select().from(users).where(eq(users.email, 'cfo@lato.test'));
    expect(cfo!.fullName).toBe('Benjamin Carter');
  });
});

describe('a database made before seeds were recorded', () => {
  it('is marked as having its people, so the upgrade never seeds demo people into it again', async () => {
    const current = path.resolve('server/db/migrations');
    const before = mkdtempSync(path.join(tmpdir(), 'lato-migrations-'));
    cpSync(current, before, { recursive: true });
    const journal = JSON.parse(readFileSync(path.join(before, 'meta/_journal.json'), 'utf8'));
    journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < '0002');
    writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify(journal));
    const client = new PGlite();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      await client.query(`INSERT INTO users (email, full_name, role, password_hash) VALUES ('owner@agency.test', 'Owner', 'CEO', 'x')`);
      await migrate(db, { migrationsFolder: current });
      expect((await client.query<{ area: string }>('SELECT area FROM seed_runs')).rows).toEqual([{ area: 'users' }]);
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
