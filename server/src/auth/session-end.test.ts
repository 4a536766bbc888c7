import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { refreshSessions, type UserRow } from '@server/db/schema';
import { cookiesOf, refreshWith, signIn, startTestServer, TEST_PASSWORD, type TestServer } from '@server/test/harness';

const DAY_MS = 86_400_000;
let now = new Date('2026-11-23T09:00:00Z');
let server: TestServer;
let ceo: UserRow;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
  ceo = await server.createUser('CEO');
});
afterAll(() => server.close());

const me = (access: string) =>
  server.app.inject({ method: 'GET', url: '/api/v1/users/me/', headers: { authorization: `Bearer ${access}` } });

/** A signed-in browser's call with its bearer, its cookies and the XSRF header, as the web app makes it. */
const post = (url: string, browser: Awaited<ReturnType<typeof signIn>>, payload: object = {}) =>
  server.app.inject({
    method: 'POST',
    url,
    payload,
    cookies: { refresh_token: browser.refresh, csrftoken: browser.xsrf },
    headers: { authorization: `Bearer ${browser.access}`, 'x-csrftoken': browser.xsrf },
  });

/** Sets a person's active flag as a manager does, through the users API. */
function setActive(user: UserRow, active: boolean, manager: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ full_name: user.fullName, email: user.email, role: user.role!, is_active: String(active) }))
    form.append(key, value);
  return server.app.inject({
    method: 'PUT',
    url: `/api/v1/users/users/${user.id}/`,
    headers: { authorization: `Bearer ${manager}` },
    payload: form,
  });
}

const expectRefused = async (access: string) => {
  const response = await me(access);
  expect(response.statusCode).toBe(401);
  expect(response.json().code).toBe('token_invalid');
};

describe('an access token issued before its session ended', () => {
  it('names its session', async () => {
    const user = await server.createUser('DEV');
    const browser = await signIn(server.app, user.email);
    const [session] = await server.database.db.select().from(refreshSessions).where(eq(refreshSessions.userId, user.id));
    expect(decodeJwt(browser.access).sid).toBe(session!.id);
  });

  it('is refused after a sign-out of that session, while another session of the person goes on', async () => {
    const user = await server.createUser('DEV');
    const leaving = await signIn(server.app, user.email);
    const staying = await signIn(server.app, user.email);
    expect((await me(leaving.access)).statusCode).toBe(200);
    expect((await post('/api/v1/users/logout/', leaving)).statusCode).toBe(200);
    await expectRefused(leaving.access);
    expect((await me(staying.access)).statusCode).toBe(200);
  });

  it("is refused in the other sessions after a password change, while the changing session's tokens work", async () => {
    const user = await server.createUser('DEV');
    const changing = await signIn(server.app, user.email);
    const other = await signIn(server.app, user.email);
    const changed = await post('/api/v1/users/me/password/', changing, { current_password: TEST_PASSWORD, new_password: 'a-new-pass-77' });
    expect(changed.statusCode).toBe(200);
    await expectRefused(other.access);
    expect((await me(changing.access)).statusCode).toBe(200);
    const refreshed = await refreshWith(server.app, changing.refresh, changing.xsrf);
    expect(refreshed.statusCode).toBe(200);
    expect((await me(refreshed.json().access)).statusCode).toBe(200);
  });

  it('keeps the calling session on a password change made with the bearer alone (no refresh cookie)', async () => {
    const user = await server.createUser('DEV');
    const browser = await signIn(server.app, user.email);
    const changed = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/password/',
      payload: { current_password: TEST_PASSWORD, new_password: 'a-new-pass-78' },
      headers: { authorization: `Bearer ${browser.access}` },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(browser.access)).statusCode).toBe(200);
  });

  it('is refused after a deactivation, and stays refused once the person is active again', async () => {
    const manager = (await signIn(server.app, ceo.email)).access;
    const user = await server.createUser('DEV');
    const browser = await signIn(server.app, user.email);
    expect((await setActive(user, false, manager)).statusCode).toBe(200);
    await expectRefused(browser.access);
    expect((await setActive(user, true, manager)).statusCode).toBe(200);
    // The session ended with the deactivation: the token issued to it does not come back to life.
    await expectRefused(browser.access);
    expect((await me((await signIn(server.app, user.email)).access)).statusCode).toBe(200);
  });

  it('is refused in every other session after "sign out of other devices"; the calling one goes on', async () => {
    const user = await server.createUser('DEV');
    const here = await signIn(server.app, user.email);
    const elsewhere = [await signIn(server.app, user.email), await signIn(server.app, user.email)];
    const response = await post('/api/v1/users/me/sign-out-others/', here);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    for (const browser of elsewhere) await expectRefused(browser.access);
    expect((await me(here.access)).statusCode).toBe(200);
  });

  it("is refused when it names another person's session", async () => {
    const user = await server.createUser('DEV');
    const stranger = await server.createUser('DEV');
    await signIn(server.app, stranger.email);
    const [strangers] = await server.database.db.select().from(refreshSessions).where(eq(refreshSessions.userId, stranger.id));
    await expectRefused(await server.app.accessTokens.sign(user, strangers!.id));
  });

  it('is refused once its session has expired', async () => {
    const user = await server.createUser('DEV');
    const browser = await signIn(server.app, user.email);
    await server.database.db
      .update(refreshSessions)
      .set({ expiresAt: new Date(now.getTime() - 1000) })
      .where(eq(refreshSessions.userId, user.id));
    await expectRefused(browser.access);
  });
});

describe('a session', () => {
  const later = (days: number, start: Date) => new Date(start.getTime() + days * DAY_MS);

  it('lasts fourteen days from its last use: used on day 13, it is alive on day 20', async () => {
    const user = await server.createUser('DEV');
    const start = now;
    const used = await signIn(server.app, user.email);
    const unused = await signIn(server.app, user.email);
    now = later(13, start);
    const onDay13 = await refreshWith(server.app, used.refresh, used.xsrf);
    expect(onDay13.statusCode).toBe(200);
    now = later(14, start);
    // The unused one ends fourteen days after its sign-in.
    const unusedOnDay14 = await refreshWith(server.app, unused.refresh, unused.xsrf);
    expect(unusedOnDay14.statusCode).toBe(401);
    expect(unusedOnDay14.json().code).toBe('session_expired');
    now = later(20, start);
    const onDay20 = await refreshWith(server.app, cookiesOf(onDay13).refresh_token!.value, used.xsrf);
    expect(onDay20.statusCode).toBe(200);
    expect((await me(onDay20.json().access)).statusCode).toBe(200);
    // Fourteen days after that last use, it ends too.
    now = later(34, start);
    expect((await refreshWith(server.app, cookiesOf(onDay20).refresh_token!.value, used.xsrf)).statusCode).toBe(401);
  });

  it('ends ninety days after its sign-in however often it is used', async () => {
    const user = await server.createUser('DEV');
    const start = now;
    let { refresh, xsrf } = await signIn(server.app, user.email);
    for (const day of [13, 26, 39, 52, 65, 78, 89]) {
      now = later(day, start);
      const response = await refreshWith(server.app, refresh, xsrf);
      expect(response.statusCode, `day ${day}`).toBe(200);
      refresh = cookiesOf(response).refresh_token!.value;
    }
    now = later(90, start);
    const onDay90 = await refreshWith(server.app, refresh, xsrf);
    expect(onDay90.statusCode).toBe(401);
    expect(onDay90.json().code).toBe('session_expired');
  });
});
