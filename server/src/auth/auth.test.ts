import { createHash } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshTokens, users } from '@server/db/schema';
import { cookiesOf, refreshWith, signIn, startTestServer, TEST_PASSWORD, type TestServer } from '@server/test/harness';

let server: TestServer;
let ceo: Awaited<ReturnType<TestServer['createUser']>>;

beforeAll(async () => {
  server = await startTestServer();
  ceo = await server.createUser('CEO', { email: 'ceo@example.com', fullName: 'Ava Moreno' });
});
afterAll(() => server.close());

const login = (payload: unknown) => server.app.inject({ method: 'POST', url: '/api/v1/users/login/', payload: payload as object });

describe('POST /api/v1/users/login/', () => {
  it('answers an access token with user_id, full_name, email and role, and sets the refresh and XSRF cookies', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await login({ email: 'CEO@Example.com', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const claims = decodeJwt(response.json().access);
    expect(claims).toMatchObject({ user_id: ceo.id, full_name: 'Ava Moreno', email: 'ceo@example.com', role: 'CEO' });
    expect(claims.exp! - before).toBeGreaterThanOrEqual(900 - 1);
    expect(claims.exp! - before).toBeLessThanOrEqual(900 + 1);
    const cookies = cookiesOf(response);
    expect(cookies.refresh_token).toMatchObject({ httpOnly: true, path: '/api/v1/users/', sameSite: 'Lax' });
    expect(cookies.csrftoken?.httpOnly).toBeFalsy();
    expect(cookies.csrftoken?.value).toMatch(/^[\w-]{20,}$/);
  });

  it('gives the same 401 for a wrong password and for an unknown e-mail', async () => {
    const wrong = await login({ email: 'ceo@example.com', password: 'not the password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ detail: expect.any(String), code: 'invalid_credentials' });
    expect(cookiesOf(wrong).refresh_token).toBeUndefined();
  });

  it('answers 400 with field errors for a missing or malformed body', async () => {
    const empty = await login({});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'password']);
    const badEmail = await login({ email: 'not-an-email', password: 'x' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors.email).toHaveLength(1);
    const notJson = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ detail: expect.any(String) });
    const noBody = await server.app.inject({ method: 'POST', url: '/api/v1/users/login/' });
    expect(noBody.statusCode).toBe(400);
  });

  it('refuses a deactivated account', async () => {
    const gone = await server.createUser('DEV', { isActive: false });
    const response = await login({ email: gone.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('inactive_account');
  });
});

describe('POST /api/v1/users/token/refresh/', () => {
  it('exchanges the cookie for a new access token and rotates the cookie', async () => {
    const session = await signIn(server.app, ceo.email);
    const response = await refreshWith(server.app, session.refresh, session.xsrf);
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().access)).toMatchObject({ user_id: ceo.id, role: 'CEO' });
    const rotated = cookiesOf(response).refresh_token!.value;
    expect(rotated).not.toBe(session.refresh);
    expect((await refreshWith(server.app, rotated, session.xsrf)).statusCode).toBe(200);
  });

  /** Moves a used refresh token's use into the past, past the grace window. */
  const usedLongAgo = (token: string) =>
    server.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, createHash('sha256').update(token).digest('hex')));

  it('revokes the whole session when an already-used refresh token comes back after the grace window', async () => {
    const session = await signIn(server.app, ceo.email);
    const first = await refreshWith(server.app, session.refresh, session.xsrf);
    const next = cookiesOf(first).refresh_token!.value;
    await usedLongAgo(session.refresh);
    const reuse = await refreshWith(server.app, session.refresh, session.xsrf);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('session_revoked');
    // The thief's reuse also ends the rightful holder's newer token.
    const afterReuse = await refreshWith(server.app, next, session.xsrf);
    expect(afterReuse.statusCode).toBe(401);
  });

  it('answers the same successor to a token replaced moments ago, as when two tabs refresh at once', async () => {
    const session = await signIn(server.app, ceo.email);
    const tabA = await refreshWith(server.app, session.refresh, session.xsrf);
    const tabB = await refreshWith(server.app, session.refresh, session.xsrf);
    expect(tabB.statusCode).toBe(200);
    const successor = cookiesOf(tabA).refresh_token!.value;
    expect(cookiesOf(tabB).refresh_token!.value).toBe(successor);
    // Further along: the newest token of the line still unused.
    const again = cookiesOf(await refreshWith(server.app, successor, session.xsrf)).refresh_token!.value;
    const late = await refreshWith(server.app, session.refresh, session.xsrf);
    expect(cookiesOf(late).refresh_token!.value).toBe(again);
    // The session lives on.
    expect((await refreshWith(server.app, again, session.xsrf)).statusCode).toBe(200);
  });

  it('refuses a refresh without the XSRF header, or with one that does not match', async () => {
    const session = await signIn(server.app, ceo.email);
    const missing = await refreshWith(server.app, session.refresh, session.xsrf, null);
    expect(missing.statusCode).toBe(403);
    expect(missing.json().code).toBe('csrf_failed');
    const mismatched = await refreshWith(server.app, session.refresh, session.xsrf, 'something-else-entirely-xx');
    expect(mismatched.statusCode).toBe(403);
    // A refused attempt must not have spent the token.
    expect((await refreshWith(server.app, session.refresh, session.xsrf)).statusCode).toBe(200);
  });

  it('answers 401 without a refresh cookie or with an unknown one', async () => {
    const none = await server.app.inject({ method: 'POST', url: '/api/v1/users/token/refresh/' });
    expect(none.statusCode).toBe(401);
    const unknown = await refreshWith(server.app, 'made-up-token', 'x'.repeat(24));
    expect(unknown.statusCode).toBe(401);
  });

  it('ends the sessions of a user who has been deactivated', async () => {
    const user = await server.createUser('PM_DEV');
    const session = await signIn(server.app, user.email);
    await server.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const response = await refreshWith(server.app, session.refresh, session.xsrf);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('inactive_account');
  });
});

describe('POST /api/v1/users/logout/', () => {
  it('ends the session so its refresh token no longer works', async () => {
    const session = await signIn(server.app, ceo.email);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout/',
      cookies: { refresh_token: session.refresh, csrftoken: session.xsrf },
      headers: { 'x-csrftoken': session.xsrf, authorization: `Bearer ${session.access}` },
    });
    expect(response.statusCode).toBe(200);
    expect(cookiesOf(response).refresh_token?.value).toBe('');
    expect((await refreshWith(server.app, session.refresh, session.xsrf)).statusCode).toBe(401);
  });

  it('refuses to end a session without the XSRF header', async () => {
    const session = await signIn(server.app, ceo.email);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout/',
      cookies: { refresh_token: session.refresh, csrftoken: session.xsrf },
    });
    expect(response.statusCode).toBe(403);
    expect((await refreshWith(server.app, session.refresh, session.xsrf)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/users/me/', () => {
  const me = (token?: string) =>
    server.app.inject({ method: 'GET', url: '/api/v1/users/me/', headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers the signed-in user with their role', async () => {
    const { access } = await signIn(server.app, ceo.email);
    const response = await me(access);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ceo.id,
      email: 'ceo@example.com',
      full_name: 'Ava Moreno',
      role: 'CEO',
      avatar: null,
      is_active: true,
    });
    expect(response.json()).not.toHaveProperty('password_hash');
  });

  it('answers 401 without a token, with a forged one, and with an expired one', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me('not.a.jwt')).statusCode).toBe(401);
    const key = new TextEncoder().encode(server.config.jwtSecret);
    const claims = { user_id: ceo.id, full_name: ceo.fullName, email: ceo.email, role: ceo.role, token_type: 'access' };
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('lato')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const response = await me(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('token_invalid');
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('lato')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await me(forged)).statusCode).toBe(401);
  });
});

describe('unknown API paths', () => {
  it('answer 404 with a detail', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/nothing-here/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });
});
