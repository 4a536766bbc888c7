import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitCounters } from '@server/db/schema';
import { startTestServer, type TestServer } from '@server/test/harness';
import { deleteExpiredCounters } from './expired-counters';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('deleteExpiredCounters', () => {
  it('deletes the counters whose window has ended and keeps the running ones', async () => {
    const { db } = server.database;
    const now = new Date();
    await db.insert(limitCounters).values([
      { key: 'ended', points: 3, expire: now.getTime() - 1 },
      { key: 'running', points: 1, expire: now.getTime() + 60_000 },
    ]);
    await deleteExpiredCounters(db, now);
    expect((await db.select({ key: limitCounters.key }).from(limitCounters)).map((r) => r.key)).toEqual(['running']);
  });
});
