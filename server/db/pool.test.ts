import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from '@server/src/http/database-unreachable';
import { openPool, POOL_LIMITS } from './pool';

/** A host that takes connections and never answers, as one dropping packets looks to the driver. */
async function silentHost() {
  const startups: Buffer[] = [];
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => {
    sockets.push(socket);
    socket.once('data', (packet) => startups.push(packet));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `postgres://lato@127.0.0.1:${port}/lato`,
    startups,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let host: Awaited<ReturnType<typeof silentHost>> | undefined;
afterEach(() => host?.close());

describe('the pool when PostgreSQL does not answer', () => {
  it('gives up on a connection that never opens, with an error the API answers 503 for', async () => {
    host = await silentHost();
    const pool = openPool(host.url, { ...POOL_LIMITS, connectionTimeoutMillis: 100 });
    const failure = await pool.query('select 1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnreachable(failure)).toBe(true);
    expect(POOL_LIMITS.connectionTimeoutMillis).toBeGreaterThan(0);
    await pool.end();
  });

  it('gives up on a call queued behind the busy connections, with an error the API answers 503 for', async () => {
    host = await silentHost();
    const pool = openPool(host.url, { ...POOL_LIMITS, max: 1, connectionTimeoutMillis: 100 });
    const [opening, queued] = await Promise.allSettled([pool.query('select 1'), pool.query('select 2')]);
    expect(opening.status).toBe('rejected');
    expect(queued).toMatchObject({ status: 'rejected', reason: { message: 'timeout exceeded when trying to connect' } });
    expect(isDatabaseUnreachable((queued as PromiseRejectedResult).reason)).toBe(true);
    await pool.end();
  });

  it('asks PostgreSQL to end any statement that runs past the limit', async () => {
    host = await silentHost();
    const pool = openPool(host.url, { ...POOL_LIMITS, connectionTimeoutMillis: 100 });
    await pool.query('select 1').catch(() => undefined);
    // The startup message names each setting and its value, each ended by a zero byte.
    expect(host.startups[0]?.toString('latin1')).toContain(`statement_timeout\0${POOL_LIMITS.statement_timeout}\0`);
    await pool.end();
  });
});
