import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import { readTogether } from './read-together';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Two reads that log when they start and finish; the first finishes only when released. */
function twoReads() {
  const log: string[] = [];
  let release: () => void = () => {};
  const first = () =>
    new Promise<string>((resolve) => {
      log.push('first starts');
      release = () => {
        log.push('first ends');
        resolve('one');
      };
    });
  const second = async () => {
    log.push('second starts');
    return 2;
  };
  return { log, reads: [first, second] as const, release: () => release() };
}

describe('reads that do not depend on each other', () => {
  it('go out at once on the pool', async () => {
    const { log, reads, release } = twoReads();
    const together = readTogether(server.database.db, reads);
    await expect.poll(() => log).toEqual(['first starts', 'second starts']);
    release();
    expect(await together).toEqual(['one', 2]);
  });

  it('go one after another in a transaction, whose one connection takes one query at a time', async () => {
    const { log, reads, release } = twoReads();
    const results = await server.database.db.transaction(async (tx) => {
      const together = readTogether(tx, reads);
      await expect.poll(() => log).toEqual(['first starts']);
      release();
      return together;
    });
    expect(results).toEqual(['one', 2]);
    expect(log).toEqual(['first starts', 'first ends', 'second starts']);
  });
});
