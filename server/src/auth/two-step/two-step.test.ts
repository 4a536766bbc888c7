import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { auditEvents, users, type UserRow } from '@server/db/schema';
import { issueResetCode } from '@server/src/account/reset-codes';
import { DEMO_PASSWORD } from '@server/src/users/seed';
import { cookiesOf, signIn, startTestServer, TEST_PASSWORD, type TestServer } from '@server/test/harness';
import { DEMO_RECOVERY_CODES, DEMO_TWO_STEP_KEY, DEMO_TWO_STEP_LOGIN } from './demo-login';
import { twoStepSeed } from './seed';

let now = new Date('2026-11-26T09:00:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
});
afterAll(() => server.close());

/** The next 30-second step of the authenticator's clock, so each code is a new one. */
const nextStep = () => (now = new Date(now.getTime() + 30_000));
const codeFor = (secret: string) => generate({ secret: secret.replace(/\s/g, ''), epoch: Math.floor(now.getTime() / 1000) });

const call = (method: 'GET' | 'POST' | 'PUT', url: string, access?: string, payload?: object) =>
  server.app.inject({ method, url, payload, headers: access ? { authorization: `Bearer ${access}` } : {} });
const login = (email: string, password = TEST_PASSWORD) => call('POST', '/api/v1/users/login/', undefined, { email, password });
const secondStep = (payload: object) => call('POST', '/api/v1/users/login/two-step/', undefined, payload);

/** Turns two-step sign-in on for `user` through Account, as they would: the secret and the recovery codes. */
async function turnOn(user: UserRow) {
  const { access } = await signIn(server.app, user.email);
  const setup = await call('POST', '/api/v1/users/me/two-step/setup/', access, { password: TEST_PASSWORD });
  expect(setup.statusCode).toBe(200);
  const { secret, setup_token } = setup.json<{ secret: string; setup_token: string }>();
  const enabled = await call('POST', '/api/v1/users/me/two-step/', access, { setup_token, code: await codeFor(secret) });
  expect(enabled.statusCode).toBe(200);
  nextStep();
  return { access, secret, recoveryCodes: enabled.json<{ recovery_codes: string[] }>().recovery_codes };
}

async function challengeOf(email: string, password = TEST_PASSWORD) {
  const response = await login(email, password);
  expect(response.statusCode).toBe(200);
  return response.json<{ two_step: string; challenge: string; setup?: { secret: string; qr_code: string } }>();
}

describe('turning two-step sign-in on in Account', () => {
  it('takes the password, then a code from the app, and answers ten recovery codes; the owner is told', async () => {
    const user = await server.createUser('DEV', { preferredLanguage: 'es' });
    const { access } = await signIn(server.app, user.email);
    const wrong = await call('POST', '/api/v1/users/me/two-step/setup/', access, { password: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: ['wrong_password'] });

    const setup = await call('POST', '/api/v1/users/me/two-step/setup/', access, { password: TEST_PASSWORD });
    const { secret, setup_token, qr_code, otpauth_uri } = setup.json();
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(otpauth_uri).toContain(encodeURIComponent(user.email));
    expect(otpauth_uri).toContain(`secret=${secret.replace(/\s/g, '')}`);

    const badCode = await call('POST', '/api/v1/users/me/two-step/', access, { setup_token, code: '000000' });
    expect(badCode.json().errors).toEqual({ code: ['two_step_code_invalid'] });
    const enabled = await call('POST', '/api/v1/users/me/two-step/', access, { setup_token, code: await codeFor(secret) });
    expect(enabled.statusCode).toBe(200);
    const codes = enabled.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    const status = await call('GET', '/api/v1/users/me/two-step/', access);
    expect(status.json()).toMatchObject({ enabled: true, recovery_codes_left: 10, required: false });
    const [row] = await server.database.db.select().from(users).where(eq(users.id, user.id));
    // Sealed at rest: neither the secret nor a recovery code is in any column in clear.
    const dump = JSON.stringify(await server.database.db.execute(sql`select * from users, recovery_codes where users.id = ${user.id}`));
    expect(row!.twoStepSecret).not.toContain(secret.replace(/\s/g, ''));
    expect(dump).not.toContain(secret.replace(/\s/g, ''));
    expect(dump).not.toContain(codes[0]!);
    const [notice] = await server.sentEmails(user.email);
    expect(notice!.subject).toBe('Has activado la verificación en dos pasos de Lato');
    const audit = await server.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, user.id));
    expect(audit.map((event) => [event.action, event.details])).toContainEqual(['two_step_changed', { enabled: true }]);
  });

  it('refuses a setup token made for someone else', async () => {
    const first = await server.createUser('DEV');
    const second = await server.createUser('DEV');
    const a = await signIn(server.app, first.email);
    const b = await signIn(server.app, second.email);
    const setup = (await call('POST', '/api/v1/users/me/two-step/setup/', a.access, { password: TEST_PASSWORD })).json();
    const stolen = await call('POST', '/api/v1/users/me/two-step/', b.access, {
      setup_token: setup.setup_token,
      code: await codeFor(setup.secret),
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors).toEqual({ setup_token: ['invalid'] });
  });

  it('answers 401 without a token and 400 for a malformed body', async () => {
    expect((await call('GET', '/api/v1/users/me/two-step/')).statusCode).toBe(401);
    expect((await call('POST', '/api/v1/users/me/two-step/setup/', undefined, { password: 'x' })).statusCode).toBe(401);
    const { access } = await signIn(server.app, (await server.createUser('DEV')).email);
    const bad = await call('POST', '/api/v1/users/me/two-step/', access, { setup_token: 'x', code: '12ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ code: ['invalid_format'] });
  });
});

describe('signing in with two-step on', () => {
  it('asks for the code after the password, with no session until the code is right', async () => {
    const user = await server.createUser('CTO');
    const { secret } = await turnOn(user);
    const response = await login(user.email);
    expect(response.json()).toEqual({ two_step: 'code', challenge: expect.any(String) });
    expect(cookiesOf(response).refresh_token).toBeUndefined();
    const { challenge } = response.json();

    const wrong = await secondStep({ challenge, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: ['two_step_code_invalid'] });

    const code = await codeFor(secret);
    const right = await secondStep({ challenge, code });
    expect(right.statusCode).toBe(200);
    expect(right.json().access).toEqual(expect.any(String));
    expect(cookiesOf(right).refresh_token?.value).toEqual(expect.any(String));
    // The same code a second time (seen over a shoulder) is refused, even in a new sign-in.
    const again = await secondStep({ challenge: (await challengeOf(user.email)).challenge, code });
    expect(again.json().errors).toEqual({ code: ['two_step_code_invalid'] });
  });

  it('takes each recovery code once, in any case and with or without its dashes', async () => {
    const user = await server.createUser('DEV');
    const { recoveryCodes } = await turnOn(user);
    const typed = recoveryCodes[3]!.toUpperCase().replace(/-/g, ' ');
    const first = await secondStep({ challenge: (await challengeOf(user.email)).challenge, recovery_code: typed });
    expect(first.statusCode).toBe(200);
    const second = await secondStep({ challenge: (await challengeOf(user.email)).challenge, recovery_code: recoveryCodes[3] });
    expect(second.json().errors).toEqual({ recovery_code: ['recovery_code_invalid'] });
    const { access } = first.json();
    expect((await call('GET', '/api/v1/users/me/two-step/', access)).json().recovery_codes_left).toBe(9);
  });

  it('refuses a challenge that is forged, expired, an access token, or made before a new password', async () => {
    const user = await server.createUser('DEV');
    const { secret } = await turnOn(user);
    const { challenge } = await challengeOf(user.email);
    const { access } = await signIn(server.app, (await server.createUser('DEV')).email);
    for (const token of ['forged', access, `${challenge.slice(0, -2)}xx`]) {
      const refused = await secondStep({ challenge: token, code: await codeFor(secret) });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('two_step_expired');
    }
    now = new Date(now.getTime() + 301_000);
    expect((await secondStep({ challenge, code: await codeFor(secret) })).json().code).toBe('two_step_expired');

    const fresh = (await challengeOf(user.email)).challenge;
    await server.database.db.update(users).set({ passwordHash: 'changed' }).where(eq(users.id, user.id));
    expect((await secondStep({ challenge: fresh, code: await codeFor(secret) })).json().code).toBe('two_step_expired');
  });

  it('takes five codes per sign-in window, then answers 429', async () => {
    const user = await server.createUser('DEV');
    await turnOn(user);
    const { challenge } = await challengeOf(user.email);
    for (let i = 0; i < 5; i += 1) expect((await secondStep({ challenge, code: '000000' })).statusCode).toBe(400);
    const limited = await secondStep({ challenge, code: '000000' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('asks for the code after a password reset too: a reset code alone does not sign in', async () => {
    const user = await server.createUser('DEV');
    await turnOn(user);
    const code = await issueResetCode(server.database.db, server.config.jwtSecret, user.id, now);
    const reset = await call('POST', '/api/v1/users/verify-code/', undefined, { email: user.email, code, new_password: 'a new passw0rd' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ two_step: 'code', challenge: expect.any(String) });
    expect(cookiesOf(reset).refresh_token).toBeUndefined();
  });

  it('needs one of a code or a recovery code, not both or neither', async () => {
    for (const payload of [{ challenge: 'x' }, { challenge: 'x', code: '123456', recovery_code: 'abcd-efgh-jkmn' }]) {
      const response = await secondStep(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ code: ['required'] });
    }
  });
});

describe('turning it off, and new recovery codes', () => {
  it('takes the password; sign-in then asks for no code; the owner is told', async () => {
    const user = await server.createUser('DEV');
    const { access } = await turnOn(user);
    expect((await call('POST', '/api/v1/users/me/two-step/disable/', access, { password: 'wrong' })).statusCode).toBe(400);
    const off = await call('POST', '/api/v1/users/me/two-step/disable/', access, { password: TEST_PASSWORD });
    expect(off.statusCode).toBe(200);
    expect((await login(user.email)).json().access).toEqual(expect.any(String));
    expect((await server.sentEmails(user.email)).at(-1)!.subject).toBe('Two-step sign-in is off for your Lato account');
  });

  it('makes a new set that replaces the old one', async () => {
    const user = await server.createUser('DEV');
    const { recoveryCodes } = await turnOn(user);
    const { access } = await secondStep({ challenge: (await challengeOf(user.email)).challenge, recovery_code: recoveryCodes[0] }).then(
      (r) => r.json(),
    );
    const renewed = await call('POST', '/api/v1/users/me/two-step/recovery-codes/', access, { password: TEST_PASSWORD });
    expect(renewed.json().recovery_codes).toHaveLength(10);
    const old = await secondStep({ challenge: (await challengeOf(user.email)).challenge, recovery_code: recoveryCodes[1] });
    expect(old.json().errors).toEqual({ recovery_code: ['recovery_code_invalid'] });
    const fresh = await secondStep({
      challenge: (await challengeOf(user.email)).challenge,
      recovery_code: renewed.json().recovery_codes[0],
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses new recovery codes while two-step is off', async () => {
    const { access } = await signIn(server.app, (await server.createUser('DEV')).email);
    const refused = await call('POST', '/api/v1/users/me/two-step/recovery-codes/', access, { password: TEST_PASSWORD });
    expect(refused.json().errors).toEqual({ non_field_errors: ['two_step_off'] });
  });
});

describe("a manager turning off someone's two-step sign-in", () => {
  it('is for a manager who outranks them; the person is told', async () => {
    const dev = await server.createUser('DEV');
    await turnOn(dev);
    const cto = await signIn(server.app, (await server.createUser('CTO')).email);
    const reset = await call('POST', `/api/v1/users/users/${dev.id}/reset-two-step/`, cto.access);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().two_step_enabled).toBe(false);
    expect((await login(dev.email)).json().access).toEqual(expect.any(String));
    expect((await server.sentEmails(dev.email)).at(-1)!.subject).toBe('Two-step sign-in was turned off for your Lato account');
  });

  it('answers 401, 403 to a DEV and to a peer, and 404 for nobody', async () => {
    const target = await server.createUser('PM_DEV');
    expect((await call('POST', `/api/v1/users/users/${target.id}/reset-two-step/`)).statusCode).toBe(401);
    const dev = await signIn(server.app, (await server.createUser('DEV')).email);
    expect((await call('POST', `/api/v1/users/users/${target.id}/reset-two-step/`, dev.access)).statusCode).toBe(403);
    const peer = await signIn(server.app, (await server.createUser('PM_CLIENT')).email);
    const byPeer = await call('POST', `/api/v1/users/users/${target.id}/reset-two-step/`, peer.access);
    expect(byPeer.statusCode).toBe(400);
    expect(byPeer.json().errors).toEqual({ non_field_errors: ['outrank_needed'] });
    const ceo = await signIn(server.app, (await server.createUser('CEO')).email);
    expect((await call('POST', '/api/v1/users/users/999999/reset-two-step/', ceo.access)).statusCode).toBe(404);
  });
});

describe("the CEO's rule: two-step sign-in required of staff", () => {
  it("is the CEO's to read and set: 401, 403 to the CTO, 400 for a bad body", async () => {
    expect((await call('GET', '/api/v1/security-settings/')).statusCode).toBe(401);
    const cto = await signIn(server.app, (await server.createUser('CTO')).email);
    expect((await call('PUT', '/api/v1/security-settings/', cto.access, { two_step_required_for_staff: true })).statusCode).toBe(403);
    const ceo = await signIn(server.app, (await server.createUser('CEO')).email);
    expect((await call('GET', '/api/v1/security-settings/', ceo.access)).json()).toEqual({ two_step_required_for_staff: false });
    const bad = await call('PUT', '/api/v1/security-settings/', ceo.access, { two_step_required_for_staff: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  it('makes staff set the app up at their next sign-in, and cannot be turned off by them; clients are not asked', async () => {
    const ceo = await signIn(server.app, (await server.createUser('CEO')).email);
    const set = await call('PUT', '/api/v1/security-settings/', ceo.access, { two_step_required_for_staff: true });
    expect(set.json()).toEqual({ two_step_required_for_staff: true });
    const [rule] = await server.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'sign_in_rules_changed'));
    expect(rule!.details).toEqual({ two_step_required_for_staff: true });
    try {
      const dev = await server.createUser('DEV');
      const challenge = await challengeOf(dev.email);
      expect(challenge.two_step).toBe('setup');
      expect(challenge.setup!.qr_code).toMatch(/^data:image\/svg\+xml/);
      const done = await secondStep({ challenge: challenge.challenge, code: await codeFor(challenge.setup!.secret) });
      expect(done.statusCode).toBe(200);
      expect(done.json().recovery_codes).toHaveLength(10);
      const { access } = done.json();
      expect((await call('GET', '/api/v1/users/me/', access)).json().two_step_enabled).toBe(true);
      const status = await call('GET', '/api/v1/users/me/two-step/', access);
      expect(status.json()).toMatchObject({ enabled: true, required: true });
      const off = await call('POST', '/api/v1/users/me/two-step/disable/', access, { password: TEST_PASSWORD });
      expect(off.json().errors).toEqual({ non_field_errors: ['two_step_required'] });

      const client = await server.createUser('CLIENT');
      expect((await login(client.email)).json().access).toEqual(expect.any(String));
    } finally {
      await call('PUT', '/api/v1/security-settings/', ceo.access, { two_step_required_for_staff: false });
    }
  });
});

describe('the demo login with two-step sign-in', () => {
  it('signs in with a code from its public key, or one of its recovery codes', async () => {
    await twoStepSeed.run(server.database.db, { storage: server.app.storage, twoStepSecrets: server.app.twoStep.secrets });
    const { challenge } = await challengeOf(DEMO_TWO_STEP_LOGIN.email, DEMO_PASSWORD);
    const signedIn = await secondStep({ challenge, code: await codeFor(DEMO_TWO_STEP_KEY) });
    expect(signedIn.statusCode).toBe(200);
    const withRecovery = await secondStep({
      challenge: (await challengeOf(DEMO_TWO_STEP_LOGIN.email, DEMO_PASSWORD)).challenge,
      recovery_code: DEMO_RECOVERY_CODES[9],
    });
    expect(withRecovery.statusCode).toBe(200);
  });
});
