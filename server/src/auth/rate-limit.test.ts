import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, TEST_PASSWORD, type TestServer } from '@server/test/harness';
import { loginFailureCounter } from './login-failures';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const login = (s: TestServer, email: string, password: string, address = '203.0.113.7') =>
  s.app.inject({ method: 'POST', url: '/api/v1/users/login/', payload: { email, password }, remoteAddress: address });

describe('sign-in limits', () => {
  it('answers 429 after repeated failures for one e-mail from one address, even with the right password', async () => {
    server = await startTestServer({ login: { maxFailures: 3, maxFailuresPerEmail: 10, failureWindowSeconds: 600, ratePerMinute: 1000 } });
    const user = await server.createUser('DEV');
    for (let i = 0; i < 3; i += 1) expect((await login(server, user.email, 'wrong')).statusCode).toBe(401);
    const blocked = await login(server, user.email, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(590);
    // The owner, elsewhere, still signs in: a guesser on one address locks out only that address.
    expect((await login(server, user.email, TEST_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
    // Another account from the guesser's address is untouched.
    const other = await server.createUser('CEO');
    expect((await login(server, other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('stops an e-mail everywhere past the higher ceiling across all addresses', async () => {
    server = await startTestServer({ login: { maxFailures: 3, maxFailuresPerEmail: 5, failureWindowSeconds: 600, ratePerMinute: 1000 } });
    const user = await server.createUser('DEV');
    for (let i = 0; i < 5; i += 1) expect((await login(server, user.email, 'wrong', `192.0.2.${i + 1}`)).statusCode).toBe(401);
    expect((await login(server, user.email, TEST_PASSWORD, '198.51.100.99')).statusCode).toBe(429);
  });

  it('counts in the database, so two API processes on one database share the count', async () => {
    server = await startTestServer({ login: { maxFailures: 2, maxFailuresPerEmail: 10, failureWindowSeconds: 600, ratePerMinute: 1000 } });
    const user = await server.createUser('DEV');
    expect((await login(server, user.email, 'wrong')).statusCode).toBe(401);
    // A second app on the same database (another process, in production).
    const { buildApp } = await import('@server/src/app');
    const second = await buildApp({ config: server.config, db: server.database.db });
    await second.ready();
    const viaSecond = await second.inject({
      method: 'POST',
      url: '/api/v1/users/login/',
      payload: { email: user.email, password: 'wrong' },
      remoteAddress: '203.0.113.7',
    });
    expect(viaSecond.statusCode).toBe(401);
    expect((await login(server, user.email, TEST_PASSWORD)).statusCode).toBe(429);
    await second.close();
  });

  it('forgets failures once they leave the window', async () => {
    server = await startTestServer();
    let clock = new Date('2026-11-22T09:00:00Z');
    const counter = loginFailureCounter({ maxFailures: 2, maxFailuresPerEmail: 10, windowSeconds: 60 }, () => clock);
    const { db } = server.database;
    await counter.fail(db, 'ana@example.com', '203.0.113.7');
    await counter.fail(db, 'ana@example.com', '203.0.113.7');
    expect(await counter.retryAfter(db, 'ana@example.com', '203.0.113.7')).toBe(60);
    clock = new Date(clock.getTime() + 45_000);
    expect(await counter.retryAfter(db, 'ana@example.com', '203.0.113.7')).toBe(15);
    clock = new Date(clock.getTime() + 16_000);
    expect(await counter.retryAfter(db, 'ana@example.com', '203.0.113.7')).toBe(0);
  });

  it('answers 429 past the per-address request rate of the login route', async () => {
    server = await startTestServer({ login: { maxFailures: 100, maxFailuresPerEmail: 100, failureWindowSeconds: 600, ratePerMinute: 2 } });
    const user = await server.createUser('DEV');
    expect((await login(server, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(server, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    const third = await login(server, user.email, TEST_PASSWORD);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ detail: expect.any(String), code: 'rate_limited' });
  });
});

describe('answers about a session', () => {
  it('may not be kept by any cache: sign-in, refresh and the current user carry no-store', async () => {
    server = await startTestServer();
    const user = await server.createUser('DEV');
    const signedIn = await login(server, user.email, TEST_PASSWORD);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const cookies = Object.fromEntries((signedIn.cookies as { name: string; value: string }[]).map((c) => [c.name, c.value]));
    const refreshed = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users/token/refresh/',
      cookies,
      headers: { 'x-csrftoken': cookies.csrftoken! },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/',
      headers: { authorization: `Bearer ${signedIn.json().access}` },
    });
    expect(me.headers['cache-control']).toBe('no-store');
  });
});
