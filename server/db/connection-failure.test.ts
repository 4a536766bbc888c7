import { closedPort } from '@server/test/closed-port';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startServerExpectingRefusal } from '@server/test/server-process';
import { explainConnectionFailure } from './connection-failure';

async function failureOf(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  const error = await client.connect().then(
    () => undefined,
    (e: unknown) => e,
  );
  await client.end().catch(() => undefined);
  return explainConnectionFailure(error, url).message;
}

describe('why PostgreSQL could not be reached at start', () => {
  it('says that nothing listens on a refused port, naming host and port', async () => {
    const port = await closedPort();
    expect(await failureOf(`postgres://lato:s3cret@127.0.0.1:${port}/lato`)).toBe(
      `Lato cannot reach PostgreSQL (DATABASE_URL): nothing accepts connections at 127.0.0.1:${port}: is PostgreSQL running there, on that port?`,
    );
  });

  it('says that a host is unknown', async () => {
    expect(await failureOf('postgres://lato:s3cret@lato-database.invalid:5432/lato')).toMatch(
      /^Lato cannot reach PostgreSQL \(DATABASE_URL\): the host in lato-database\.invalid:5432 (is unknown|could not be looked up)/,
    );
  });

  it.each([
    ['28P01', 'PostgreSQL refused the password of user "lato"'],
    ['3D000', 'the database named in DATABASE_URL does not exist on db.example:6543'],
    ['28000', 'PostgreSQL does not let user "lato" connect from here (pg_hba.conf)'],
  ])("says what PostgreSQL's %s means", (code, reason) => {
    const error = Object.assign(new Error('server said no'), { code });
    expect(explainConnectionFailure(error, 'postgres://lato:s3cret@db.example:6543/lato').message).toBe(
      `Lato cannot reach PostgreSQL (DATABASE_URL): ${reason}`,
    );
  });
});

describe('starting on PostgreSQL', () => {
  it('refuses to start without JWT_SECRET, naming it, before touching the database', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lato-start-'));
    const { code, output } = await startServerExpectingRefusal(dir, { DATABASE_URL: 'postgres://lato@127.0.0.1:1/lato' });
    rmSync(dir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(output).toContain('JWT_SECRET: is required with DATABASE_URL');
  });

  it('stops with the reason, one line, and never prints the password', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lato-start-'));
    const port = await closedPort();
    const { code, output } = await startServerExpectingRefusal(dir, {
      DATABASE_URL: `postgres://lato:s3cret-pass@127.0.0.1:${port}/lato`,
      JWT_SECRET: 'a-secret-that-is-long-enough-for-the-check-0123456789',
    });
    rmSync(dir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      `Lato cannot reach PostgreSQL (DATABASE_URL): nothing accepts connections at 127.0.0.1:${port}: is PostgreSQL running there, on that port?`,
    );
    expect(output).not.toContain('s3cret-pass');
  });
});
