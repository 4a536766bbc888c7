import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@/api/contract/endpoint';
import { ACCESS } from '@/api/contract/roles';
import { users } from '@server/db/schema';
import { cookiesOf, signIn, startTestServer, TEST_PASSWORD, type TestServer } from '@server/test/harness';
import { implement } from './endpoints';
import { hashPassword } from '@server/src/users/passwords';

const lines: string[] = [];
let server: TestServer;
let session: Awaited<ReturnType<typeof signIn>>;
let storedHash = '';
const SECRET_QUERY = 'sEcReT-qUeRy-VaLuE';
const WRONG_PASSWORD = 'definitely-not-the-password-9431';

// A write that fails in the database, carrying a password hash, as a bug in a handler would.
const failingWrite = defineEndpoint({
  method: 'POST',
  path: '/api/v1/trial/failing-write/',
  access: ACCESS.everyone,
  response: z.object({}),
});

beforeAll(async () => {
  server = await startTestServer(
    { logLevel: 'info' },
    {
      logStream: { write: (line) => void lines.push(line) },
      routes: () => [
        implement(failingWrite, async ({ db, user }) => {
          storedHash = await hashPassword('a-brand-new-password');
          await db.insert(users).values({ email: user.email, fullName: 'Duplicate', role: 'DEV', passwordHash: storedHash });
          return {};
        }),
      ],
    },
  );
  const ceo = await server.createUser('CEO');
  session = await signIn(server.app, ceo.email);
});
afterAll(() => server.close());

describe('the server log', () => {
  it('holds no password, hash, token, cookie or authorization header, even for a failing write and a failing sign-in', async () => {
    const failed = await server.app.inject({
      method: 'POST',
      url: `/api/v1/trial/failing-write/?token=${SECRET_QUERY}`,
      headers: { authorization: `Bearer ${session.access}`, 'x-csrftoken': session.xsrf },
      cookies: { refresh_token: session.refresh, csrftoken: session.xsrf },
    });
    expect(failed.statusCode).toBe(500);
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users/login/',
      payload: { email: 'nobody@example.com', password: WRONG_PASSWORD },
    });
    expect(refused.statusCode).toBe(401);
    const renewed = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users/token/refresh/',
      headers: { 'x-csrftoken': session.xsrf },
      cookies: { refresh_token: session.refresh, csrftoken: session.xsrf },
    });
    const newRefresh = cookiesOf(renewed).refresh_token!.value;

    const log = lines.join('');
    // The failure was logged, as something an operator can act on.
    expect(log).toContain('unhandled error');
    expect(log).toContain('users_email_unique');
    for (const secret of [
      storedHash,
      'a-brand-new-password',
      TEST_PASSWORD,
      WRONG_PASSWORD,
      session.access,
      session.refresh,
      newRefresh,
      session.xsrf,
      SECRET_QUERY,
      renewed.json().access,
    ]) {
      expect(secret.length).toBeGreaterThan(5);
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/\$argon2id\$/);
    expect(log.toLowerCase()).not.toContain('bearer ');
  });
});
