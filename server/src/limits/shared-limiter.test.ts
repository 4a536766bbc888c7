import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitCounters } from '@server/db/schema';
import { startTestServer, type TestServer } from '@server/test/harness';
import { countAgainst, sharedLimiter } from './shared-limiter';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a shared limit', () => {
  it('counts in the limit_counters table and refuses past its points with the seconds to wait', async () => {
    const { db } = server.database;
    const limiter = sharedLimiter(db, { name: 'trial', points: 2, windowSeconds: 30 });
    expect(await countAgainst(limiter, 'someone')).toBe(0);
    expect(await countAgainst(limiter, 'someone')).toBe(0);
    expect(await countAgainst(limiter, 'someone')).toBe(30);
    expect(await countAgainst(limiter, 'someone else')).toBe(0);
    const rows = await db.select().from(limitCounters);
    expect(rows.find((r) => r.key === 'trial:someone')?.points).toBe(3);
  });

  it("runs the library's reads and deletes through the same client", async () => {
    const limiter = sharedLimiter(server.database.db, { name: 'reads', points: 5, windowSeconds: 30 });
    await countAgainst(limiter, 'someone');
    expect((await limiter.get('someone'))?.consumedPoints).toBe(1);
    expect(await limiter.get('nobody')).toBeNull();
    expect(await limiter.delete('someone')).toBe(true);
    expect(await limiter.delete('someone')).toBe(false);
    expect(await limiter.get('someone')).toBeNull();
  });
});
