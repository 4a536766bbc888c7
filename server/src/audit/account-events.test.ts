import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@server/db/schema';
import { signIn, startTestServer, TEST_PASSWORD, type TestServer } from '@server/test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (url: string, payload: object, token?: string) =>
  server.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'user-agent': 'AuditProbe/1.0', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress: '198.51.100.7',
  });
const events = async () =>
  (await server.database.db.select().from(auditEvents).orderBy(asc(auditEvents.id))).map((e) => ({
    action: e.action,
    actor: e.actorEmail,
    target: e.targetLabel,
    details: e.details,
    ip: e.ip,
  }));

describe('the audit log of sign-ins and of people’s own account changes', () => {
  it('records sign-ins and failures, a password change, a reset and signing out other devices; never a password or code', async () => {
    const person = await server.createUser('DEV', { email: 'nadia@agency.test' });
    await post('/api/v1/users/login/', { email: 'nobody@agency.test', password: 'guess-123' });
    await post('/api/v1/users/login/', { email: person.email, password: 'wrong-password-1' });
    const token = (await post('/api/v1/users/login/', { email: person.email, password: TEST_PASSWORD })).json().access as string;
    await post('/api/v1/users/me/password/', { current_password: TEST_PASSWORD, new_password: 'brand-new-pass-7' }, token);
    await post('/api/v1/users/me/sign-out-others/', {}, token);
    await post('/api/v1/users/forgot-password/', { email: person.email });
    await server.app.jobs.settled();
    const code = /\b(\d{6})\b/.exec((await server.sentEmails(person.email)).at(-1)!.text)![1]!;
    await post('/api/v1/users/verify-code/', { email: person.email, code, new_password: 'after-reset-pass-8' });

    const log = await events();
    expect(log.map(({ action, actor, target, details }) => ({ action, actor, target, details }))).toEqual([
      { action: 'sign_in_failed', actor: 'nobody@agency.test', target: null, details: null },
      { action: 'sign_in_failed', actor: person.email, target: null, details: null },
      { action: 'sign_in', actor: person.email, target: null, details: null },
      { action: 'password_changed', actor: person.email, target: person.email, details: null },
      { action: 'sessions_ended', actor: person.email, target: person.email, details: { ended: 0 } },
      { action: 'password_reset', actor: person.email, target: person.email, details: null },
    ]);
    expect(new Set(log.map((e) => e.ip))).toEqual(new Set(['198.51.100.7']));
    const written = JSON.stringify(await server.database.db.select().from(auditEvents));
    for (const secret of [TEST_PASSWORD, 'brand-new-pass-7', 'after-reset-pass-8', 'wrong-password-1', code])
      expect(written).not.toContain(secret);
  });

  it('records the account a sign-up makes once its code proves the address', async () => {
    const email = 'new.client@bakery.test';
    await post('/api/v1/users/register/', { full_name: 'Nora Baker', email, password: 'fresh-bread-24', accept_terms: true });
    await server.app.jobs.settled();
    const code = /\b(\d{6})\b/.exec((await server.sentEmails(email)).at(-1)!.text)![1]!;
    expect((await post('/api/v1/users/register/confirm/', { email, code })).statusCode).toBe(201);
    expect((await events()).at(-1)).toMatchObject({
      action: 'user_created',
      actor: email,
      target: email,
      details: { role: 'CLIENT', by: 'sign-up' },
    });
    expect((await signIn(server.app, email, 'fresh-bread-24')).access).toBeTruthy();
  });
});
