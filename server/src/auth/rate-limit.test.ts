import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, TEST_PASSWORD, type TestServer } from '@server/test/harness';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const login = (s: TestServer, email: string, password: string) =>
  s.app.inject({ method: 'POST', url: '/api/v1/users/login/', payload: { email, password } });

describe('sign-in rate limits', () => {
  it('answers 429 after repeated failures for one e-mail, even with the right password', async () => {
    server = await startTestServer({ login: { maxFailures: 3, failureWindowSeconds: 600, ratePerMinute: 1000 } });
    const user = await server.createUser('DEV');
    for (let i = 0; i < 3; i += 1) expect((await login(server, user.email, 'wrong')).statusCode).toBe(401);
    const blocked = await login(server, user.email, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same address is still below the per-address limit.
    const other = await server.createUser('CEO');
    expect((await login(server, other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 429 past the per-address request rate of the login route', async () => {
    server = await startTestServer({ login: { maxFailures: 100, failureWindowSeconds: 600, ratePerMinute: 2 } });
    const user = await server.createUser('DEV');
    expect((await login(server, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(server, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    const third = await login(server, user.email, TEST_PASSWORD);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ detail: expect.any(String), code: 'rate_limited' });
  });
});
