import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/src/app';
import { startTestServer, TEST_PASSWORD, type TestServer } from '@server/test/harness';
import { loginFailureLimits } from './login-failures';

/** Passwords compared with a stored hash: what a guesser gets out of a sign-in attempt. */
const comparisons = vi.hoisted(() => ({ count: 0 }));
vi.mock('@server/src/users/passwords', async (importOriginal) => {
  const passwords = await importOriginal<typeof import('@server/src/users/passwords')>();
  return {
    ...passwords,
    verifyPassword: (...args: Parameters<typeof passwords.verifyPassword>) => {
      comparisons.count += 1;
      return passwords.verifyPassword(...args);
    },
  };
});

let server: TestServer | undefined;
const others: FastifyInstance[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const app of others.splice(0)) await app.close();
  await server?.close();
  server = undefined;
});

const login = (app: FastifyInstance, email: string, password: string, address = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/v1/users/login/', payload: { email, password }, remoteAddress: address });

/** Another API process on the same database, as in production behind a load balancer. */
async function secondProcess(s: TestServer): Promise<FastifyInstance> {
  const app = await buildApp({ config: s.config, db: s.database.db });
  await app.ready();
  others.push(app);
  return app;
}

describe('sign-in limits', () => {
  it('answers 429 after repeated failures for one e-mail from one address, even with the right password', async () => {
    server = await startTestServer({ login: { maxFailures: 3, maxFailuresPerEmail: 10, failureWindowSeconds: 600, ratePerMinute: 1000 } });
    const user = await server.createUser('DEV');
    for (let i = 0; i < 3; i += 1) expect((await login(server.app, user.email, 'wrong')).statusCode).toBe(401);
    const blocked = await login(server.app, user.email, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(590);
    // The owner, elsewhere, still signs in: a guesser on one address locks out only that address.
    expect((await login(server.app, user.email, TEST_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
    // Another account from the guesser's address is untouched.
    const other = await server.createUser('CEO');
    expect((await login(server.app, other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('stops an e-mail everywhere past the higher ceiling across all addresses', async () => {
    server = await startTestServer({ login: { maxFailures: 3, maxFailuresPerEmail: 5, failureWindowSeconds: 600, ratePerMinute: 1000 } });
    const user = await server.createUser('DEV');
    for (let i = 0; i < 5; i += 1) expect((await login(server.app, user.email, 'wrong', `192.0.2.${i + 1}`)).statusCode).toBe(401);
    expect((await login(server.app, user.email, TEST_PASSWORD, '198.51.100.99')).statusCode).toBe(429);
  });

  it('compares no more passwords than the limit when many wrong ones come at once', async () => {
    server = await startTestServer({ login: { maxFailures: 5, maxFailuresPerEmail: 100, failureWindowSeconds: 600, ratePerMinute: 1000 } });
    const user = await server.createUser('DEV');
    comparisons.count = 0;
    const answers = await Promise.all(Array.from({ length: 40 }, () => login(server!.app, user.email, 'wrong')));
    expect(comparisons.count).toBe(5);
    // Only a compared password is answered "wrong"; the rest are refused before any comparison.
    const compared = answers.filter((a) => a.statusCode === 401);
    const locked = answers.filter((a) => a.statusCode === 429);
    expect(compared).toHaveLength(5);
    expect(compared.every((a) => a.json().code === 'invalid_credentials')).toBe(true);
    expect(locked).toHaveLength(35);
    expect(locked.every((a) => Number(a.headers['retry-after']) > 590)).toBe(true);
    expect((await login(server.app, user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('counts failures across API processes on one database', async () => {
    server = await startTestServer({ login: { maxFailures: 2, maxFailuresPerEmail: 10, failureWindowSeconds: 600, ratePerMinute: 1000 } });
    const user = await server.createUser('DEV');
    const second = await secondProcess(server);
    expect((await login(server.app, user.email, 'wrong')).statusCode).toBe(401);
    expect((await login(second, user.email, 'wrong')).statusCode).toBe(401);
    expect((await login(server.app, user.email, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await login(second, user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('wipes the slate of an address whose password proved right', async () => {
    server = await startTestServer({ login: { maxFailures: 3, maxFailuresPerEmail: 10, failureWindowSeconds: 600, ratePerMinute: 1000 } });
    const user = await server.createUser('DEV');
    for (let i = 0; i < 2; i += 1) expect((await login(server.app, user.email, 'wrong')).statusCode).toBe(401);
    expect((await login(server.app, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await login(server.app, user.email, 'wrong')).statusCode).toBe(401);
    expect((await login(server.app, user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('forgets failures once they leave the window', async () => {
    server = await startTestServer();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
    const limits = loginFailureLimits(server.database.db, { maxFailures: 2, maxFailuresPerEmail: 10, windowSeconds: 60 });
    expect(await limits.reserve('ana@example.com', '203.0.113.7')).toBe(0);
    expect(await limits.reserve('ana@example.com', '203.0.113.7')).toBe(0);
    expect(await limits.reserve('ana@example.com', '203.0.113.7')).toBe(60);
    vi.advanceTimersByTime(45_000);
    expect(await limits.reserve('ana@example.com', '203.0.113.7')).toBe(15);
    vi.advanceTimersByTime(16_000);
    expect(await limits.reserve('ana@example.com', '203.0.113.7')).toBe(0);
  });
});

describe('the per-address request rate', () => {
  it('answers 429 with Retry-After past the rate of the login route', async () => {
    server = await startTestServer({ login: { maxFailures: 100, maxFailuresPerEmail: 100, failureWindowSeconds: 600, ratePerMinute: 2 } });
    const user = await server.createUser('DEV');
    expect((await login(server.app, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(server.app, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    const third = await login(server.app, user.email, TEST_PASSWORD);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ detail: expect.any(String), code: 'rate_limited' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address has its own count.
    expect((await login(server.app, user.email, TEST_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('is counted across API processes on one database', async () => {
    server = await startTestServer({ login: { maxFailures: 100, maxFailuresPerEmail: 100, failureWindowSeconds: 600, ratePerMinute: 2 } });
    const user = await server.createUser('DEV');
    const second = await secondProcess(server);
    expect((await login(server.app, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(second, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(server.app, user.email, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await login(second, user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('lets through no more than the rate when many requests come at once', async () => {
    server = await startTestServer({ login: { maxFailures: 100, maxFailuresPerEmail: 100, failureWindowSeconds: 600, ratePerMinute: 5 } });
    const second = await secondProcess(server);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(i % 2 ? second : server!.app, 'nobody@example.com', 'wrong', '198.51.100.30')),
    );
    expect(answers.filter((a) => a.statusCode !== 429)).toHaveLength(5);
  });
});

describe('answers about a session', () => {
  it('may not be kept by any cache: sign-in, refresh and the current user carry no-store', async () => {
    server = await startTestServer();
    const user = await server.createUser('DEV');
    const signedIn = await login(server.app, user.email, TEST_PASSWORD);
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
