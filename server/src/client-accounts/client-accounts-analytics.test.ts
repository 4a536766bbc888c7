import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClientAccountsSummary,
  ClientInvoices,
  ClientList,
  ClientProjects,
  ClientTasks,
} from '@/api/contract/client-accounts-analytics';
import { addDays } from '@/api/contract/dashboards';
import type { InvoiceStatus } from '@/api/contract/invoices-values';
import type { ProjectStatus } from '@/api/contract/projects-values';
import type { TaskStatus } from '@/api/contract/projects';
import { ACCESS, type Role } from '@/api/contract/roles';
import { contacts, organisations, phases, projectMembers, projects, tasks } from '@server/db/schema';
import { insertTestInvoice, testLine } from '@server/src/invoices/test-kit';
import { insertProduct, insertSubscription } from '@server/src/shop/checkout/test-kit';
import { rowsOf } from '@server/src/sql/rows-of';
import { expectAccessByRoleTable, getAs, readAs, signIn, signInEveryRole, startTestServer, type TestServer } from '@server/test/harness';

/*
 * A small fixture whose every figure is worked out by hand below. The period read most is Monday 9
 * to Sunday 15 March 2026 (UTC); the one before it is 2 to 8 March. Madrid is UTC+1 then. Project
 * end dates are set from the database's own day, so "late" is exact whatever day the tests run.
 *
 * Businesses (joined, UTC):
 * - acme, 10 March 09:00: projects P1 (in progress, ended 5 days ago: late) and P3 (completed);
 *   invoices draft (9th), sent (10th), partly paid (15th), paid (8th, before the period); contacts
 *   first seen on the 10th and the 14th.
 * - bakery, 15 March 23:30 (the 16th in Madrid): P2 (in progress, ends in 10 days); a running
 *   (past due) plan; invoices overdue (February) and paid (12th); a contact of 1 March.
 * - cafe, 8 March 23:30 (the 9th in Madrid): P5 (upcoming); an active plan; a void invoice (14th);
 *   a contact of 15 March 23:30 (the 16th in Madrid).
 * - old, June 2025: P6 (in progress, ends yesterday in Kiritimati, UTC+14); sent invoice of 16 March.
 * - idle, 4 March: nothing else. dormant, 2025: a cancelled plan, a contact of 2 March.
 * - leads, 2025: a contact first seen on 12 March only.
 * P4 is in progress, internal (no client), without an end date. The PM_CLIENT reader is a member of
 * P1 and P3 only.
 *
 * Tasks (created → completed, UTC):
 *   t1  P1 DONE     9th 08:00 → 10th 10:00        t7  P2 IN_PROGRESS 13th 10:00
 *   t2  P1 DONE     1st       → 15th 23:30 (16th Madrid)   t8  P2 DONE  13th 09:00 → 13th 10:00
 *   t3  P1 DONE     2nd       → 5th (before)      t9  P3 DONE     1 Feb → 14th 10:00
 *   t4  P1 PENDING  12th 12:00                     t10 P4 DONE     11th 09:00 → 11th 10:00
 *   t5  P1 DONE, archived, 11th → 11th (never counted)   t11 P4 PENDING 1 Feb
 *   t6  P2 DONE     8th 23:30 (9th Madrid) → 12th 09:00  t12 personal DONE 10th → 10th (never counted)
 */

const A = '/api/v1/analytics/clients';
const MARCH = 'from=2026-03-09&to=2026-03-15';
const MADRID = `${MARCH}&time_zone=Europe/Madrid`;

let server: TestServer;
let tokens: Record<Role, string>;
/** A PM_CLIENT who is a member of P1 and P3. */
let member: string;
let utcToday: string;
/** P6's end date: yesterday in Kiritimati (UTC+14), today or yesterday in UTC, today or tomorrow in Pago Pago (UTC-11). */
let p6End: string;
const names = {
  acme: 'Acme Dental',
  bakery: 'Panadería Ruiz',
  cafe: 'Café Luna',
  old: 'Old Client',
  idle: 'Idle Inc',
  dormant: 'Dormant Ltd',
  leads: 'Lead Co',
};
const orgs = {} as Record<keyof typeof names, number>;
const projectNames = {
  p1: 'Website redesign',
  p2: 'Booking app',
  p3: 'Brand refresh',
  p4: 'Internal tools',
  p5: 'Alpha site',
  p6: 'Analytics',
};
const projectIds = {} as Record<keyof typeof projectNames, number>;

const at = (moment: string) => new Date(`${moment}Z`);

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  tokens = await signInEveryRole(server);
  const pm = await server.createUser('PM_CLIENT');
  member = (await signIn(server.app, pm.email)).access;
  const [days] = await rowsOf<{ utc: string; kiritimati: string }>(
    db,
    sql`select (current_timestamp at time zone 'UTC')::date::text as utc,
      ((current_timestamp at time zone 'Pacific/Kiritimati')::date - 1)::text as kiritimati`,
  );
  utcToday = days!.utc;
  p6End = days!.kiritimati;

  const joined: Record<keyof typeof names, string> = {
    acme: '2026-03-10T09:00:00',
    bakery: '2026-03-15T23:30:00',
    cafe: '2026-03-08T23:30:00',
    old: '2025-06-01T00:00:00',
    idle: '2026-03-04T10:00:00',
    dormant: '2025-01-01T00:00:00',
    leads: '2025-02-01T00:00:00',
  };
  for (const key of Object.keys(names) as (keyof typeof names)[])
    orgs[key] = (
      await db
        .insert(organisations)
        .values({ name: names[key], createdAt: at(joined[key]) })
        .returning()
    )[0]!.id;

  const project = async (
    key: keyof typeof projectNames,
    status: ProjectStatus,
    client: keyof typeof orgs | null,
    endDate: string | null,
  ) => {
    projectIds[key] = (
      await db
        .insert(projects)
        .values({ name: projectNames[key], status, clientId: client === null ? null : orgs[client], endDate })
        .returning()
    )[0]!.id;
  };
  await project('p1', 'in_progress', 'acme', addDays(utcToday, -5));
  await project('p2', 'in_progress', 'bakery', addDays(utcToday, 10));
  await project('p3', 'completed', 'acme', addDays(utcToday, -30));
  await project('p4', 'in_progress', null, null);
  await project('p5', 'upcoming', 'cafe', addDays(utcToday, 60));
  await project('p6', 'in_progress', 'old', p6End);
  await db.insert(projectMembers).values([
    { projectId: projectIds.p1, userId: pm.id },
    { projectId: projectIds.p3, userId: pm.id },
  ]);

  /** A task created at `created`, completed at `completed` (given on insert, as the trigger allows). */
  const task = (
    key: keyof typeof projectIds | null,
    status: TaskStatus,
    created: string,
    completed: string | null = null,
    archived = false,
  ) =>
    db.insert(tasks).values({
      projectId: key === null ? null : projectIds[key],
      title: 'Task',
      status,
      createdAt: at(created),
      completedAt: completed === null ? null : at(completed),
      archived,
    });
  await task('p1', 'DONE', '2026-03-09T08:00:00', '2026-03-10T10:00:00'); // t1
  await task('p1', 'DONE', '2026-03-01T10:00:00', '2026-03-15T23:30:00'); // t2
  await task('p1', 'DONE', '2026-03-02T10:00:00', '2026-03-05T10:00:00'); // t3
  await task('p1', 'PENDING', '2026-03-12T12:00:00'); // t4
  await task('p1', 'DONE', '2026-03-11T09:00:00', '2026-03-11T10:00:00', true); // t5
  await task('p2', 'DONE', '2026-03-08T23:30:00', '2026-03-12T09:00:00'); // t6
  await task('p2', 'IN_PROGRESS', '2026-03-13T10:00:00'); // t7
  await task('p2', 'DONE', '2026-03-13T09:00:00', '2026-03-13T10:00:00'); // t8
  await task('p3', 'DONE', '2026-02-01T10:00:00', '2026-03-14T10:00:00'); // t9
  await task('p4', 'DONE', '2026-03-11T09:00:00', '2026-03-11T10:00:00'); // t10
  await task('p4', 'PENDING', '2026-02-01T10:00:00'); // t11
  await task(null, 'DONE', '2026-03-10T09:00:00', '2026-03-10T10:00:00'); // t12

  const plan = await insertProduct(db, { nameEn: 'Starter', nameEs: 'Inicial', priceMinor: 4_900 });
  await insertSubscription(db, orgs.cafe, plan);
  await insertSubscription(db, orgs.bakery, plan, { status: 'past_due' });
  await insertSubscription(db, orgs.dormant, plan, { status: 'cancelled', cancelledAt: at('2026-02-01T00:00:00') });

  const invoice = (org: keyof typeof orgs, status: InvoiceStatus, issueDate: string) =>
    insertTestInvoice(db, { organisationId: orgs[org], status, issueDate, dueDate: addDays(issueDate, 30), lines: [testLine()] });
  await invoice('acme', 'draft', '2026-03-09');
  await invoice('acme', 'sent', '2026-03-10');
  await invoice('acme', 'partially_paid', '2026-03-15');
  await invoice('acme', 'paid', '2026-03-08');
  await invoice('bakery', 'overdue', '2026-02-20');
  await invoice('bakery', 'paid', '2026-03-12');
  await invoice('cafe', 'void', '2026-03-14');
  await invoice('old', 'sent', '2026-03-16');

  let phone = 0;
  const contact = (org: keyof typeof orgs | null, firstSeen: string) =>
    db.insert(contacts).values({
      organisationId: org === null ? null : orgs[org],
      phone: `+3461200${String((phone += 1)).padStart(4, '0')}`,
      source: 'call',
      firstSeenAt: at(firstSeen),
      lastSeenAt: at(firstSeen),
    });
  await contact('acme', '2026-03-10T10:00:00');
  await contact('acme', '2026-03-14T10:00:00');
  await contact('bakery', '2026-03-01T10:00:00');
  await contact('cafe', '2026-03-15T23:30:00');
  await contact(null, '2026-03-11T10:00:00'); // the agency's own: no business's lead
  await contact('dormant', '2026-03-02T10:00:00');
  await contact('leads', '2026-03-12T10:00:00');
});
afterAll(() => server.close());

const call = (url: string, token: string | null = tokens.CEO) => getAs(server.app, url, token);
const get = <T>(url: string, token = tokens.CEO) => readAs<T>(server.app, url, token);

describe('the summary', () => {
  it('counts the active and new clients, the projects in progress, the tasks done and the open invoices, with the period before', async () => {
    // Active: acme, bakery and old (projects in progress), cafe and bakery (running plans); not dormant (cancelled).
    // New: acme, bakery; before: cafe, idle. Done: t1 t2 t6 t8 t9 t10; before: t3. Open: acme's sent and partly paid, bakery's overdue, old's sent.
    expect(await get<ClientAccountsSummary>(`${A}/summary/?${MARCH}&compare=true`)).toEqual({
      active_clients: 4,
      new_clients: { value: 2, previous: 2 },
      projects_in_progress: 4,
      tasks_done: { value: 6, previous: 1 },
      open_invoices: 4,
    });
  });

  it('reads the days in the reader’s time zone, and gives no previous figures when not compared', async () => {
    // In Madrid bakery joined on the 16th and cafe on the 9th; t2 was done on the 16th.
    expect(await get<ClientAccountsSummary>(`${A}/summary/?${MADRID}`)).toEqual({
      active_clients: 4,
      new_clients: { value: 2, previous: null },
      projects_in_progress: 4,
      tasks_done: { value: 5, previous: null },
      open_invoices: 4,
    });
    expect((await get<ClientAccountsSummary>(`${A}/summary/?${MADRID}&compare=true`)).new_clients).toEqual({ value: 2, previous: 1 });
  });

  it('counts for a manager who does not see every project only their projects and tasks', async () => {
    // P1 in progress; t1 t2 t9 done, t3 before. Clients and invoices are every business's.
    expect(await get<ClientAccountsSummary>(`${A}/summary/?${MARCH}&compare=true`, member)).toEqual({
      active_clients: 4,
      new_clients: { value: 2, previous: 2 },
      projects_in_progress: 1,
      tasks_done: { value: 3, previous: 1 },
      open_invoices: 4,
    });
  });
});

describe('the invoices', () => {
  const counts = (draft: number, sent: number, partly: number, overdue: number, paid: number, voided: number) => ({
    rows: [
      { status: 'draft', invoices: draft },
      { status: 'sent', invoices: sent },
      { status: 'partially_paid', invoices: partly },
      { status: 'overdue', invoices: overdue },
      { status: 'paid', invoices: paid },
      { status: 'void', invoices: voided },
    ],
  });

  it('counts the invoices issued in the period per status, every status given', async () => {
    // Not the paid one of the 8th, the overdue one of February, nor old's of the 16th.
    expect(await get<ClientInvoices>(`${A}/invoices/?${MARCH}`)).toEqual(counts(1, 1, 1, 0, 1, 1));
    // Issue dates are calendar days: the same in Madrid.
    expect(await get<ClientInvoices>(`${A}/invoices/?${MADRID}`)).toEqual(counts(1, 1, 1, 0, 1, 1));
  });

  it('answers every status at 0 for a period without invoices', async () => {
    expect(await get<ClientInvoices>(`${A}/invoices/?from=2025-01-01&to=2025-01-07`)).toEqual(counts(0, 0, 0, 0, 0, 0));
  });
});

describe('the projects in progress', () => {
  const p1 = () => ({
    project: { id: projectIds.p1, name: 'Website redesign' },
    client: { id: orgs.acme, name: 'Acme Dental' },
    tasks: 4,
    done: 3,
    end_date: addDays(utcToday, -5),
    late: true,
  });
  const p6 = (late: boolean) => ({
    project: { id: projectIds.p6, name: 'Analytics' },
    client: { id: orgs.old, name: 'Old Client' },
    tasks: 0,
    done: 0,
    end_date: p6End,
    late,
  });
  const p2 = () => ({
    project: { id: projectIds.p2, name: 'Booking app' },
    client: { id: orgs.bakery, name: 'Panadería Ruiz' },
    tasks: 3,
    done: 2,
    end_date: addDays(utcToday, 10),
    late: false,
  });
  const p4 = () => ({
    project: { id: projectIds.p4, name: 'Internal tools' },
    client: null,
    tasks: 2,
    done: 1,
    end_date: null,
    late: false,
  });

  it('gives the projects in progress, the soonest end first and those without one last, with their tasks (not archived), done, and late', async () => {
    // P1: t1–t4 (t5 archived), three done. P6 ends yesterday in Kiritimati: in UTC, late only once Kiritimati's day is UTC's.
    expect(await get<ClientProjects>(`${A}/projects/?${MARCH}`)).toEqual({ total: 4, rows: [p1(), p6(p6End < utcToday), p2(), p4()] });
  });

  it('tells late by the reader’s today', async () => {
    expect((await get<ClientProjects>(`${A}/projects/?${MARCH}&time_zone=Pacific/Kiritimati`)).rows[1]).toEqual(p6(true));
    expect((await get<ClientProjects>(`${A}/projects/?${MARCH}&time_zone=Pacific/Pago_Pago`)).rows[1]).toEqual(p6(false));
  });

  it('cuts at the limit, the total counting every project in progress', async () => {
    expect(await get<ClientProjects>(`${A}/projects/?${MARCH}&limit=2`)).toEqual({ total: 4, rows: [p1(), p6(p6End < utcToday)] });
  });

  it('gives a manager who does not see every project only their own', async () => {
    expect(await get<ClientProjects>(`${A}/projects/?${MARCH}`, member)).toEqual({ total: 1, rows: [p1()] });
    expect(await get<ClientProjects>(`${A}/projects/?${MARCH}`, tokens.PM_CLIENT)).toEqual({ total: 0, rows: [] });
  });
});

describe('the tasks', () => {
  const days = (counts: [number, number][]) =>
    counts.map(([created, done], index) => ({ start: addDays('2026-03-09', index), created, done }));

  it('counts per day the project tasks created and completed, every day drawn', async () => {
    // Created: t1; t10; t4; t7 t8 (t6 on the 8th; t5 archived, t12 personal). Done: t1; t10; t6; t8; t9; t2.
    expect(await get<ClientTasks>(`${A}/tasks/?${MARCH}`)).toEqual({
      unit: 'day',
      points: days([
        [1, 0],
        [0, 1],
        [1, 1],
        [1, 1],
        [2, 1],
        [0, 1],
        [0, 1],
      ]),
    });
  });

  it('cuts the days in the reader’s time zone', async () => {
    // In Madrid t6 was created on the 9th, t2 done on the 16th.
    expect(await get<ClientTasks>(`${A}/tasks/?${MADRID}`)).toEqual({
      unit: 'day',
      points: days([
        [2, 0],
        [0, 1],
        [1, 1],
        [1, 1],
        [2, 1],
        [0, 1],
        [0, 0],
      ]),
    });
  });

  it('gives a manager who does not see every project only their projects’ tasks', async () => {
    expect(await get<ClientTasks>(`${A}/tasks/?${MARCH}`, member)).toEqual({
      unit: 'day',
      points: days([
        [1, 0],
        [0, 1],
        [0, 0],
        [1, 0],
        [0, 0],
        [0, 1],
        [0, 1],
      ]),
    });
  });

  it('cuts a year by month, every month drawn', async () => {
    const { unit, points } = await get<ClientTasks>(`${A}/tasks/?from=2026-01-01&to=2026-12-31`);
    expect(unit).toBe('month');
    expect(points).toHaveLength(12);
    // February: t9 t11 created. March: t1 t2 t3 t4 t6 t7 t8 t10 created; t1 t2 t3 t6 t8 t9 t10 done.
    expect(points[1]).toEqual({ start: '2026-02-01', created: 2, done: 0 });
    expect(points[2]).toEqual({ start: '2026-03-01', created: 8, done: 7 });
    expect(points.filter((point) => !['2026-02-01', '2026-03-01'].includes(point.start)).every((p) => p.created + p.done === 0)).toBe(true);
  });
});

describe('the clients', () => {
  const row = (key: keyof typeof orgs, joined: string, [projectsInProgress, tasksDone, openInvoices, newLeads]: number[]) => ({
    organisation: { id: orgs[key], name: names[key] },
    joined_at: `${joined}.000Z`,
    projects_in_progress: projectsInProgress,
    tasks_done: tasksDone,
    open_invoices: openInvoices,
    new_leads: newLeads,
  });
  const acme = (figures: number[]) => row('acme', '2026-03-10T09:00:00', figures);
  const bakery = (figures: number[]) => row('bakery', '2026-03-15T23:30:00', figures);
  const cafe = (figures: number[]) => row('cafe', '2026-03-08T23:30:00', figures);
  const old = (figures: number[]) => row('old', '2025-06-01T00:00:00', figures);
  const leads = (figures: number[]) => row('leads', '2025-02-01T00:00:00', figures);

  it('gives the businesses with any activity, the most tasks done first, then the most new leads, then by name', async () => {
    // Idle and dormant have none; the agency's own contact is no business's.
    expect(await get<ClientList>(`${A}/clients/?${MARCH}`)).toEqual({
      rows: [acme([1, 3, 2, 2]), bakery([1, 2, 1, 0]), cafe([0, 0, 0, 1]), leads([0, 0, 0, 1]), old([1, 0, 1, 0])],
    });
  });

  it('reads the period in the reader’s time zone', async () => {
    // In Madrid t2 and cafe's contact are of the 16th: cafe has nothing left.
    expect(await get<ClientList>(`${A}/clients/?${MADRID}`)).toEqual({
      rows: [acme([1, 2, 2, 2]), bakery([1, 2, 1, 0]), leads([0, 0, 0, 1]), old([1, 0, 1, 0])],
    });
  });

  it('cuts at the limit', async () => {
    expect(await get<ClientList>(`${A}/clients/?${MARCH}&limit=2`)).toEqual({ rows: [acme([1, 3, 2, 2]), bakery([1, 2, 1, 0])] });
  });

  it('counts for a manager who does not see every project only their projects and tasks', async () => {
    expect(await get<ClientList>(`${A}/clients/?${MARCH}`, member)).toEqual({
      rows: [acme([1, 3, 2, 2]), cafe([0, 0, 0, 1]), leads([0, 0, 0, 1]), old([0, 0, 1, 0]), bakery([0, 0, 1, 0])],
    });
  });
});

describe('who may read the client accounts figures, and what is refused', () => {
  const WIDGETS = ['summary', 'invoices', 'projects', 'tasks', 'clients'];

  // There is no 404: the widgets read every business's figures, no one row by its id.
  it('answers the accounts’ managers, refuses everyone else (403) and anyone signed out (401)', async () => {
    await expectAccessByRoleTable(
      call,
      WIDGETS.map((widget) => `${A}/${widget}/?${MARCH}`),
      tokens,
      ACCESS.clientAccounts,
    );
  });

  it('refuses a period that ends before it starts or is over 366 days, an unknown time zone, a limit out of 1–50 (400)', async () => {
    for (const widget of WIDGETS) {
      const cases: [string, string, string][] = [
        [`from=2026-03-15&to=2026-03-09`, 'to', 'end_before_start'],
        [`from=2025-01-01&to=2026-01-02`, 'to', 'too_large'],
        [`${MARCH}&time_zone=Mars/Olympus_Mons`, 'time_zone', 'invalid_choice'],
        [`to=2026-03-15`, 'from', 'required'],
        [`from=2026-02-30&to=2026-03-15`, 'from', 'invalid_format'],
        [`${MARCH}&compare=maybe`, 'compare', 'invalid_choice'],
      ];
      if (widget === 'projects' || widget === 'clients')
        cases.push(
          [`${MARCH}&limit=0`, 'limit', 'too_small'],
          [`${MARCH}&limit=51`, 'limit', 'too_large'],
          [`${MARCH}&limit=ten`, 'limit', 'invalid_number'],
        );
      for (const [query, field, code] of cases) {
        const url = `${A}/${widget}/?${query}`;
        const response = await call(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().errors, url).toEqual({ [field]: [code] });
      }
      // 366 days, a leap year's, is still taken.
      expect((await call(`${A}/${widget}/?from=2024-01-01&to=2024-12-31`)).statusCode).toBe(200);
    }
  });
});

// Last: the tasks made here are of today, which the year's series above would count.
describe('when a task was completed (the trigger of migration 0027)', () => {
  const P = '/api/v1/projects';
  const completedAt = async (id: number) =>
    (await server.database.db.select({ at: tasks.completedAt }).from(tasks).where(eq(tasks.id, id)))[0]!.at;
  const setStatus = async (id: number, status: TaskStatus) => {
    const response = await server.app.inject({
      method: 'PATCH',
      url: `${P}/tasks/${id}/update_status/`,
      headers: { authorization: `Bearer ${tokens.CEO}` },
      payload: { status },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** The database's now, to compare the trigger's moments with. */
  const databaseNow = async () =>
    new Date(
      Math.floor((await rowsOf<{ ms: number }>(server.database.db, sql`select extract(epoch from now())::float8 * 1000 as ms`))[0]!.ms),
    );

  it('is set when a task becomes done through the task API, kept while it stays done, and cleared when it leaves done', async () => {
    const { db } = server.database;
    const [phase] = await db.insert(phases).values({ projectId: projectIds.p4, name: 'Build', position: 0 }).returning();
    const response = await server.app.inject({
      method: 'POST',
      url: `${P}/tasks/`,
      headers: { authorization: `Bearer ${tokens.CEO}` },
      payload: { phase: phase!.id, title: 'Ship it' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<{ task: { id: number } }>().task.id;
    expect(await completedAt(id)).toBeNull();

    const before = await databaseNow();
    await setStatus(id, 'DONE');
    const done = await completedAt(id);
    expect(done!.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(done!.getTime()).toBeLessThanOrEqual((await databaseNow()).getTime());

    // Done again (and any other change) keeps the moment it was done.
    await setStatus(id, 'DONE');
    await db.update(tasks).set({ title: 'Shipped' }).where(eq(tasks.id, id));
    expect(await completedAt(id)).toEqual(done);

    await setStatus(id, 'IN_PROGRESS');
    expect(await completedAt(id)).toBeNull();
    await setStatus(id, 'DONE');
    expect((await completedAt(id))!.getTime()).toBeGreaterThanOrEqual(done!.getTime());
  });

  it('is set on an insert of a done task without one, kept when given, and never on a task not done', async () => {
    const { db } = server.database;
    const insert = async (status: TaskStatus, given: Date | null) =>
      (
        await db
          .insert(tasks)
          .values({ projectId: projectIds.p4, title: 'Seeded', status, completedAt: given })
          .returning({ id: tasks.id, completedAt: tasks.completedAt })
      )[0]!;
    const before = await databaseNow();
    expect((await insert('DONE', null)).completedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect((await insert('DONE', at('2026-01-05T10:00:00'))).completedAt).toEqual(at('2026-01-05T10:00:00'));
    expect((await insert('PENDING', at('2026-01-05T10:00:00'))).completedAt).toBeNull();
  });
});
