import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { decodeJwt } from 'jose';
import { limitCounters, outboxEmails, passwordResetCodes, users } from '@server/db/schema';
import { cookiesOf, refreshWith, signIn, startTestServer, TEST_PASSWORD, type TestServer } from '@server/test/harness';
import { checkResetCode } from './reset-codes';

let now = new Date('2026-11-22T09:00:00Z');
const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ logLevel: 'warn' }, { clock: () => now, logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => server.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url, payload, headers, cookies, remoteAddress: '198.51.100.4' });
const register = (body: object) => post('/api/v1/users/register/', body);
const forgot = (email: string, language?: string) => post('/api/v1/users/forgot-password/', { email, language });
const verify = (email: string, code: string, newPassword = 'brand-new-pass-1') =>
  post('/api/v1/users/verify-code/', { email, code, new_password: newPassword });
const newcomer = () => ({
  full_name: 'Mara Quintero',
  email: `mara.${Math.random().toString(36).slice(2, 8)}@shop.test`,
  password: 'my-shop-2026',
  accept_terms: true,
});

/** The code of the newest reset-code e-mail the development outbox holds for `email`. */
async function codeFor(email: string): Promise<string> {
  const codes = (await server.sentEmails(email)).flatMap((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? []);
  return codes.at(-1)!;
}
/** E-mail goes out from a job: waits for it, then checks how many `email` has received. */
const waitForMail = async (email: string, count: number) => {
  await server.app.jobs.settled();
  expect(await server.database.db.$count(outboxEmails, eq(outboxEmails.recipient, email))).toBe(count);
};

describe('POST /api/v1/users/register/ and register/confirm/', () => {
  const confirm = (email: string, code: string) => post('/api/v1/users/register/confirm/', { email, code });

  it('sends a code to the address, and makes the active client account and signs it in only when the code comes back', async () => {
    const person = newcomer();
    const response = await register({ ...person, language: 'es' });
    expect(response.statusCode).toBe(200);
    // No account yet: the address is not proved.
    expect(await server.database.db.$count(users, eq(users.email, person.email))).toBe(0);
    await expect(signIn(server.app, person.email, person.password)).rejects.toThrow('401');
    await waitForMail(person.email, 1);
    const [mail] = await server.sentEmails(person.email);
    expect(mail!.subject).toMatch(/^Tu código para crear la cuenta de Lato: \d{6}$/);
    const confirmed = await confirm(person.email.toUpperCase(), await codeFor(person.email));
    expect(confirmed.statusCode).toBe(201);
    expect(decodeJwt(confirmed.json().access)).toMatchObject({ email: person.email, role: 'CLIENT', full_name: 'Mara Quintero' });
    const cookies = cookiesOf(confirmed);
    expect(cookies.refresh_token?.httpOnly).toBe(true);
    expect((await refreshWith(server.app, cookies.refresh_token!.value, cookies.csrftoken!.value)).statusCode).toBe(200);
    const [row] = await server.database.db.select().from(users).where(eq(users.email, person.email));
    expect(row).toMatchObject({ role: 'CLIENT', isActive: true, preferredLanguage: 'es' });
    // Signing up opens a business of their own, which they own.
    const businesses = await server.app.inject({
      method: 'GET',
      url: '/api/v1/organisations/mine/',
      headers: { authorization: `Bearer ${confirmed.json().access}` },
    });
    expect(businesses.json()).toEqual([expect.objectContaining({ name: 'Mara Quintero', role: 'owner' })]);
    expect((await signIn(server.app, person.email, person.password)).access).toBeTruthy();
    // The code worked once.
    expect((await confirm(person.email, await codeFor(person.email))).json().errors).toEqual({ code: ['code_invalid'] });
  });

  it('refuses wrong codes until five are spent, and an expired code, making no account', async () => {
    const person = newcomer();
    await register(person);
    await waitForMail(person.email, 1);
    const code = await codeFor(person.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expect((await confirm(person.email, wrong)).json().errors).toEqual({ code: ['code_invalid'] });
    expect((await confirm(person.email, wrong)).json().errors).toEqual({ code: ['code_used_up'] });
    expect((await confirm(person.email, code)).json().errors).toEqual({ code: ['code_used_up'] });
    const late = newcomer();
    await register(late);
    await waitForMail(late.email, 1);
    const lateCode = await codeFor(late.email);
    const then = now;
    now = new Date(now.getTime() + 31 * 60_000);
    try {
      expect((await confirm(late.email, lateCode)).json().errors).toEqual({ code: ['code_expired'] });
    } finally {
      now = then;
    }
    expect(await server.database.db.$count(users, eq(users.email, person.email))).toBe(0);
    expect(await server.database.db.$count(users, eq(users.email, late.email))).toBe(0);
  });

  it('answers the same for an address with an account, tells its owner instead, and never makes a second account', async () => {
    const owner = await server.createUser('CLIENT', { fullName: 'Olga Ruiz', email: 'olga@shop.test' });
    const taken = await register({ ...newcomer(), email: 'OLGA@shop.test' });
    const free = await register(newcomer());
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(free.json());
    await waitForMail(owner.email, 1);
    const [notice] = await server.sentEmails(owner.email);
    expect(notice!.subject).toBe('Someone tried to create a Lato account with your e-mail');
    expect(notice!.text).not.toMatch(/\b\d{6}\b/);
    // Its tries run out as a free address's do; no code makes a second account.
    const tries = [];
    for (let i = 0; i < 6; i += 1) tries.push((await confirm(owner.email, '123456')).json().errors.code[0]);
    expect(tries).toEqual(['code_invalid', 'code_invalid', 'code_invalid', 'code_invalid', 'code_used_up', 'code_used_up']);
    expect(await server.database.db.$count(users, eq(users.email, owner.email))).toBe(1);
  });

  it('answers 400 on a malformed code or e-mail', async () => {
    expect((await confirm('not-an-email', '123456')).json().errors).toEqual({ email: ['invalid_email'] });
    expect((await confirm('a@shop.test', '12ab')).statusCode).toBe(400);
  });

  it('answers 400 on each field that breaks its rule, and creates nobody', async () => {
    const before = await server.database.db.$count(users);
    const cases: [object, Record<string, string[]>][] = [
      [{ ...newcomer(), full_name: ' ' }, { full_name: ['required'] }],
      [{ ...newcomer(), email: 'not-an-email' }, { email: ['invalid_email'] }],
      [{ ...newcomer(), password: 'onlyletters' }, { password: ['weak_password'] }],
      [{ ...newcomer(), password: 'a1' }, { password: ['too_short'] }],
      [{ ...newcomer(), accept_terms: false }, { accept_terms: ['terms_required'] }],
      [{ full_name: 'X', email: 'x@shop.test', password: 'pass-word-1' }, { accept_terms: ['required'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await register(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await server.database.db.$count(users)).toBe(before);
  });
});

describe('POST /api/v1/users/forgot-password/', () => {
  it('answers the same for an e-mail with an account and one without, and mails only the first', async () => {
    const user = await server.createUser('PM_DEV');
    const known = await forgot(user.email);
    const unknown = await forgot('nobody.here@agency.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    await waitForMail(user.email, 1);
    expect(await server.database.db.$count(outboxEmails, eq(outboxEmails.recipient, 'nobody.here@agency.test'))).toBe(0);
    // The code is in the e-mail, and nowhere else in clear: not the log, the outbox's columns or the job queue.
    const code = await codeFor(user.email);
    expect(lines.filter((l) => l.includes(code))).toEqual([]);
    const [kept] = await server.database.db.select().from(outboxEmails).where(eq(outboxEmails.recipient, user.email));
    expect(JSON.stringify(kept)).not.toContain(code);
    const queued = await server.database.executeSql("SELECT data::text AS data FROM pgboss.job WHERE name = 'send-email'", []);
    expect(queued.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(queued.rows)).not.toContain(code);
  });

  it('writes the e-mail in the language asked for', async () => {
    const user = await server.createUser('DEV');
    await forgot(user.email, 'es');
    await waitForMail(user.email, 1);
    const [mail] = await server.sentEmails(user.email);
    expect(mail!.subject).toMatch(/^Tu código para restablecer la contraseña de Lato: \d{6}$/);
  });
});

describe('POST /api/v1/users/verify-code/', () => {
  it('sets the new password with the right code, ends every other session, and signs in', async () => {
    const user = await server.createUser('CTO');
    const elsewhere = await signIn(server.app, user.email);
    await forgot(user.email);
    await waitForMail(user.email, 1);
    const response = await verify(user.email, await codeFor(user.email), 'reset-and-ready-9');
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().access)).toMatchObject({ user_id: user.id });
    expect(cookiesOf(response).refresh_token?.value).toBeTruthy();
    expect((await refreshWith(server.app, elsewhere.refresh, elsewhere.xsrf)).statusCode).toBe(401);
    await expect(signIn(server.app, user.email, TEST_PASSWORD)).rejects.toThrow('401');
    expect((await signIn(server.app, user.email, 'reset-and-ready-9')).access).toBeTruthy();
    await server.app.jobs.settled();
    expect((await server.sentEmails(user.email)).at(-1)!.subject).toBe('Your Lato password was changed');
    // A code works once.
    expect((await verify(user.email, await codeFor(user.email))).json().errors).toEqual({ code: ['code_invalid'] });
  });

  it('counts wrong tries and gives up after five', async () => {
    const user = await server.createUser('DEV');
    await forgot(user.email);
    await waitForMail(user.email, 1);
    const code = await codeFor(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expect((await verify(user.email, wrong)).json().errors).toEqual({ code: ['code_invalid'] });
    expect((await verify(user.email, wrong)).json().errors).toEqual({ code: ['code_used_up'] });
    // Even the right code is refused now; a new request gives a new one.
    expect((await verify(user.email, code)).json().errors).toEqual({ code: ['code_used_up'] });
    await forgot(user.email);
    await waitForMail(user.email, 2);
    expect((await verify(user.email, await codeFor(user.email))).statusCode).toBe(200);
  });

  /** A reset code mailed to a new person, and a code that is not it. */
  async function personWithCode() {
    const user = await server.createUser('DEV');
    await forgot(user.email);
    await waitForMail(user.email, 1);
    const code = await codeFor(user.email);
    return { user, code, wrong: code === '000000' ? '111111' : '000000' };
  }
  const triesLeft = async (userId: number) =>
    (await server.database.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, userId)))[0]!.triesLeft;

  it('spends a try before comparing: of forty wrong codes at once, at most five are compared', async () => {
    const { user, code, wrong } = await personWithCode();
    const { db } = server.database;
    const checks = await Promise.all(Array.from({ length: 40 }, () => checkResetCode(db, server.config.jwtSecret, user.id, wrong, now)));
    // Four tries leave some, the fifth spends the last; the other 35 found none and compared nothing.
    expect(checks.filter((c) => c === 'wrong')).toHaveLength(4);
    expect(checks.filter((c) => c === 'used_up')).toHaveLength(36);
    expect(await triesLeft(user.id)).toBe(0);
    expect(await checkResetCode(db, server.config.jwtSecret, user.id, code, now)).toBe('used_up');
  });

  it('counts concurrent wrong codes through the call too, with its per-e-mail limit', async () => {
    const { user, code, wrong } = await personWithCode();
    const answers = await Promise.all(Array.from({ length: 40 }, () => verify(user.email, wrong)));
    // The call takes ten tries per e-mail in fifteen minutes, counted at once as well.
    const checked = answers.filter((a) => a.statusCode !== 429);
    expect(checked).toHaveLength(10);
    const errors = checked.map((a) => a.json().errors.code[0]);
    expect(errors.filter((e) => e === 'code_invalid')).toHaveLength(4);
    expect(errors.filter((e) => e === 'code_used_up')).toHaveLength(6);
    expect(await triesLeft(user.id)).toBe(0);
    // With the per-e-mail count set aside, the right code is refused as well: the tries are spent.
    await server.database.db.delete(limitCounters);
    expect((await verify(user.email, code)).json().errors).toEqual({ code: ['code_used_up'] });
  });

  it('refuses a code past its ten minutes, and one replaced by a newer request', async () => {
    const user = await server.createUser('DEV');
    await forgot(user.email);
    await waitForMail(user.email, 1);
    const first = await codeFor(user.email);
    now = new Date(now.getTime() + 11 * 60_000);
    expect((await verify(user.email, first)).json().errors).toEqual({ code: ['code_expired'] });
    // A new request replaces the code (asked again in the one-in-a-million case it is the same).
    let second = first;
    for (let mails = 2; second === first && mails < 5; mails += 1) {
      await forgot(user.email);
      await waitForMail(user.email, mails);
      second = await codeFor(user.email);
    }
    expect((await verify(user.email, first)).json().errors).toEqual({ code: ['code_invalid'] });
    expect((await verify(user.email, second)).statusCode).toBe(200);
  });

  it('answers an e-mail without an account as a wrong code', async () => {
    expect((await verify('ghost@agency.test', '123456')).json()).toMatchObject({ code: 'invalid', errors: { code: ['code_invalid'] } });
  });

  it('answers 400 on malformed fields', async () => {
    const response = await post('/api/v1/users/verify-code/', { email: 'x', code: '12ab56', new_password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: ['invalid_email'],
      code: ['invalid_format'],
      new_password: ['too_short', 'weak_password'],
    });
  });
});

describe('limits of the public account calls', () => {
  it('answer 429 with Retry-After past the per-e-mail limit, whether or not the account exists', async () => {
    for (const email of [(await server.createUser('DEV')).email, 'no-account@agency.test']) {
      for (let i = 0; i < 5; i += 1) expect((await forgot(email)).statusCode).toBe(200);
      const blocked = await forgot(email);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('answer 429 past the per-address rate', async () => {
    const limited = await startTestServer({ accountRatePerMinute: 2 });
    const send = () =>
      limited.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password/', payload: { email: `x${Math.random()}@agency.test` } });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
    await limited.close();
  });
});

describe('the reset code by SMTP', () => {
  it('goes to the configured SMTP server', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    const mailing = await startTestServer({
      smtp: { host: '127.0.0.1', port, user: undefined, password: undefined, from: 'Lato <no-reply@lato.test>', tls: 'none' },
    });
    try {
      const user = await mailing.createUser('DEV');
      expect(
        (await mailing.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password/', payload: { email: user.email } })).statusCode,
      ).toBe(200);
      await mailing.app.jobs.settled();
      expect(received).toHaveLength(1);
      expect(received[0]).toContain(`To: ${user.email}`);
      expect(received[0]).toMatch(/Your code to reset your Lato password is \d{6}/);
      expect(await mailing.database.db.$count(outboxEmails)).toBe(0);
    } finally {
      await mailing.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});

describe("each person's own account", () => {
  const authed = async (role: 'CLIENT' | 'DEV' = 'CLIENT') => {
    const user = await server.createUser(role);
    const session = await signIn(server.app, user.email);
    return { user, session, headers: { authorization: `Bearer ${session.access}` } };
  };

  it('keeps the language chosen in the top bar, which the e-mails then follow; 400 for another, 401 without a token', async () => {
    const { user, headers } = await authed('DEV');
    const put = (payload: object, withToken = true) =>
      server.app.inject({ method: 'PUT', url: '/api/v1/users/me/language/', payload, headers: withToken ? headers : {} });
    const chosen = await put({ preferred_language: 'es' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ id: user.id, preferred_language: 'es' });
    await forgot(user.email);
    await waitForMail(user.email, 1);
    expect((await server.sentEmails(user.email))[0]!.subject).toMatch(/^Tu código/);
    expect((await put({ preferred_language: 'fr' })).json().errors).toEqual({ preferred_language: ['invalid_choice'] });
    expect((await put({ preferred_language: 'en' }, false)).statusCode).toBe(401);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.preferredLanguage).toBe('es');
  });

  it('shows and changes the name and language, never the role or the active flag', async () => {
    const { user, headers } = await authed();
    const shown = await server.app.inject({ method: 'GET', url: '/api/v1/users/me/profile/', headers });
    expect(shown.json()).toMatchObject({ id: user.id, role: 'CLIENT', preferred_language: null });
    const form = new FormData();
    for (const [key, value] of Object.entries({ full_name: 'Grace O. Okafor', preferred_language: 'es', role: 'CEO', is_active: 'false' }))
      form.append(key, value);
    const changed = await server.app.inject({ method: 'PUT', url: '/api/v1/users/me/profile/', headers, payload: form });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ full_name: 'Grace O. Okafor', preferred_language: 'es', role: 'CLIENT', is_active: true });
  });

  it('changes the password with the current one, ending the other sessions but not this one', async () => {
    const { user, session, headers } = await authed('DEV');
    const other = await signIn(server.app, user.email);
    const cookies = { refresh_token: session.refresh, csrftoken: session.xsrf };
    const wrong = await post('/api/v1/users/me/password/', { current_password: 'nope', new_password: 'fresh-pass-22' }, headers, cookies);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: ['wrong_password'] });
    const right = await post(
      '/api/v1/users/me/password/',
      { current_password: TEST_PASSWORD, new_password: 'fresh-pass-22' },
      headers,
      cookies,
    );
    expect(right.statusCode).toBe(200);
    expect((await refreshWith(server.app, session.refresh, session.xsrf)).statusCode).toBe(200);
    expect((await refreshWith(server.app, other.refresh, other.xsrf)).statusCode).toBe(401);
    expect((await signIn(server.app, user.email, 'fresh-pass-22')).access).toBeTruthy();
    // The owner is told, in case it was not them.
    await server.app.jobs.settled();
    expect((await server.sentEmails(user.email)).map((mail) => mail.subject)).toEqual(['Your Lato password was changed']);
  });

  it('signs out the other devices and says how many', async () => {
    const { user, session, headers } = await authed('DEV');
    const others = [await signIn(server.app, user.email), await signIn(server.app, user.email)];
    const response = await post('/api/v1/users/me/sign-out-others/', {}, headers, {
      refresh_token: session.refresh,
      csrftoken: session.xsrf,
    });
    expect(response.json()).toEqual({ ended: 2 });
    for (const other of others) expect((await refreshWith(server.app, other.refresh, other.xsrf)).statusCode).toBe(401);
    expect((await refreshWith(server.app, session.refresh, session.xsrf)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/users/me/profile/'],
      ['PUT', '/api/v1/users/me/profile/'],
      ['POST', '/api/v1/users/me/password/'],
      ['POST', '/api/v1/users/me/sign-out-others/'],
    ] as const) {
      expect((await server.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });
});
