import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { pathFor } from '@/api/contract/endpoint';
import { notificationEndpoints, type EmailChoices, type NotificationDto, type NotificationPage } from '@/api/contract/notifications';
import type { Role } from '@/api/contract/roles';
import { notifications, users, type UserRow } from '@server/db/schema';
import { cleanUps } from '@server/src/jobs/clean-ups';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { holdStream, type HeldStream, type ReceivedEvent } from '@server/test/live-stream';
import { notificationEmails } from './email-job';
import { notify, type Notice } from './notify';

const BASE = 'https://lato.example.com';
const N = '/api/v1/notifications';
const DAY = 86_400_000;

let server: TestServer;
let baseUrl: string;
const streams: HeldStream[] = [];

beforeAll(async () => {
  server = await startTestServer({ publicBaseUrl: BASE });
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const held of streams) held.close();
  await server.close();
});

interface Person {
  row: UserRow;
  token: string;
}

/** Someone signed in, of their own: each test reads only its own people's notifications. */
async function person(role: Role, extra: Partial<UserRow> = {}): Promise<Person> {
  const row = await server.createUser(role, extra);
  return { row, token: (await signIn(server.app, row.email)).access };
}

const call = (who: Person | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: who ? { authorization: `Bearer ${who.token}` } : {}, ...(payload ? { payload } : {}) });

const taskNotice = (actor: UserRow, title: string, projectId: number | null = 7): Notice => ({
  kind: 'task_assigned',
  actor,
  subject: { type: 'task', id: 100, label: title, scope: projectId },
});

/** One notification each for `recipients`, as the domain writes make them; answers the first one's id. */
async function tell(recipients: UserRow[], notice: Notice): Promise<number> {
  const [id] = await notify(
    server.database.db,
    recipients.map((r) => r.id),
    notice,
  );
  return id!;
}

async function listOf(who: Person, query = ''): Promise<NotificationPage> {
  const response = await call(who, 'GET', `${N}/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationPage>();
}

describe('who may call the notifications', () => {
  it('answers 401 without a token, on every call', async () => {
    for (const endpoint of Object.values(notificationEndpoints)) {
      const url = pathFor(endpoint, { id: 1 });
      expect((await call(null, endpoint.method, url, endpoint.method === 'GET' ? undefined : {})).statusCode, url).toBe(401);
    }
  });
});

describe('listing', () => {
  it('gives the person their own notifications, newest first, in the spec’s pager, with the unread count', async () => {
    const [reader, other, pm] = await Promise.all([person('DEV'), person('DEV'), person('PM_DEV', { fullName: 'Elena Petrova' })]);
    await tell([reader.row], taskNotice(pm.row, 'Wireframes'));
    await tell([reader.row, other.row], {
      kind: 'project_status_changed',
      actor: pm.row,
      subject: { type: 'project', id: 7, label: 'Harbour' },
      detail: 'blocked',
    });
    const page = await listOf(reader);
    expect(page).toMatchObject({ count: 2, num_pages: 1, current_page: 1, unread: 2 });
    expect(page.results.map((n) => n.kind)).toEqual(['project_status_changed', 'task_assigned']);
    expect(page.results[0]).toEqual<NotificationDto>({
      id: expect.any(Number) as number,
      kind: 'project_status_changed',
      created_at: expect.any(String) as string,
      read: false,
      archived: false,
      actor: { id: pm.row.id, name: 'Elena Petrova' },
      subject: { type: 'project', id: 7, label: 'Harbour', scope: null },
      detail: 'blocked',
    });
    expect((await listOf(other)).count).toBe(1);
    expect((await listOf(pm)).count).toBe(0);
  });

  it('pages the list, and answers 404 past its last page', async () => {
    const [reader, pm] = await Promise.all([person('DEV'), person('PM_DEV')]);
    for (const title of ['One', 'Two', 'Three']) await tell([reader.row], taskNotice(pm.row, title));
    const second = await listOf(reader, '?page=2&page_size=2');
    expect(second).toMatchObject({ count: 3, num_pages: 2, current_page: 2, unread: 3 });
    expect(second.results.map((n) => n.subject.label)).toEqual(['One']);
    expect((await call(reader, 'GET', `${N}/?page=3&page_size=2`)).statusCode).toBe(404);
  });

  it('answers 400 to a box or a page it does not know', async () => {
    const reader = await person('DEV');
    for (const query of ['?box=inbox', '?page=0', '?page=abc', '?page_size=1000', '?page=1.5']) {
      const response = await call(reader, 'GET', `${N}/${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('counts the unread ones in Messages', async () => {
    const [reader, pm] = await Promise.all([person('DEV'), person('PM_DEV')]);
    const first = await tell([reader.row], taskNotice(pm.row, 'One'));
    await tell([reader.row], taskNotice(pm.row, 'Two'));
    await tell([reader.row], taskNotice(pm.row, 'Three'));
    await call(reader, 'POST', `${N}/${first}/archive/`);
    const response = await call(reader, 'GET', `${N}/unread/`);
    expect(response.json()).toEqual({ unread: 2 });
  });
});

describe('marking', () => {
  it('marks one read, and again changes nothing', async () => {
    const [reader, pm] = await Promise.all([person('DEV'), person('PM_DEV')]);
    const id = await tell([reader.row], taskNotice(pm.row, 'Wireframes'));
    await tell([reader.row], taskNotice(pm.row, 'API'));
    const first = await call(reader, 'POST', `${N}/${id}/read/`);
    expect(first.statusCode).toBe(200);
    expect(first.json<NotificationDto>()).toMatchObject({ id, read: true, archived: false });
    const [row] = await server.database.db.select().from(notifications).where(eq(notifications.id, id));
    const again = await call(reader, 'POST', `${N}/${id}/read/`);
    expect(again.json<NotificationDto>()).toMatchObject({ id, read: true });
    const [after] = await server.database.db.select().from(notifications).where(eq(notifications.id, id));
    expect(after!.readAt).toEqual(row!.readAt);
    expect((await listOf(reader)).unread).toBe(1);
  });

  it('marks all of the person’s unread messages read, and no one else’s', async () => {
    const [reader, other, pm] = await Promise.all([person('DEV'), person('DEV'), person('PM_DEV')]);
    await tell([reader.row, other.row], taskNotice(pm.row, 'One'));
    await tell([reader.row, other.row], taskNotice(pm.row, 'Two'));
    const response = await call(reader, 'POST', `${N}/read-all/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unread: 0 });
    expect((await listOf(reader)).results.every((n) => n.read)).toBe(true);
    expect((await listOf(other)).unread).toBe(2);
  });

  it('archives one: it leaves Messages for Archived, read', async () => {
    const [reader, pm] = await Promise.all([person('DEV'), person('PM_DEV')]);
    const id = await tell([reader.row], taskNotice(pm.row, 'Wireframes'));
    await tell([reader.row], taskNotice(pm.row, 'API'));
    const response = await call(reader, 'POST', `${N}/${id}/archive/`);
    expect(response.statusCode).toBe(200);
    expect(response.json<NotificationDto>()).toMatchObject({ id, read: true, archived: true });
    const messages = await listOf(reader);
    expect(messages.results.map((n) => n.subject.label)).toEqual(['API']);
    expect(messages.unread).toBe(1);
    const archived = await listOf(reader, '?box=archived');
    expect(archived).toMatchObject({ count: 1, unread: 1 });
    expect(archived.results[0]).toMatchObject({ id, archived: true, read: true });
    expect((await call(reader, 'POST', `${N}/${id}/archive/`)).statusCode).toBe(200);
  });

  it('answers 404 to another person’s notification, as to one that does not exist, and leaves it as it was', async () => {
    const [reader, other, pm] = await Promise.all([person('DEV'), person('DEV'), person('PM_DEV')]);
    const theirs = await tell([other.row], taskNotice(pm.row, 'Theirs'));
    for (const action of ['read', 'archive']) {
      expect((await call(reader, 'POST', `${N}/${theirs}/${action}/`)).statusCode, action).toBe(404);
      expect((await call(reader, 'POST', `${N}/2000000000/${action}/`)).statusCode, action).toBe(404);
    }
    expect((await listOf(other)).results[0]).toMatchObject({ id: theirs, read: false, archived: false });
  });
});

describe('e-mail choices', () => {
  it('lists the kinds a person’s role is told about, none by e-mail at first', async () => {
    const [dev, manager, client] = await Promise.all([person('DEV'), person('PM_CLIENT'), person('CLIENT')]);
    expect((await call(dev, 'GET', `${N}/email-choices/`)).json()).toEqual({
      kinds: ['task_assigned', 'task_checklist_changed', 'project_status_changed'],
      by_email: [],
    });
    expect((await call(manager, 'GET', `${N}/email-choices/`)).json<EmailChoices>().kinds).toEqual([
      'task_assigned',
      'task_checklist_changed',
      'project_status_changed',
      'ticket_replied',
      'invoice_paid',
      'application_received',
      'inquiry_received',
    ]);
    expect((await call(client, 'GET', `${N}/email-choices/`)).json<EmailChoices>().kinds).toEqual([
      'message_taken',
      'sms_received',
      'ticket_replied',
      'invoice_paid',
    ]);
  });

  it('saves the choices whole, each time', async () => {
    const client = await person('CLIENT');
    const first = await call(client, 'PUT', `${N}/email-choices/`, { by_email: ['sms_received', 'message_taken'] });
    expect(first.statusCode).toBe(200);
    expect(first.json<EmailChoices>().by_email).toEqual(['message_taken', 'sms_received']);
    await call(client, 'PUT', `${N}/email-choices/`, { by_email: ['invoice_paid'] });
    expect((await call(client, 'GET', `${N}/email-choices/`)).json<EmailChoices>().by_email).toEqual(['invoice_paid']);
    await call(client, 'PUT', `${N}/email-choices/`, { by_email: [] });
    expect((await call(client, 'GET', `${N}/email-choices/`)).json<EmailChoices>().by_email).toEqual([]);
  });

  it('answers 400 to a kind it does not know, one the person is never told about, a repeat, or another field, and keeps the choices', async () => {
    const [dev, client] = await Promise.all([person('DEV'), person('CLIENT')]);
    await call(dev, 'PUT', `${N}/email-choices/`, { by_email: ['task_assigned'] });
    const unknown = await call(dev, 'PUT', `${N}/email-choices/`, { by_email: ['birthday'] });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json<{ errors: object }>().errors)[0]).toMatch(/^by_email/);
    const notOffered = await call(dev, 'PUT', `${N}/email-choices/`, { by_email: ['project_status_changed', 'sms_received'] });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json()).toMatchObject({ errors: { by_email: ['kind_not_offered'] } });
    const clientAsked = await call(client, 'PUT', `${N}/email-choices/`, { by_email: ['task_assigned'] });
    expect(clientAsked.json()).toMatchObject({ errors: { by_email: ['kind_not_offered'] } });
    expect((await call(dev, 'PUT', `${N}/email-choices/`, { by_email: ['task_assigned', 'task_assigned'] })).statusCode).toBe(400);
    expect((await call(dev, 'PUT', `${N}/email-choices/`, { by_email: [], extra: true })).statusCode).toBe(400);
    expect((await call(dev, 'PUT', `${N}/email-choices/`, {})).statusCode).toBe(400);
    expect((await call(dev, 'GET', `${N}/email-choices/`)).json<EmailChoices>().by_email).toEqual(['task_assigned']);
  });
});

describe('the e-mail job', () => {
  const runJob = async () => {
    await notificationEmails(server.app).run();
    await server.app.jobs.settled();
  };

  it('e-mails the chosen kinds, in each person’s language, with a link to the page, once', async () => {
    const pm = await person('PM_DEV', { fullName: 'Elena Petrova' });
    const es = await person('DEV', { fullName: 'Lucía Gómez', preferredLanguage: 'es' });
    const en = await person('PM_CLIENT', { fullName: 'Oscar Lindgren', preferredLanguage: 'en' });
    const client = await person('CLIENT', { fullName: 'Grace Okafor' });
    await call(es, 'PUT', `${N}/email-choices/`, { by_email: ['task_assigned', 'task_checklist_changed'] });
    await call(en, 'PUT', `${N}/email-choices/`, { by_email: ['project_status_changed'] });
    await call(client, 'PUT', `${N}/email-choices/`, { by_email: ['sms_received', 'message_taken'] });

    await tell([es.row, en.row], taskNotice(pm.row, 'Wireframes for the home page', 41));
    await tell([es.row], {
      kind: 'task_checklist_changed',
      actor: pm.row,
      subject: { type: 'task', id: 101, label: 'Renew the certificate', scope: null },
      detail: 'Order the certificate',
    });
    await tell([es.row, en.row], {
      kind: 'project_status_changed',
      actor: pm.row,
      subject: { type: 'project', id: 41, label: 'Harbour app' },
      detail: 'blocked',
    });
    await tell([client.row], {
      kind: 'sms_received',
      actor: null,
      subject: { type: 'sms', id: 9, label: '+14155550123', scope: 3 },
    });
    await tell([client.row], { kind: 'message_taken', actor: null, subject: { type: 'call', id: 12, label: '+14155550188', scope: 3 } });
    await runJob();

    // The delivery jobs may put them in the outbox in any order: each is found by its subject.
    const received = async (who: Person) =>
      new Map((await server.sentEmails(who.row.email)).map((email) => [email.subject, email.text] as const));

    const spanish = await received(es);
    expect([...spanish.keys()].sort()).toEqual([
      'Elena Petrova ha cambiado la lista de comprobación de «Renew the certificate»',
      'Elena Petrova te ha asignado la tarea «Wireframes for the home page»',
    ]);
    const assigned = spanish.get('Elena Petrova te ha asignado la tarea «Wireframes for the home page»')!;
    expect(assigned).toContain('Hola, Lucía Gómez:');
    expect(assigned).toContain(`${BASE}/dashboard/projects/details/41/phase`);
    const checklist = spanish.get('Elena Petrova ha cambiado la lista de comprobación de «Renew the certificate»')!;
    expect(checklist).toContain('«Order the certificate»');
    expect(checklist).toContain(`${BASE}/dashboard/todo-list`);

    const english = await received(en);
    expect([...english.keys()]).toEqual(['Elena Petrova changed the status of the project "Harbour app" to "Blocked"']);
    const status = [...english.values()][0]!;
    expect(status).toContain('Hello Oscar Lindgren,');
    expect(status).toContain(`${BASE}/dashboard/projects/details/41\n`);
    expect(status).toContain(`${BASE}/dashboard/account`);

    const texts = await received(client);
    expect([...texts.keys()].sort()).toEqual(['Lato AI took a message from +14155550188', 'New SMS from +14155550123']);
    expect(texts.get('New SMS from +14155550123')).toContain(`${BASE}/dashboard/calls?number=3&tab=messages&thread=%2B14155550123`);
    expect(texts.get('Lato AI took a message from +14155550188')).toContain(`${BASE}/dashboard/calls?number=3&customer=%2B14155550188`);

    const before = (await server.sentEmails()).length;
    await runJob();
    expect((await server.sentEmails()).length).toBe(before);
  });

  it('leaves out what is read, a day old, from an inactive account, or chosen under another role', async () => {
    const pm = await person('PM_DEV');
    const [reader, inactive, demoted] = await Promise.all([person('DEV'), person('DEV'), person('PM_CLIENT')]);
    for (const who of [reader, inactive, demoted])
      await call(who, 'PUT', `${N}/email-choices/`, { by_email: who === demoted ? ['ticket_replied'] : ['task_assigned'] });
    const read = await tell([reader.row], taskNotice(pm.row, 'Read already'));
    await call(reader, 'POST', `${N}/${read}/read/`);
    const old = await tell([reader.row], taskNotice(pm.row, 'Yesterday’s news'));
    await server.database.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - DAY - 60_000) })
      .where(eq(notifications.id, old));
    await tell([inactive.row], taskNotice(pm.row, 'To someone gone'));
    await server.database.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.row.id));
    await server.database.db.update(users).set({ role: 'DEV' }).where(eq(users.id, demoted.row.id));
    await tell([demoted.row], { kind: 'ticket_replied', actor: pm.row, subject: { type: 'ticket', id: 3, label: 'Login broken' } });
    await runJob();
    for (const who of [reader, inactive, demoted]) expect(await server.sentEmails(who.row.email)).toEqual([]);
  });
});

describe('the live stream', () => {
  it('tells the person’s own tabs of each marking, and no one else’s', async () => {
    const [reader, other, pm] = await Promise.all([person('DEV'), person('DEV'), person('PM_DEV')]);
    const first = await tell([reader.row], taskNotice(pm.row, 'Wireframes'));
    const second = await tell([reader.row], taskNotice(pm.row, 'API'));
    const third = await tell([reader.row], taskNotice(pm.row, 'Review'));
    const [mine, theirs] = await Promise.all([holdStream(baseUrl, reader.token), holdStream(baseUrl, other.token)]);
    streams.push(mine, theirs);
    const heard = (subject: number) => (e: ReceivedEvent) =>
      'kind' in e.data && e.data.kind === 'notification' && e.data.subject === subject;

    await call(reader, 'POST', `${N}/${first}/read/`);
    expect((await mine.next(heard(first))).data).toEqual({ kind: 'notification', subject: first, scope: null, version: null });
    await call(reader, 'POST', `${N}/${second}/archive/`);
    await mine.next(heard(second));
    // Marking all is one event, naming the newest it marked.
    await call(reader, 'POST', `${N}/read-all/`);
    await mine.next(heard(third));

    // A notification for the other person marks the end: the stream heard nothing of the reader's before it.
    const marker = await tell([other.row], taskNotice(pm.row, 'Marker'));
    await theirs.next(heard(marker));
    expect(theirs.events.some((e) => [first, second, third].some((id) => heard(id)(e)))).toBe(false);
  });
});

describe('the clean-up', () => {
  it('deletes the archived notifications older than 90 days, and keeps the rest', async () => {
    const [reader, pm] = await Promise.all([person('DEV'), person('PM_DEV')]);
    const oldArchived = await tell([reader.row], taskNotice(pm.row, 'Old archived'));
    const oldKept = await tell([reader.row], taskNotice(pm.row, 'Old, never archived'));
    const recentArchived = await tell([reader.row], taskNotice(pm.row, 'Archived lately'));
    const { db } = server.database;
    const longAgo = new Date(Date.now() - 91 * DAY);
    await db
      .update(notifications)
      .set({ createdAt: longAgo })
      .where(inArray(notifications.id, [oldArchived, oldKept]));
    await db
      .update(notifications)
      .set({ archivedAt: new Date() })
      .where(inArray(notifications.id, [oldArchived, recentArchived]));
    await cleanUps(server.app)
      .find((job) => job.name === 'clean-up-archived-notifications')!
      .run();
    const left = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, reader.row.id));
    expect(left.map((row) => row.id).sort()).toEqual([oldKept, recentArchived].sort());
  });
});
