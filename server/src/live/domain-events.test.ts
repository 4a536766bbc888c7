import { and, eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@/api/contract/live';
import type { NotificationKind } from '@/api/contract/notifications-values';
import type { Board, Task } from '@/api/contract/tasks';
import { calls, chatMessages, liveEvents, notifications, organisationMembers, twilioNumbers, type UserRow } from '@server/db/schema';
import { closedPort } from '@server/test/closed-port';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { holdStream, type HeldStream, type ReceivedEvent } from '@server/test/live-stream';
import { publishLive } from './publish';

/**
 * The live events the places where things happen publish, heard through the real endpoints on a
 * listening server: who hears a change to a board, a todo board, a call or an SMS, who is notified,
 * and that a refused change tells nobody anything.
 */

const AUTH_TOKEN = 'twilio-test-auth-token-0123456789';
const PUBLIC = 'https://lato.example';
const NUMBER_A = '+14155550142';
const NUMBER_B = '+14155550143';
const CUSTOMER = '+14155550110';
const P = '/api/v1/projects';
const W = '/api/v1/twilio/webhooks';

let server: TestServer;
let baseUrl: string;
const people = {} as Record<'pm' | 'dev' | 'outsider' | 'owner' | 'colleague' | 'otherOwner', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
type Who = keyof typeof people;
let numberA = 0;
let sequence = 0;
const open: HeldStream[] = [];

async function stream(who: Who) {
  const held = await holdStream(baseUrl, tokens[who]);
  expect(held.status).toBe(200);
  open.push(held);
  return held;
}

const change = (event: ReceivedEvent): LiveEvent | null => ('kind' in event.data ? (event.data as LiveEvent) : null);
const heard = (held: HeldStream, matches: (event: LiveEvent) => boolean, after = 0) =>
  held.next((e) => Number(e.id) > after && change(e) !== null && matches(change(e)!));

/** A marker everyone hears, published after the change under test: once it arrives, the change's events would have too. */
async function afterEverything(...held: HeldStream[]) {
  const marker = 900_000 + (sequence += 1);
  const everyone = Object.values(people).map((person) => person.id);
  await publishLive(server.database.db, [{ kind: 'notification', subject: marker, recipients: everyone }]);
  await Promise.all(held.map((h) => heard(h, (e) => e.kind === 'notification' && e.subject === marker)));
  return marker;
}
/** What a stream heard besides the markers. */
const changesHeard = (held: HeldStream) =>
  held.events.flatMap((e) => (change(e) && !(change(e)!.kind === 'notification' && change(e)!.subject >= 900_000) ? [change(e)!] : []));

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who: Who, payload?: object) =>
  server.app.inject({ method, url, headers: { authorization: `Bearer ${tokens[who]}` }, ...(payload ? { payload } : {}) });

async function ok<T>(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> {
  if (response.statusCode !== status) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/** A project the PM runs with the DEV on it: two phases, a task for the DEV and one for nobody. */
async function newProject(name: string) {
  const project = await ok<{ id: number }>(await call('POST', `${P}/project-list/`, 'pm', { name, members: [people.dev.id] }), 201);
  const phase = async (phaseName: string) =>
    (await ok<{ phase: { id: number } }>(await call('POST', `${P}/phases/`, 'pm', { project: project.id, name: phaseName }), 201)).phase.id;
  const design = await phase('Design');
  const build = await phase('Build');
  const task = async (title: string, assignees: number[]) =>
    (await ok<{ task: Task }>(await call('POST', `${P}/tasks/`, 'pm', { phase: design, title, assignees }), 201)).task;
  const mine = await task('Wireframes', [people.dev.id]);
  const nobodys = await task('Visual design', []);
  return { id: project.id, design, build, mine, nobodys };
}

const notificationsOf = (userId: number, kind: NotificationKind) =>
  server.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

/** A request as Twilio sends it: signed with the account's token over the public URL it called. */
const fromTwilio = (path: string, fields: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilio.getExpectedTwilioSignature(AUTH_TOKEN, `${PUBLIC}${path}`, fields),
    },
    payload: new URLSearchParams(fields).toString(),
  });
const sid = (prefix: 'CA' | 'SM') => `${prefix}${(sequence += 1).toString(16).padStart(32, '0')}`;

beforeAll(async () => {
  server = await startTestServer({
    twilio: {
      accountSid: `AC${'a'.repeat(32)}`,
      authToken: AUTH_TOKEN,
      publicBaseUrl: PUBLIC,
      apiBaseUrl: `http://127.0.0.1:${await closedPort()}`,
    },
  });
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { db } = server.database;
  people.pm = await server.createUser('PM_DEV');
  people.dev = await server.createUser('DEV');
  people.outsider = await server.createUser('DEV');
  people.owner = await server.createUser('CLIENT');
  people.colleague = await server.createUser('CLIENT');
  people.otherOwner = await server.createUser('CLIENT');
  for (const who of Object.keys(people) as Who[]) tokens[who] = (await signIn(server.app, people[who].email)).access;
  const businessA = await server.organisationOf(people.owner);
  await db.insert(organisationMembers).values({ organisationId: businessA, userId: people.colleague.id, role: 'member' });
  const [a] = await db.insert(twilioNumbers).values({ phoneNumber: NUMBER_A, friendlyName: 'A', organisationId: businessA }).returning();
  await db
    .insert(twilioNumbers)
    .values({ phoneNumber: NUMBER_B, friendlyName: 'B', organisationId: await server.organisationOf(people.otherOwner) });
  numberA = a!.id;
});

afterAll(async () => {
  for (const held of open) held.close();
  await server?.close();
});

describe('the phase editor and the todo board', () => {
  it('tells a DEV on the project of a task moved and a phase renamed, at the order’s version; a DEV off it hears nothing', async () => {
    const project = await newProject('Moves');
    const [dev, outsider] = await Promise.all([stream('dev'), stream('outsider')]);
    const board = await ok<Board>(await call('GET', `${P}/phases/?project_id=${project.id}`, 'pm'));

    const moved = await ok<{ order_version: number }>(
      await call('PUT', `${P}/update_order/`, 'pm', {
        project: project.id,
        order_version: board.order_version,
        phases: [
          { id: project.design, tasks: [project.nobodys.id] },
          { id: project.build, tasks: [project.mine.id] },
        ],
      }),
    );
    const boardEvent = await heard(dev, (e) => e.kind === 'board' && e.subject === project.id && e.version === moved.order_version);
    expect(boardEvent.data).toEqual({ kind: 'board', subject: project.id, scope: null, version: moved.order_version });
    // The DEV's card changed phase: their todo board hears of it too.
    await heard(dev, (e) => e.kind === 'todo' && e.subject === project.mine.id);

    await ok(await call('PATCH', `${P}/phases/${project.build}/`, 'pm', { name: 'Construction' }));
    await heard(dev, (e) => e.kind === 'board' && e.subject === project.id && e.version === null, Number(boardEvent.id));

    await afterEverything(outsider);
    expect(changesHeard(outsider)).toEqual([]);
  });

  it('tells an assignee’s todo board of a change to their task, and of being taken off it', async () => {
    const project = await newProject('Todo');
    const dev = await stream('dev');
    await ok(await call('PATCH', `${P}/tasks/${project.mine.id}/update_status/`, 'pm', { status: 'IN_PROGRESS' }));
    const first = await heard(dev, (e) => e.kind === 'todo' && e.subject === project.mine.id);
    expect(first.data).toEqual({ kind: 'todo', subject: project.mine.id, scope: null, version: null });

    await ok(await call('PUT', `${P}/tasks/${project.mine.id}/assign/`, 'pm', { assignees: [] }));
    await heard(dev, (e) => e.kind === 'todo' && e.subject === project.mine.id, Number(first.id));

    // Moved to Done on their own board, the card's new status reaches the project's board too.
    await ok(await call('PUT', `${P}/tasks/${project.nobodys.id}/assign/`, 'pm', { assignees: [people.dev.id] }));
    const assigned = await heard(dev, (e) => e.kind === 'todo' && e.subject === project.nobodys.id);
    await ok(await call('PUT', `${P}/todo-move/`, 'dev', { task: project.nobodys.id, column: 'done', todo_ids: [project.nobodys.id] }));
    await heard(dev, (e) => e.kind === 'board' && e.subject === project.id, Number(assigned.id));
    await heard(dev, (e) => e.kind === 'todo' && e.subject === project.nobodys.id, Number(assigned.id));
  });

  it('notifies the people put on a task, never the PM who put them there', async () => {
    const project = await newProject('Assign');
    const [dev, pm] = await Promise.all([stream('dev'), stream('pm')]);
    await ok(await call('PUT', `${P}/tasks/${project.nobodys.id}/assign/`, 'pm', { assignees: [people.dev.id, people.pm.id] }));

    const told = (await notificationsOf(people.dev.id, 'task_assigned')).filter((n) => n.subjectId === project.nobodys.id);
    expect(told).toEqual([
      expect.objectContaining({
        actorId: people.pm.id,
        actorName: people.pm.fullName,
        subjectType: 'task',
        subjectLabel: 'Visual design',
        scopeId: project.id,
      }),
    ]);
    await heard(dev, (e) => e.kind === 'notification' && e.subject === told[0]!.id);
    expect(await notificationsOf(people.pm.id, 'task_assigned')).toEqual([]);
    await afterEverything(pm);
    expect(changesHeard(pm).filter((e) => e.kind === 'notification')).toEqual([]);

    // Assigned again with the same people, nobody is told twice.
    await ok(await call('PUT', `${P}/tasks/${project.nobodys.id}/assign/`, 'pm', { assignees: [people.dev.id, people.pm.id] }));
    expect((await notificationsOf(people.dev.id, 'task_assigned')).filter((n) => n.subjectId === project.nobodys.id)).toHaveLength(1);
  });

  it('notifies a task’s assignees of its checklist by the item’s title, and a project’s members of its new status', async () => {
    const project = await newProject('Checklist');
    const item = await ok<{ id: number }>(
      await call('POST', `${P}/checklist-items/`, 'pm', { task: project.mine.id, title: 'Sketch the home page' }),
      201,
    );
    await ok(await call('PATCH', `${P}/checklist-items/${item.id}/toggle/`, 'pm'));
    const checklist = (await notificationsOf(people.dev.id, 'task_checklist_changed')).filter((n) => n.subjectId === project.mine.id);
    expect(checklist.map((n) => n.detail)).toEqual(['Sketch the home page', 'Sketch the home page']);

    await ok(await call('PATCH', `${P}/project/${project.id}/`, 'pm', { status: 'blocked' }));
    const status = (await notificationsOf(people.dev.id, 'project_status_changed')).filter((n) => n.subjectId === project.id);
    expect(status).toEqual([expect.objectContaining({ subjectType: 'project', subjectLabel: 'Checklist', detail: 'blocked' })]);
    // The same status again is no change.
    await ok(await call('PATCH', `${P}/project/${project.id}/`, 'pm', { status: 'blocked' }));
    expect((await notificationsOf(people.dev.id, 'project_status_changed')).filter((n) => n.subjectId === project.id)).toHaveLength(1);
  });

  it('publishes nothing for a change that is refused', async () => {
    const project = await newProject('Refused');
    const board = await ok<Board>(await call('GET', `${P}/phases/?project_id=${project.id}`, 'pm'));
    const { db } = server.database;
    const before = { events: await db.$count(liveEvents), notified: await db.$count(notifications) };
    const refused = [
      // 403: a DEV neither renames phases nor assigns.
      [await call('PATCH', `${P}/phases/${project.design}/`, 'dev', { name: 'Mine now' }), 403],
      [await call('PUT', `${P}/tasks/${project.mine.id}/assign/`, 'dev', { assignees: [people.dev.id] }), 403],
      [await call('PATCH', `${P}/tasks/${project.nobodys.id}/update_status/`, 'dev', { status: 'DONE' }), 403],
      // 404: a project the DEV does not see, a task that does not exist.
      [await call('PATCH', `${P}/tasks/${project.mine.id}/update_status/`, 'outsider', { status: 'DONE' }), 404],
      [await call('PATCH', `${P}/tasks/999999/`, 'pm', { title: 'Ghost' }), 404],
      // 400: someone off the project, an order that leaves a task out; 409: an order from an old version.
      [await call('PUT', `${P}/tasks/${project.mine.id}/assign/`, 'pm', { assignees: [people.outsider.id] }), 400],
      [
        await call('PUT', `${P}/update_order/`, 'pm', {
          project: project.id,
          order_version: board.order_version,
          phases: [
            { id: project.design, tasks: [project.mine.id] },
            { id: project.build, tasks: [] },
          ],
        }),
        400,
      ],
      [
        await call('PUT', `${P}/update_order/`, 'pm', {
          project: project.id,
          order_version: board.order_version - 1,
          phases: [
            { id: project.design, tasks: [project.mine.id, project.nobodys.id] },
            { id: project.build, tasks: [] },
          ],
        }),
        409,
      ],
    ] as const;
    expect(refused.map(([response]) => response.statusCode)).toEqual(refused.map(([, status]) => status));
    expect({ events: await db.$count(liveEvents), notified: await db.$count(notifications) }).toEqual(before);
  });
});

describe('Lato AI', () => {
  it('tells a business’s people of a simulated call on its number as it begins and ends, never another business’s', async () => {
    const [owner, colleague, otherOwner] = await Promise.all([stream('owner'), stream('colleague'), stream('otherOwner')]);
    const started = await ok<{ call_sid: string }>(
      await call('POST', '/api/v1/calls_service/simulator/call/', 'owner', { number_id: numberA }),
    );
    const [row] = await server.database.db.select().from(calls).where(eq(calls.callSid, started.call_sid));
    const begun = await heard(owner, (e) => e.kind === 'call' && e.subject === row!.id);
    expect(begun.data).toEqual({ kind: 'call', subject: row!.id, scope: numberA, version: null });
    await heard(colleague, (e) => e.kind === 'call' && e.subject === row!.id);

    await ok(
      await call('POST', '/api/v1/calls_service/simulator/call/', 'owner', {
        number_id: numberA,
        call_sid: started.call_sid,
        hang_up: true,
      }),
    );
    await heard(colleague, (e) => e.kind === 'call' && e.subject === row!.id, Number(begun.id));

    await afterEverything(otherOwner);
    expect(changesHeard(otherOwner)).toEqual([]);
  });

  it('tells a business’s people of an SMS to its number, with a notification each', async () => {
    const [owner, otherOwner] = await Promise.all([stream('owner'), stream('otherOwner')]);
    const messageSid = sid('SM');
    const answered = await fromTwilio(`${W}/sms/`, {
      MessageSid: messageSid,
      From: CUSTOMER,
      To: NUMBER_A,
      Body: 'Are you open on Saturday?',
    });
    expect(answered.statusCode).toBe(200);
    const [message] = await server.database.db.select().from(chatMessages).where(eq(chatMessages.messageSid, messageSid));
    const smsEvent = await heard(owner, (e) => e.kind === 'sms' && e.subject === message!.id);
    expect(smsEvent.data).toEqual({ kind: 'sms', subject: message!.id, scope: numberA, version: null });

    for (const who of ['owner', 'colleague'] as const) {
      const told = (await notificationsOf(people[who].id, 'sms_received')).filter((n) => n.subjectId === message!.id);
      expect(told).toEqual([expect.objectContaining({ actorId: null, subjectType: 'sms', subjectLabel: CUSTOMER, scopeId: numberA })]);
      if (who === 'owner') await heard(owner, (e) => e.kind === 'notification' && e.subject === told[0]!.id);
    }
    expect(await notificationsOf(people.otherOwner.id, 'sms_received')).toEqual([]);
    await afterEverything(otherOwner);
    expect(changesHeard(otherOwner)).toEqual([]);
  });

  it('notifies a business’s people when a call on which the assistant took a message ends', async () => {
    const callSid = sid('CA');
    const fields = { CallSid: callSid, From: CUSTOMER, To: NUMBER_A };
    expect((await fromTwilio(`${W}/voice/`, { ...fields, CallStatus: 'ringing' })).statusCode).toBe(200);
    const gather = `${W}/voice/gather/?turn=1&mode=message`;
    expect((await fromTwilio(gather, { ...fields, SpeechResult: 'Please call me back about my booking.' })).statusCode).toBe(200);
    const [row] = await server.database.db.select().from(calls).where(eq(calls.callSid, callSid));
    // Not before the call has ended.
    expect((await notificationsOf(people.owner.id, 'message_taken')).filter((n) => n.subjectId === row!.id)).toEqual([]);

    const owner = await stream('owner');
    expect((await fromTwilio(`${W}/voice/status/`, { ...fields, CallStatus: 'completed', CallDuration: '20' })).statusCode).toBe(200);
    for (const who of ['owner', 'colleague'] as const) {
      const told = (await notificationsOf(people[who].id, 'message_taken')).filter((n) => n.subjectId === row!.id);
      expect(told).toEqual([expect.objectContaining({ actorId: null, subjectType: 'call', subjectLabel: CUSTOMER, scopeId: numberA })]);
    }
    await heard(owner, (e) => e.kind === 'call' && e.subject === row!.id);
    await heard(owner, (e) => e.kind === 'notification');
    expect(await notificationsOf(people.otherOwner.id, 'message_taken')).toEqual([]);
    // Twilio's repeated final status tells nobody again.
    await fromTwilio(`${W}/voice/status/`, { ...fields, CallStatus: 'completed', CallDuration: '20' });
    expect((await notificationsOf(people.owner.id, 'message_taken')).filter((n) => n.subjectId === row!.id)).toHaveLength(1);
  });
});
