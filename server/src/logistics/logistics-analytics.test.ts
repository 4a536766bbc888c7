import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, type Role } from '@/api/contract/roles';
import type { AuditAction } from '@/api/contract/audit';
import { addDays } from '@/api/contract/dashboards';
import type { LogisticsChannels, LogisticsCountries, LogisticsOnboarding, LogisticsTasks } from '@/api/contract/logistics-analytics';
import type { TaskStatus } from '@/api/contract/projects';
import {
  auditEvents,
  calls,
  chatMessages,
  inquiries,
  orders,
  organisations,
  projectMembers,
  projects,
  tasks,
  twilioNumbers,
} from '@server/db/schema';
import { rowsOf } from '@server/src/sql/rows-of';
import { expectAccessByRoleTable, getAs, readAs, signIn, signInEveryRole, startTestServer, type TestServer } from '@server/test/harness';

/*
 * A small fixture whose every figure is worked out by hand below. The period read most is Monday 9
 * to Sunday 15 March 2026 (UTC); the one before it is 2 to 8 March. Madrid is UTC+1 then (summer
 * time starts on the 29th). Tasks are dated from the database's own day, so "late" is exact
 * whatever day the tests run.
 *
 * Businesses (joined, UTC):
 * - acme, 10 March 09:00: paid on the 10th (a failed order before does not count), number N1 made
 *   for it on the 11th, settings saved on the 11th and 12th, a test call on the 11th (not live),
 *   its first real call C1 on the 12th at 21:00: live after 2.5 days.
 * - fresh, 11 March 12:00: paid, nothing more.
 * - bakery, 12 March 10:00: no paid order; N2 was the old business's, assigned to it on the 13th at
 *   10:00 (an earlier assignment and a settings save before the 13th were the old holder's, and so
 *   was call C4); settings saved on the 14th; a customer's text on the 15th at 10:00 (the
 *   assistant's and a test text before do not count; call C5 comes later): live after 3 days.
 * - delta, 13 March 12:00: paid, number N4 made for it, settings saved; its only call is one it
 *   made (outbound): configured, not live.
 * - cafe, 15 March 23:30 (the 16th in Madrid): paid at 23:40, number N3 made for it on the 16th
 *   (an event of another kind on a user whose id is N3's does not configure it): provisioned.
 * - early, 8 March 23:30 (the 9th in Madrid): joined only.
 * - old, June 2025: holds N5, which most callers call.
 */

const A = '/api/v1/analytics/logistics';
const MARCH = 'from=2026-03-09&to=2026-03-15';
const MADRID = `${MARCH}&time_zone=Europe/Madrid`;

let server: TestServer;
let today: string;
let tokens: Record<Role, string>;
const names = {
  acme: 'Acme Dental',
  fresh: 'Fresh Farm',
  bakery: 'Panadería Ruiz',
  delta: 'Delta Logistics',
  cafe: 'Café Luna',
  early: 'Early Bird',
  old: 'Old Client',
};
const orgs = {} as Record<keyof typeof names, number>;
const numbers = {} as Record<'n1' | 'n2' | 'n3' | 'n4' | 'n5', number>;
const projectIds = {} as Record<'redesign' | 'booking' | 'alpha' | 'zeta' | 'later', number>;

const at = (moment: string) => new Date(`${moment}Z`);

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  tokens = await signInEveryRole(server);
  today = (await rowsOf<{ today: string }>(db, sql`select current_date::text as today`))[0]!.today;

  const joined: Record<keyof typeof names, string> = {
    acme: '2026-03-10T09:00:00',
    fresh: '2026-03-11T12:00:00',
    bakery: '2026-03-12T10:00:00',
    delta: '2026-03-13T12:00:00',
    cafe: '2026-03-15T23:30:00',
    early: '2026-03-08T23:30:00',
    old: '2025-06-01T00:00:00',
  };
  for (const key of Object.keys(names) as (keyof typeof names)[])
    orgs[key] = (
      await db
        .insert(organisations)
        .values({ name: names[key], createdAt: at(joined[key]) })
        .returning()
    )[0]!.id;

  let order = 0;
  const pay = (org: keyof typeof orgs, status: 'paid' | 'failed', paidAt: string | null) =>
    db.insert(orders).values({
      organisationId: orgs[org],
      status,
      currency: 'USD',
      subtotalMinor: 4_900,
      totalMinor: 4_900,
      idempotencyKey: `order-${(order += 1)}`,
      provider: 'test',
      paidAt: paidAt === null ? null : at(paidAt),
    });
  await pay('acme', 'failed', null);
  await pay('acme', 'paid', '2026-03-10T12:00:00');
  await pay('acme', 'paid', '2026-03-20T12:00:00');
  await pay('fresh', 'paid', '2026-03-11T12:30:00');
  await pay('delta', 'failed', null);
  await pay('delta', 'paid', '2026-03-13T13:00:00');
  await pay('cafe', 'paid', '2026-03-15T23:40:00');

  const number = async (key: keyof typeof numbers, phoneNumber: string, org: keyof typeof orgs, createdAt: string) => {
    const [row] = await db
      .insert(twilioNumbers)
      .values({ phoneNumber, friendlyName: key, organisationId: orgs[org], createdAt: at(createdAt) })
      .returning();
    numbers[key] = row!.id;
  };
  await number('n1', '+14155550142', 'acme', '2026-03-11T08:00:00');
  await number('n2', '+34910000001', 'bakery', '2026-01-01T00:00:00');
  await number('n3', '+442079460000', 'cafe', '2026-03-16T08:00:00');
  await number('n4', '+16045550100', 'delta', '2026-03-13T14:00:00');
  await number('n5', '+12125550100', 'old', '2025-06-01T00:00:00');

  const event = (action: AuditAction, targetType: 'number' | 'user', targetId: number, occurredAt: string) =>
    db.insert(auditEvents).values({ action, targetType, targetId, occurredAt: at(occurredAt), actorEmail: 'pm@example.com' });
  await event('number_assigned', 'number', numbers.n2, '2026-02-01T00:00:00'); // to the old business
  await event('number_assigned', 'number', numbers.n2, '2026-03-13T10:00:00'); // to the bakery
  await event('settings_changed', 'number', numbers.n1, '2026-03-12T10:00:00');
  await event('settings_changed', 'number', numbers.n1, '2026-03-11T10:00:00');
  await event('settings_changed', 'number', numbers.n2, '2026-03-13T09:00:00'); // the old holder's
  await event('settings_changed', 'number', numbers.n2, '2026-03-14T12:00:00');
  await event('settings_changed', 'number', numbers.n4, '2026-03-13T15:00:00');
  await event('role_changed', 'user', numbers.n3, '2026-03-16T09:00:00');

  let sid = 0;
  const ring = (n: keyof typeof numbers, customer: string, startedAt: string, more: { isTest?: boolean; outbound?: boolean } = {}) =>
    db.insert(calls).values({
      numberId: numbers[n],
      callSid: `CA-${(sid += 1)}`,
      customerPhoneNumber: customer,
      direction: more.outbound ? 'outbound' : 'inbound',
      status: 'completed',
      startedAt: at(startedAt),
      isTest: more.isTest ?? false,
    });
  await ring('n1', '+14155550110', '2026-03-12T21:00:00'); // C1, US: acme live
  await ring('n1', '+14155550111', '2026-03-13T08:00:00'); // C2, US
  await ring('n1', '+14165550199', '2026-03-13T10:00:00'); // C3, CA
  await ring('n1', '+14155550115', '2026-03-13T16:00:00'); // C12, US
  await ring('n2', '+447700900123', '2026-03-12T12:00:00'); // C4, GB, before the bakery held N2
  await ring('n2', '+447700900456', '2026-03-15T12:00:00'); // C5, GB
  await ring('n5', 'anonymous', '2026-03-14T10:00:00'); // C6, withheld
  await ring('n5', '+266696687', '2026-03-14T11:00:00'); // C7, withheld (Twilio's stand-in)
  await ring('n5', '+34612345678', '2026-03-11T10:00:00'); // C8, ES
  await ring('n5', '+14165550123', '2026-03-15T23:30:00'); // C9, CA, the 16th in Madrid
  await ring('n5', '+14155550112', '2026-03-08T23:30:00'); // C10, US, the 9th in Madrid
  await ring('n1', '+14155550114', '2026-03-16T08:00:00'); // C11, after the period
  await ring('n5', '+447700900789', '2026-03-04T10:00:00'); // P1, GB, the period before
  await ring('n1', '+14155550113', '2026-03-11T11:00:00', { isTest: true }); // T1: the simulator's
  await ring('n4', '+16045550199', '2026-03-14T10:00:00', { outbound: true }); // O1: made, not taken

  const text = (n: keyof typeof numbers, role: 'customer' | 'assistant', createdAt: string, isTest = false) =>
    db.insert(chatMessages).values({
      numberId: numbers[n],
      customerPhoneNumber: '+34600111222',
      role,
      body: 'Hola',
      status: role === 'customer' ? 'received' : 'sent',
      isTest,
      createdAt: at(createdAt),
    });
  await text('n2', 'customer', '2026-03-15T10:00:00'); // S1: bakery live
  await text('n2', 'assistant', '2026-03-14T13:00:00'); // S2: an answer
  await text('n2', 'customer', '2026-03-14T14:00:00', true); // S3: the simulator's
  await text('n5', 'customer', '2026-03-09T08:00:00'); // S4
  await text('n5', 'customer', '2026-03-05T10:00:00'); // S5, the period before

  const inquiry = (status: 'new' | 'answered' | 'handled' | 'spam', createdAt: string) =>
    db.insert(inquiries).values({
      name: 'Visitor',
      email: 'visitor@example.com',
      subject: 'Hello',
      language: 'en',
      status,
      consentAt: at(createdAt),
      createdAt: at(createdAt),
    });
  await inquiry('new', '2026-03-10T10:00:00'); // I1
  await inquiry('handled', '2026-03-10T11:00:00'); // I2
  await inquiry('spam', '2026-03-11T10:00:00'); // I3: not counted
  await inquiry('answered', '2026-03-03T10:00:00'); // I4, the period before

  const projectNames = { redesign: 'Website redesign', booking: 'Booking app', alpha: 'Alpha', zeta: 'Zeta', later: 'Later' };
  for (const key of Object.keys(projectNames) as (keyof typeof projectNames)[])
    projectIds[key] = (await db.insert(projects).values({ name: projectNames[key] }).returning())[0]!.id;
  /** A task ending `days` from today (none when null). */
  const task = (project: keyof typeof projectIds | null, status: TaskStatus, days: number | null, archived = false) =>
    db.insert(tasks).values({
      projectId: project === null ? null : projectIds[project],
      title: 'Task',
      status,
      endDate: days === null ? null : addDays(today, days),
      archived,
    });
  await task('redesign', 'DONE', -3);
  await task('redesign', 'PENDING', -2); // late
  await task('redesign', 'IN_PROGRESS', -1); // late
  await task('redesign', 'PENDING', 0); // due today: not late yet
  await task('redesign', 'BLOCKED', 3);
  await task('redesign', 'PENDING', -1, true); // archived
  await task('redesign', 'PENDING', -10); // before the period
  await task('redesign', 'PENDING', null); // no end date
  await task('booking', 'PENDING', -5); // late
  await task('booking', 'BLOCKED', -4); // late
  await task('booking', 'DONE', 1);
  await task('zeta', 'PENDING', 2);
  await task('zeta', 'PENDING', 5);
  await task('alpha', 'PENDING', 2);
  await task('alpha', 'IN_PROGRESS', 5);
  await task('later', 'PENDING', 20); // after the period
  await task(null, 'PENDING', -1); // a personal task: no project's
});
afterAll(() => server.close());

const call = (url: string, token: string | null = tokens.CEO) => getAs(server.app, url, token);
const get = <T>(url: string) => readAs<T>(server.app, url, tokens.CEO);

describe('the onboarding', () => {
  const iso = (moment: string | null) => (moment === null ? null : `${moment}.000Z`);
  const row = (
    key: keyof typeof names,
    stage: string,
    [joined, paid, provisioned, configured, live]: [string, string | null, string | null, string | null, string | null],
  ) => ({
    organisation: { id: orgs[key], name: names[key] },
    stage,
    joined_at: iso(joined),
    paid_at: iso(paid),
    provisioned_at: iso(provisioned),
    configured_at: iso(configured),
    live_at: iso(live),
  });
  const stages = (counts: number[]) =>
    ['joined', 'paid', 'provisioned', 'configured', 'live'].map((stage, index) => ({ stage, organisations: counts[index] }));
  let cafe: ReturnType<typeof row>, delta: typeof cafe, bakery: typeof cafe, fresh: typeof cafe, acme: typeof cafe, early: typeof cafe;
  beforeAll(() => {
    cafe = row('cafe', 'provisioned', ['2026-03-15T23:30:00', '2026-03-15T23:40:00', '2026-03-16T08:00:00', null, null]);
    delta = row('delta', 'configured', ['2026-03-13T12:00:00', '2026-03-13T13:00:00', '2026-03-13T14:00:00', '2026-03-13T15:00:00', null]);
    bakery = row('bakery', 'live', ['2026-03-12T10:00:00', null, '2026-03-13T10:00:00', '2026-03-14T12:00:00', '2026-03-15T10:00:00']);
    fresh = row('fresh', 'paid', ['2026-03-11T12:00:00', '2026-03-11T12:30:00', null, null, null]);
    acme = row('acme', 'live', [
      '2026-03-10T09:00:00',
      '2026-03-10T12:00:00',
      '2026-03-11T08:00:00',
      '2026-03-11T10:00:00',
      '2026-03-12T21:00:00',
    ]);
    early = row('early', 'joined', ['2026-03-08T23:30:00', null, null, null, null]);
  });

  it('gives the businesses that joined in the period, the newest first, each stage’s first moment, the funnel and the days to live', async () => {
    // Live after 2.5 days (acme) and 3 days (bakery); the bakery is live without a paid order.
    expect(await get<LogisticsOnboarding>(`${A}/onboarding/?${MARCH}`)).toEqual({
      stages: stages([0, 1, 1, 1, 2]),
      average_days_to_live: expect.closeTo(2.75, 9),
      rows: [cafe, delta, bakery, fresh, acme],
    });
  });

  it('counts every business of the period in the funnel whatever the limit', async () => {
    expect(await get<LogisticsOnboarding>(`${A}/onboarding/?${MARCH}&limit=2`)).toEqual({
      stages: stages([0, 1, 1, 1, 2]),
      average_days_to_live: expect.closeTo(2.75, 9),
      rows: [cafe, delta],
    });
  });

  it('reads the days in the reader’s time zone: in Madrid the café joined on the 16th, Early Bird on the 9th', async () => {
    expect(await get<LogisticsOnboarding>(`${A}/onboarding/?${MADRID}`)).toEqual({
      stages: stages([1, 1, 0, 1, 2]),
      average_days_to_live: expect.closeTo(2.75, 9),
      rows: [delta, bakery, fresh, acme, early],
    });
  });

  it('answers every stage at 0, and no average, for a period nobody joined in', async () => {
    expect(await get<LogisticsOnboarding>(`${A}/onboarding/?from=2025-01-01&to=2025-01-07`)).toEqual({
      stages: stages([0, 0, 0, 0, 0]),
      average_days_to_live: null,
      rows: [],
    });
  });
});

describe('the tasks', () => {
  const period = () => `from=${addDays(today, -7)}&to=${addDays(today, 7)}`;
  const row = (key: keyof typeof projectIds, name: string, due: number, done: number, late: number) => ({
    project: { id: projectIds[key], name },
    due,
    done,
    late,
  });

  it('counts per project the tasks due in the period, done, and late before today; the most late, then the most due, then by name', async () => {
    // Archived, undated, personal tasks and those ending outside the period do not count; one ending today is not late.
    expect(await get<LogisticsTasks>(`${A}/tasks/?${period()}`)).toEqual({
      totals: { due: 12, done: 2, late: 4 },
      rows: [
        row('redesign', 'Website redesign', 5, 1, 2),
        row('booking', 'Booking app', 3, 1, 2),
        row('alpha', 'Alpha', 2, 0, 0),
        row('zeta', 'Zeta', 2, 0, 0),
      ],
    });
  });

  it('gives a manager who does not see every project only those they are a member of, in the rows and the totals', async () => {
    const member = await server.createUser('PM_DEV');
    await server.database.db.insert(projectMembers).values({ projectId: projectIds.booking, userId: member.id });
    const token = (await signIn(server.app, member.email)).access;
    const response = await call(`${A}/tasks/?${period()}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ totals: { due: 3, done: 1, late: 2 }, rows: [row('booking', 'Booking app', 3, 1, 2)] });
  });

  it('totals every project, those beyond the limit too', async () => {
    expect(await get<LogisticsTasks>(`${A}/tasks/?${period()}&limit=1`)).toEqual({
      totals: { due: 12, done: 2, late: 4 },
      rows: [row('redesign', 'Website redesign', 5, 1, 2)],
    });
  });

  it('reads the period’s days as they are: the days after today only are not late', async () => {
    expect(await get<LogisticsTasks>(`${A}/tasks/?from=${addDays(today, 1)}&to=${addDays(today, 30)}`)).toEqual({
      totals: { due: 7, done: 1, late: 0 },
      rows: [
        row('alpha', 'Alpha', 2, 0, 0),
        row('zeta', 'Zeta', 2, 0, 0),
        row('booking', 'Booking app', 1, 1, 0),
        row('later', 'Later', 1, 0, 0),
        row('redesign', 'Website redesign', 1, 0, 0),
      ],
    });
  });

  it('answers zeros and no rows for a period without tasks due', async () => {
    expect(await get<LogisticsTasks>(`${A}/tasks/?from=2020-01-01&to=2020-01-07`)).toEqual({
      totals: { due: 0, done: 0, late: 0 },
      rows: [],
    });
  });
});

describe('the callers’ countries', () => {
  it('counts the period’s calls taken by the country of the caller’s number, +1 415 the US and +1 416 Canada, withheld ones as none', async () => {
    // C1 C2 C12 US; C3 C9 CA; C4 C5 GB; C6 C7 withheld; C8 ES. The test call, the outbound one, C10, C11 and P1 are not of it.
    expect(await get<LogisticsCountries>(`${A}/countries/?${MARCH}`)).toEqual({
      rows: [
        { country: 'US', calls: 3 },
        { country: 'CA', calls: 2 },
        { country: 'GB', calls: 2 },
        { country: null, calls: 2 },
        { country: 'ES', calls: 1 },
      ],
      total: 10,
    });
  });

  it('cuts at the limit, the total counting every call', async () => {
    expect(await get<LogisticsCountries>(`${A}/countries/?${MARCH}&limit=2`)).toEqual({
      rows: [
        { country: 'US', calls: 3 },
        { country: 'CA', calls: 2 },
      ],
      total: 10,
    });
  });

  it('reads the days in the reader’s time zone: a call at 23:30 UTC on the 15th is the 16th in Madrid, one on the 8th is the 9th', async () => {
    expect(await get<LogisticsCountries>(`${A}/countries/?${MADRID}`)).toEqual({
      rows: [
        { country: 'US', calls: 4 },
        { country: 'GB', calls: 2 },
        { country: null, calls: 2 },
        { country: 'CA', calls: 1 },
        { country: 'ES', calls: 1 },
      ],
      total: 10,
    });
  });

  it('answers no rows for a period without calls', async () => {
    expect(await get<LogisticsCountries>(`${A}/countries/?from=2025-01-01&to=2025-01-07`)).toEqual({ rows: [], total: 0 });
  });
});

describe('the channels', () => {
  const days = (from: string, counts: [number, number, number][]) =>
    counts.map(([voice, sms, web], index) => ({ start: addDays(from, index), voice, sms, web }));

  it('counts per day the calls taken, the customers’ texts and the contact form’s messages, with the period before’s totals when compared', async () => {
    // Voice: C8; C1 C4; C2 C3 C12; C6 C7; C5 C9. Texts: S4, S1. Web: I1 I2 (I3 is spam). Before: P1 C10, S5, I4.
    expect(await get<LogisticsChannels>(`${A}/channels/?${MARCH}&compare=true`)).toEqual({
      totals: { voice: { value: 10, previous: 2 }, sms: { value: 2, previous: 1 }, web: { value: 2, previous: 1 } },
      unit: 'day',
      points: days('2026-03-09', [
        [0, 1, 0],
        [0, 0, 2],
        [1, 0, 0],
        [2, 0, 0],
        [3, 0, 0],
        [2, 0, 0],
        [2, 1, 0],
      ]),
    });
  });

  it('cuts the days in the reader’s time zone, and gives no previous figures when not compared', async () => {
    // In Madrid C10 is on the 9th and C9 on the 16th.
    expect(await get<LogisticsChannels>(`${A}/channels/?${MADRID}`)).toEqual({
      totals: { voice: { value: 10, previous: null }, sms: { value: 2, previous: null }, web: { value: 2, previous: null } },
      unit: 'day',
      points: days('2026-03-09', [
        [1, 1, 0],
        [0, 0, 2],
        [1, 0, 0],
        [2, 0, 0],
        [3, 0, 0],
        [2, 0, 0],
        [1, 1, 0],
      ]),
    });
  });

  it('cuts a year by month, every month drawn', async () => {
    const { unit, points, totals } = await get<LogisticsChannels>(`${A}/channels/?from=2025-12-01&to=2026-11-30`);
    expect(unit).toBe('month');
    expect(points).toHaveLength(12);
    // All of March's: C1 to C12 and P1; S1 S4 S5; I1 I2 I4.
    expect(points[3]).toEqual({ start: '2026-03-01', voice: 13, sms: 3, web: 3 });
    expect(points.filter((point) => point.start !== '2026-03-01').every((point) => point.voice + point.sms + point.web === 0)).toBe(true);
    expect(totals.voice).toEqual({ value: 13, previous: null });
  });
});

describe('who may read the logistics figures, and what is refused', () => {
  const ENDPOINTS = [`${A}/onboarding/?${MARCH}`, `${A}/tasks/?${MARCH}`, `${A}/countries/?${MARCH}`, `${A}/channels/?${MARCH}`];

  // There is no 404: the widgets read the whole agency's figures, no one row by its id.
  it('answers the agency’s managers, refuses developers and clients (403) and anyone signed out (401)', async () => {
    await expectAccessByRoleTable(call, ENDPOINTS, tokens, ACCESS.logistics);
  });

  it('refuses a period that ends before it starts or is over 366 days, an unknown time zone, a limit out of 1–50 (400)', async () => {
    for (const widget of ['onboarding', 'tasks', 'countries', 'channels']) {
      const cases: [string, string, string][] = [
        [`from=2026-03-15&to=2026-03-09`, 'to', 'end_before_start'],
        [`from=2025-01-01&to=2026-01-02`, 'to', 'too_large'],
        [`${MARCH}&time_zone=Mars/Olympus_Mons`, 'time_zone', 'invalid_choice'],
        [`to=2026-03-15`, 'from', 'required'],
        [`from=2026-02-30&to=2026-03-15`, 'from', 'invalid_format'],
        [`${MARCH}&compare=maybe`, 'compare', 'invalid_choice'],
      ];
      if (widget !== 'channels')
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
