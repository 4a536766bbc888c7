import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '@/api/contract/api';
import { auditEvents, twilioNumbers, users, type UserRow } from '@server/db/schema';
import { defaultSettings } from '@server/src/lato-ai/settings';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { recordAudit } from './record';

let server: TestServer;
const people = {} as Record<'ceo' | 'cto' | 'cfo' | 'pm' | 'dev' | 'client', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;

const EVENTS = '/api/v1/audit/events/';
const EXPORT = '/api/v1/audit/events/export/';

const get = (url: string, who: keyof typeof tokens | null = 'ceo') =>
  server.app.inject({ method: 'GET', url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });

/** Events of the seeded log, at fixed times, oldest first. */
async function seedEvents() {
  const db = server.database.db;
  const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 2, day, hour));
  await db.insert(auditEvents).values([
    { occurredAt: at(1), actorId: people.ceo.id, actorEmail: people.ceo.email, action: 'sign_in', ip: '10.0.0.1' },
    { occurredAt: at(2), actorId: null, actorEmail: 'nobody@example.com', action: 'sign_in_failed', ip: '10.0.0.9' },
    {
      occurredAt: at(3),
      actorId: people.cto.id,
      actorEmail: people.cto.email,
      action: 'role_changed',
      targetType: 'user',
      targetId: people.dev.id,
      targetLabel: people.dev.email,
      details: { from: 'DEV', to: 'PM_DEV' },
    },
    // Written by someone hostile: a target label a spreadsheet would run.
    {
      occurredAt: at(4),
      actorId: people.cto.id,
      actorEmail: people.cto.email,
      action: 'email_changed',
      targetType: 'user',
      targetLabel: '=HYPERLINK("http://evil.test","x")',
    },
    // 23:30 UTC on 4 March: still the 4th in UTC, already the 5th in Madrid (UTC+1).
    { occurredAt: new Date(Date.UTC(2026, 2, 4, 23, 30)), actorId: people.ceo.id, actorEmail: people.ceo.email, action: 'export' },
  ]);
}

beforeAll(async () => {
  server = await startTestServer();
  people.ceo = await server.createUser('CEO', { fullName: 'Ava Moreno', email: 'ava@agency.test' });
  people.cto = await server.createUser('CTO', { fullName: 'Ramón Ortiz', email: 'ramon@agency.test' });
  people.cfo = await server.createUser('CFO');
  people.pm = await server.createUser('PM_CLIENT');
  people.dev = await server.createUser('DEV', { fullName: 'Iker Sanz', email: 'iker@agency.test' });
  people.client = await server.createUser('CLIENT', { fullName: 'Grace Okafor', email: 'grace@okafor.test' });
  for (const key of Object.keys(people) as (keyof typeof people)[]) tokens[key] = (await signIn(server.app, people[key].email)).access;
  // The sign-ins above are in the log too: the tests read the seeded events alone.
  await server.database.db.delete(auditEvents);
  await seedEvents();
});
afterAll(() => server.close());

/** The log's events of one action, newest first, as the table keeps them. */
const eventsOf = (action: string) =>
  server.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action as never))
    .orderBy(auditEvents.id);

describe('GET /api/v1/audit/events/', () => {
  it('lists newest first in pages, with the actor as they are named today', async () => {
    const first = await get(`${EVENTS}?page_size=2`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ count: 5, num_pages: 3, current_page: 1 });
    expect(body.results.map((e: { action: string }) => e.action)).toEqual(['export', 'email_changed']);
    expect(body.results[1]).toMatchObject({ actor_email: 'ramon@agency.test', actor_name: 'Ramón Ortiz' });
    const last = (await get(`${EVENTS}?page_size=2&page=3`)).json();
    expect(last.results).toMatchObject([{ action: 'sign_in', actor_name: 'Ava Moreno', ip: '10.0.0.1' }]);
    expect((await get(`${EVENTS}?page_size=2&page=4`)).statusCode).toBe(404);
  });

  it('filters by one action or several, by actor name or e-mail, by target and by dates', async () => {
    const actions = async (query: string) => (await get(`${EVENTS}?${query}`)).json().results.map((e: { action: string }) => e.action);
    expect(await actions('action=sign_in')).toEqual(['sign_in']);
    expect(await actions('action=sign_in&action=sign_in_failed')).toEqual(['sign_in_failed', 'sign_in']);
    // The name is searched without its accent; the e-mail of someone with no account still is.
    expect(await actions('actor=ramon')).toEqual(['email_changed', 'role_changed']);
    expect(await actions('actor=nobody@')).toEqual(['sign_in_failed']);
    expect(await actions('target=iker')).toEqual(['role_changed']);
    expect(await actions('date_from=2026-03-02&date_to=2026-03-03')).toEqual(['role_changed', 'sign_in_failed']);
    expect(await actions('date_from=2026-03-04&date_to=2026-03-04')).toEqual(['export', 'email_changed']);
    // In Madrid (UTC+1 in March) the export happened on the 5th.
    expect(await actions('date_from=2026-03-05&time_zone=Europe/Madrid')).toEqual(['export']);
    expect(await actions('action=role_changed&actor=ava')).toEqual([]);
  });

  it('answers 400 with the field for a bad filter', async () => {
    const errors = async (query: string) => {
      const answer = await get(`${EVENTS}?${query}`);
      expect(answer.statusCode).toBe(400);
      return Object.keys(answer.json().errors);
    };
    expect(await errors('action=drop_table')).toEqual(['action.0']);
    expect(await errors('date_from=2026-13-01')).toEqual(['date_from']);
    expect(await errors('date_from=2026-03-05&date_to=2026-03-01')).toEqual(['date_to']);
    expect(await errors('time_zone=Mars/Olympus')).toEqual(['time_zone']);
    expect(await errors('page_size=1000')).toEqual(['page_size']);
    expect(await errors(`actor=${'a'.repeat(101)}`)).toEqual(['actor']);
  });

  it('is for the CEO and the CTO only', async () => {
    expect((await get(EVENTS, 'cto')).statusCode).toBe(200);
    for (const who of ['pm', 'dev', 'client', 'cfo'] as const) {
      expect((await get(EVENTS, who)).statusCode).toBe(403);
      expect((await get(EXPORT, who)).statusCode).toBe(403);
    }
    expect((await get(EVENTS, null)).statusCode).toBe(401);
    expect((await get(EXPORT, null)).statusCode).toBe(401);
  });

  it('has no call that adds, edits or removes an event', async () => {
    const auditCalls = ALL_ENDPOINTS.filter((endpoint) => endpoint.path.startsWith('/api/v1/audit/'));
    expect(auditCalls.map((endpoint) => endpoint.method)).toEqual(['GET', 'GET']);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [EVENTS, `${EVENTS}1/`, EXPORT]) {
        const answer = await server.app.inject({ method, url, headers: { authorization: `Bearer ${tokens.ceo}` }, payload: {} });
        expect([404, 405]).toContain(answer.statusCode);
      }
    }
  });
});

describe('GET /api/v1/audit/events/export/', () => {
  it('answers the same filter as CSV with formula cells defused, and logs the export', async () => {
    const answer = await get(`${EXPORT}?action=email_changed&action=sign_in`, 'cto');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toContain('audit-log.csv');
    const lines = answer.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('occurred_at,actor_email,actor_name,action,target_type,target_id,target_label,details,ip,user_agent');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.test"",""x"")",`);
    expect(lines[2]).toContain('ava@agency.test,Ava Moreno,sign_in');
    const [logged] = await eventsOf('export').then((rows) => rows.filter((row) => row.actorId === people.cto.id));
    expect(logged).toMatchObject({ targetType: 'audit_log', details: { rows: 2, actions: ['email_changed', 'sign_in'] } });
  });

  it('answers 400 for a bad filter', async () => {
    expect((await get(`${EXPORT}?action=nope`)).statusCode).toBe(400);
  });
});

describe('events the other areas record', () => {
  const form = (values: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.append(key, value);
    return data;
  };

  it('a role change and a deactivation by the CEO, with who, whom, from where', async () => {
    const person = await server.createUser('DEV', { fullName: 'Lena Vogel', email: 'lena@agency.test' });
    const answer = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/users/users/${person.id}/`,
      headers: { authorization: `Bearer ${tokens.ceo}`, 'user-agent': `  Probe/1.0 ${'x'.repeat(500)}` },
      payload: form({ full_name: 'Lena Vogel', email: 'lena@agency.test', role: 'PM_DEV', is_active: 'false' }),
    });
    expect(answer.statusCode).toBe(200);
    const [role] = (await eventsOf('role_changed')).filter((row) => row.targetId === person.id);
    expect(role).toMatchObject({
      actorId: people.ceo.id,
      actorEmail: 'ava@agency.test',
      targetType: 'user',
      targetLabel: 'lena@agency.test',
      details: { from: 'DEV', to: 'PM_DEV' },
      ip: '127.0.0.1',
    });
    expect(role!.userAgent).toMatch(/^Probe\/1\.0 x+$/);
    expect(role!.userAgent!.length).toBe(300);
    expect((await eventsOf('deactivated')).filter((row) => row.targetId === person.id)).toHaveLength(1);
    // Saving again with nothing changed records nothing.
    const again = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/users/users/${person.id}/`,
      headers: { authorization: `Bearer ${tokens.ceo}` },
      payload: form({ full_name: 'Lena Vogel', email: 'lena@agency.test', role: 'PM_DEV', is_active: 'false' }),
    });
    expect(again.statusCode).toBe(200);
    expect((await eventsOf('role_changed')).filter((row) => row.targetId === person.id)).toHaveLength(1);
  });

  it('a reset code a manager sends, without the code', async () => {
    const person = await server.createUser('DEV', { email: 'reset.me@agency.test' });
    const answer = await server.app.inject({
      method: 'POST',
      url: `/api/v1/users/users/${person.id}/send-password-reset/`,
      headers: { authorization: `Bearer ${tokens.pm}` },
    });
    expect(answer.statusCode).toBe(200);
    const [sent] = (await eventsOf('password_reset_sent')).filter((row) => row.targetId === person.id);
    expect(sent).toMatchObject({ actorId: people.pm.id, targetLabel: 'reset.me@agency.test', details: {} });
  });

  it("a number's settings: the changed fields' names, not their values", async () => {
    const [number] = await server.database.db
      .insert(twilioNumbers)
      .values({ phoneNumber: '+14155550199', friendlyName: 'Okafor Dental', organisationId: await server.organisationOf(people.client) })
      .returning();
    const put = (greeting: string) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/v1/calls_service/settings/${number!.id}/`,
        headers: { authorization: `Bearer ${tokens.client}` },
        payload: { ...defaultSettings({ friendlyName: 'Okafor Dental' }), greeting, sms_auto_reply: false },
      });
    expect((await put('Secret greeting')).statusCode).toBe(200);
    const changed = (await eventsOf('settings_changed')).filter((row) => row.targetId === number!.id);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ actorId: people.client.id, targetType: 'number', targetLabel: '+14155550199' });
    expect(changed[0]!.details).toEqual({ fields: ['greeting', 'sms_auto_reply'] });
    expect(JSON.stringify(changed[0])).not.toContain('Secret greeting');
    expect((await put('Secret greeting')).statusCode).toBe(200);
    expect((await eventsOf('settings_changed')).filter((row) => row.targetId === number!.id)).toHaveLength(1);
  });

  it('keeps no secret a caller passes by mistake, and keeps the e-mail when the account goes', async () => {
    const person = await server.createUser('DEV', { email: 'gone@agency.test' });
    await recordAudit(server.database.db, null, {
      action: 'password_changed',
      actor: person,
      target: { type: 'user', id: person.id, label: person.email },
      details: { password: 'hunter22', resetCode: '303927', access_token: 'x', kept: 'yes' },
    });
    await server.database.db.delete(users).where(eq(users.id, person.id));
    const [kept] = (await eventsOf('password_changed')).filter((row) => row.targetId === person.id);
    expect(kept).toMatchObject({ actorId: null, actorEmail: 'gone@agency.test', details: { kept: 'yes' }, ip: null });
  });
});
