import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { auditEvents, invitations, users, type UserRow } from '@server/db/schema';
import { cookiesOf, refreshWith, signIn, startTestServer, type TestServer } from '@server/test/harness';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far the server's clock runs ahead of the real one (an invitation let expire). */
let ahead = 0;
const lines: string[] = [];
let server: TestServer;
let tokens: Record<'ceo' | 'pm' | 'dev' | 'client', string>;
let cto: UserRow;

beforeAll(async () => {
  // At the debug level every request is logged: none may carry a link's token.
  server = await startTestServer(
    { logLevel: 'debug' },
    { clock: () => new Date(Date.now() + ahead), logStream: { write: (line) => void lines.push(line) } },
  );
  const signedIn = async (role: UserRow['role']) => (await signIn(server.app, (await server.createUser(role)).email)).access;
  tokens = { ceo: await signedIn('CEO'), pm: await signedIn('PM_CLIENT'), dev: await signedIn('DEV'), client: await signedIn('CLIENT') };
  cto = await server.createUser('CTO');
});
afterAll(() => server.close());

const bearer = (who: keyof typeof tokens | null) => (who ? { authorization: `Bearer ${tokens[who]}` } : {});

/** Adds a person as `who` through the add-user form's call. */
function addPerson(values: Record<string, string>, who: keyof typeof tokens | null = 'ceo') {
  const form = new FormData();
  const person = { full_name: 'Noa Ferrer', email: `noa.${Math.random().toString(36).slice(2, 8)}@agency.test`, role: 'DEV', ...values };
  for (const [key, value] of Object.entries(person)) form.append(key, value);
  return server.app.inject({ method: 'POST', url: '/api/v1/users/users/', headers: bearer(who), payload: form });
}
const resend = (id: number | string, who: keyof typeof tokens | null = 'ceo', body: object = {}) =>
  server.app.inject({ method: 'POST', url: `/api/v1/users/users/${id}/resend-invitation/`, headers: bearer(who), payload: body });
const lookUp = (token: string) => server.app.inject({ method: 'GET', url: `/api/v1/users/invitation/?token=${encodeURIComponent(token)}` });
const accept = (token: string, password = 'chosen-by-noa-1') =>
  server.app.inject({ method: 'POST', url: '/api/v1/users/invitation/accept/', payload: { token, password } });

/** The newest invitation e-mail to `email`, and the link's token. */
async function invitationTo(email: string) {
  await server.app.jobs.settled();
  const mail = (await server.sentEmails(email)).at(-1)!;
  const link = /(\S+)\/accept-invitation\?token=([\w-]+)/.exec(mail.text)!;
  return { mail, base: link[1]!, token: link[2]! };
}
const actionsOn = async (id: number) =>
  (await server.database.db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.targetId, id))).map(
    (e) => e.action,
  );

describe('an invitation from adding a person to their first sign-in', () => {
  it('e-mails a link; it shows whom it invites, sets their own password, signs them in, and works once', async () => {
    const created = await addPerson({ full_name: 'Noa Ferrer', email: 'noa@agency.test' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: 'noa@agency.test', invitation_pending: true });
    const { mail, base, token } = await invitationTo('noa@agency.test');
    expect(mail.subject).toBe('You are invited to Lato');
    // No public address configured: the link leads where the manager's request came.
    expect(base).toBe('http://localhost:80');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const invited = await lookUp(token);
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toEqual({ email: 'noa@agency.test', full_name: 'Noa Ferrer' });

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(201);
    expect(decodeJwt(accepted.json().access)).toMatchObject({ email: 'noa@agency.test', role: 'DEV' });
    const cookies = cookiesOf(accepted);
    expect(cookies.refresh_token?.httpOnly).toBe(true);
    expect((await refreshWith(server.app, cookies.refresh_token!.value, cookies.csrftoken!.value)).statusCode).toBe(200);

    // Used: the same link is not found, and accepting it again changes nothing.
    expect((await lookUp(token)).statusCode).toBe(404);
    const again = await accept(token, 'taken-over-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ token: ['invitation_invalid'] });
    expect((await signIn(server.app, 'noa@agency.test', 'chosen-by-noa-1')).access).toBeTruthy();
    await expect(signIn(server.app, 'noa@agency.test', 'taken-over-2')).rejects.toThrow('401');

    const id = created.json().id as number;
    const person = await server.app.inject({ method: 'GET', url: `/api/v1/users/users/${id}/`, headers: bearer('ceo') });
    expect(person.json().invitation_pending).toBe(false);
    expect(await server.database.db.$count(invitations, eq(invitations.userId, id))).toBe(0);
    expect(await actionsOn(id)).toEqual(['user_created', 'invitation_sent', 'invitation_accepted']);
  });

  it("writes in the person's language, else the one the manager asked in", async () => {
    await addPerson({ email: 'lola@agency.test', full_name: 'Lola Gil', language: 'es' });
    const { mail } = await invitationTo('lola@agency.test');
    expect(mail.subject).toBe('Te han invitado a Lato');
    expect(mail.text).toMatch(/^Hola, Lola Gil:/);
    expect(mail.text).toContain('caduca en 7 días');
  });

  it('keeps the token out of every log line and every table: only its hash is stored', async () => {
    const created = await addPerson({ email: 'quiet@agency.test' });
    const { token } = await invitationTo('quiet@agency.test');
    const [stored] = await server.database.db.select().from(invitations).where(eq(invitations.userId, created.json().id));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    await lookUp(token);
    await accept(token, 'x');
    expect((await accept(token)).statusCode).toBe(201);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(token);
    const { rows: tables } = await server.database.executeSql(
      "SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')",
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const { name } of tables) {
      const { rows } = await server.database.executeSql(`SELECT count(*)::int AS n FROM ${String(name)} t WHERE strpos(t::text, $1) > 0`, [
        token,
      ]);
      expect(rows[0]!.n, String(name)).toBe(0);
    }
  });

  it('leads to the configured public address when there is one', async () => {
    const other = await startTestServer({ publicBaseUrl: 'https://lato.example.com' });
    try {
      const ceo = await other.createUser('CEO');
      const form = new FormData();
      for (const [key, value] of Object.entries({ full_name: 'Ona Puig', email: 'ona@agency.test', role: 'CLIENT' }))
        form.append(key, value);
      const access = (await signIn(other.app, ceo.email)).access;
      await other.app.inject({
        method: 'POST',
        url: '/api/v1/users/users/',
        headers: { authorization: `Bearer ${access}` },
        payload: form,
      });
      await other.app.jobs.settled();
      const [mail] = await other.sentEmails('ona@agency.test');
      expect(mail!.text).toMatch(/^https:\/\/lato\.example\.com\/accept-invitation\?token=[\w-]{43}$/m);
    } finally {
      await other.close();
    }
  });

  it('expires after 7 days: the link is not found until a manager sends a new one, which replaces it', async () => {
    const created = await addPerson({ email: 'late@agency.test' });
    const first = (await invitationTo('late@agency.test')).token;
    ahead = 8 * DAY_MS;
    try {
      expect((await lookUp(first)).statusCode).toBe(404);
      expect((await accept(first)).json().errors).toEqual({ token: ['invitation_invalid'] });
      expect((await resend(created.json().id, 'ceo', { language: 'es' })).statusCode).toBe(200);
      const { mail, token } = await invitationTo('late@agency.test');
      expect(mail.subject).toBe('Te han invitado a Lato');
      expect(token).not.toBe(first);
      expect((await lookUp(first)).statusCode).toBe(404);
      expect((await lookUp(token)).statusCode).toBe(200);
      expect((await accept(token)).statusCode).toBe(201);
    } finally {
      ahead = 0;
    }
  });

  it('answers 400 on its fields for a weak password or a link that never was, and 400 without a token to look up', async () => {
    const created = await addPerson({ email: 'weak@agency.test' });
    const { token } = await invitationTo('weak@agency.test');
    const weak = await accept(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({ password: ['weak_password'] });
    expect((await accept('made-up-token')).json().errors).toEqual({ token: ['invitation_invalid'] });
    expect((await server.app.inject({ method: 'GET', url: '/api/v1/users/invitation/' })).statusCode).toBe(400);
    // Nothing was spent: the link still works.
    expect((await lookUp(token)).statusCode).toBe(200);
    expect((await lookUp('made-up-token')).statusCode).toBe(404);
    expect(
      (await server.app.inject({ method: 'GET', url: `/api/v1/users/users/${created.json().id}/`, headers: bearer('ceo') })).json(),
    ).toMatchObject({
      invitation_pending: true,
    });
  });

  it('does not let a deactivated person join by their link', async () => {
    const created = (await addPerson({ email: 'gone@agency.test' })).json();
    const { token } = await invitationTo('gone@agency.test');
    await server.database.db.update(users).set({ isActive: false }).where(eq(users.id, created.id));
    expect((await lookUp(token)).statusCode).toBe(404);
    expect((await accept(token)).statusCode).toBe(400);
    expect((await resend(created.id)).json().errors).toEqual({ non_field_errors: ['inactive_user'] });
  });
});

describe('POST /api/v1/users/users/{id}/resend-invitation/', () => {
  it('answers 400 for someone who has joined', async () => {
    const joined = await server.createUser('DEV');
    const answer = await resend(joined.id);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ non_field_errors: ['already_joined'] });
  });

  it('takes a rank above the person: 403 to a peer, to a developer and to a client; 401 without a token; 404 for nobody', async () => {
    const invitedCto = (await addPerson({ email: 'new.cto@agency.test', role: 'CTO' })).json();
    const invitedPm = (await addPerson({ email: 'new.pm@agency.test', role: 'PM_DEV' })).json();
    expect((await resend(invitedCto.id, 'pm')).statusCode).toBe(403);
    expect((await resend(invitedPm.id, 'pm')).statusCode).toBe(403);
    expect((await resend(invitedPm.id, 'dev')).statusCode).toBe(403);
    expect((await resend(invitedPm.id, 'client')).statusCode).toBe(403);
    expect((await resend(invitedPm.id, null)).statusCode).toBe(401);
    expect((await resend(99999)).statusCode).toBe(404);
    expect((await resend(cto.id, 'pm')).statusCode).toBe(403);
    await server.app.jobs.settled();
    expect(await server.sentEmails('new.pm@agency.test')).toHaveLength(1);
  });

  it('lets a manager ranked above resend, a few times an hour per person', async () => {
    const invited = (await addPerson({ email: 'often@agency.test', role: 'CLIENT' })).json();
    for (let i = 0; i < 5; i += 1) expect((await resend(invited.id, 'pm')).statusCode).toBe(200);
    expect((await resend(invited.id, 'pm')).statusCode).toBe(429);
  });
});

describe('POST /api/v1/users/users/ (the invitation side)', () => {
  it('answers 401 without a token and 403 to a developer, inviting nobody', async () => {
    expect((await addPerson({ email: 'nobody1@agency.test' }, null)).statusCode).toBe(401);
    expect((await addPerson({ email: 'nobody2@agency.test' }, 'dev')).statusCode).toBe(403);
    await server.app.jobs.settled();
    expect(await server.sentEmails('nobody2@agency.test')).toEqual([]);
  });
});
