import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '@server/test/harness';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close().catch(() => undefined);
  server = undefined;
});

describe('GET /api/ready', () => {
  it('answers 200 when the database answers with every migration applied', async () => {
    server = await startTestServer();
    const response = await server.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', failed_jobs: 0 });
  });

  it('answers 503 while the newest migration is not applied, and 200 again once it is', async () => {
    server = await startTestServer();
    const { db } = server.database;
    const newest = sql`(SELECT max(created_at) FROM drizzle.__drizzle_migrations)`;
    const found = await db.execute(sql`SELECT hash FROM drizzle.__drizzle_migrations WHERE created_at = ${newest}`);
    const [applied] = (found as unknown as { rows: { hash: string }[] }).rows;
    await db.execute(sql`UPDATE drizzle.__drizzle_migrations SET hash = 'not-yet' WHERE created_at = ${newest}`);
    const behind = await server.app.inject({ url: '/api/ready' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toMatchObject({ code: 'unavailable', detail: expect.stringContaining('migration') });
    // Liveness does not follow the database: the process itself is fine.
    expect((await server.app.inject({ url: '/api/health' })).statusCode).toBe(200);

    await db.execute(sql`UPDATE drizzle.__drizzle_migrations SET hash = ${applied!.hash} WHERE created_at = ${newest}`);
    expect((await server.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });

  it('answers 503 when the database cannot be reached', async () => {
    server = await startTestServer();
    await server.database.close();
    const response = await server.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'unavailable', detail: 'The database does not answer.' });
    await server.app.close();
    server = undefined;
  });
});
