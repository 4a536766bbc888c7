import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/api/contract/roles';
import { startTestServer, signIn, type TestServer } from '@server/test/harness';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './seed';
import { countUsers } from './users/queries';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('seedDemoData', () => {
  it('creates one demo login per role, once, and each can sign in', async () => {
    expect(await seedDemoData(server.database.db)).toBe(true);
    expect(DEMO_USERS.map((u) => u.role).sort()).toEqual([...ROLES].sort());
    const seeded = await countUsers(server.database.db);
    // Enough people for the users pages to have more than one page of 20.
    expect(seeded).toBeGreaterThan(40);
    expect(await seedDemoData(server.database.db)).toBe(false);
    expect(await countUsers(server.database.db)).toBe(seeded);
    for (const user of DEMO_USERS) {
      const session = await signIn(server.app, user.email, DEMO_PASSWORD);
      expect(session.access).toBeTruthy();
    }
  });
});
