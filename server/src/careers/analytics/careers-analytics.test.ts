import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAREERS_POSITIONS_MAX,
  type CareersPositionRow,
  type CareersStages,
  type CareersSummary,
  type CareersWeekdays,
} from '@/api/contract/careers-analytics';
import type { ApplicationStage } from '@/api/contract/site-values';
import { jobApplications, type JobPositionRow } from '@server/db/schema';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { insertPosition } from '@server/src/careers/test-kit';

/*
 * A small fixture of positions and applications whose every figure is worked out by hand below.
 * The period read most is Monday 9 to Sunday 15 March 2026 (UTC); the one before it is 2 to 8
 * March. Mexico City is UTC-6 all year.
 */

const A = '/api/v1/analytics/careers';
const MARCH = 'from=2026-03-09&to=2026-03-15';

let server: TestServer;
const tokens = {} as Record<'pmDev' | 'ceo' | 'dev' | 'client', string>;
const positions = {} as Record<'backend' | 'support' | 'design' | 'sales' | 'draft' | 'later', JobPositionRow>;

let sequence = 0;
/** One application straight into the database: its position, when it came (UTC), where it stands, and when it was hired. */
async function addApplication(position: JobPositionRow, createdAt: string, stage: ApplicationStage, hiredAt: string | null = null) {
  sequence += 1;
  await server.database.db.insert(jobApplications).values({
    positionId: position.id,
    name: `Applicant ${sequence}`,
    email: `applicant${sequence}@example.com`,
    language: 'en',
    consentAt: new Date(`${createdAt}Z`),
    cvStoredName: `applications/cv-${sequence}`,
    cvOriginalName: 'cv.pdf',
    cvContentType: 'application/pdf',
    cvSize: 10,
    stage,
    createdAt: new Date(`${createdAt}Z`),
    updatedAt: new Date(`${hiredAt ?? createdAt}Z`),
    hiredAt: hiredAt === null ? null : new Date(`${hiredAt}Z`),
  });
}

beforeAll(async () => {
  server = await startTestServer();
  tokens.pmDev = (await signIn(server.app, (await server.createUser('PM_DEV')).email)).access;
  tokens.ceo = (await signIn(server.app, (await server.createUser('CEO')).email)).access;
  tokens.dev = (await signIn(server.app, (await server.createUser('DEV')).email)).access;
  tokens.client = (await signIn(server.app, (await server.createUser('CLIENT')).email)).access;
  const db = server.database.db;
  // Open: backend closes last, support and `later` on the same day (support made first), design never.
  positions.backend = await insertPosition(db, {
    titleEn: 'Backend developer',
    titleEs: 'Desarrollador/a backend',
    closesOn: '2026-04-30',
  });
  positions.support = await insertPosition(db, { titleEn: 'Support agent', titleEs: 'Agente de soporte', closesOn: '2026-04-15' });
  positions.design = await insertPosition(db, { titleEn: 'Designer', titleEs: 'Diseñador/a', department: 'Design', closesOn: null });
  positions.sales = await insertPosition(db, {
    titleEn: 'Sales lead',
    titleEs: 'Responsable de ventas',
    department: 'Sales',
    status: 'closed',
    closesOn: '2026-03-01',
    updatedAt: new Date('2026-03-02T00:00:00Z'),
  });
  positions.draft = await insertPosition(db, {
    titleEn: 'Data analyst',
    titleEs: 'Analista de datos',
    status: 'draft',
    publishedAt: null,
    updatedAt: new Date('2026-03-20T00:00:00Z'),
  });
  positions.later = await insertPosition(db, { titleEn: 'Tester', titleEs: 'Probador/a', closesOn: '2026-04-15' });

  const { backend, support, design, sales } = positions;
  // Received in the period (UTC).
  await addApplication(backend, '2026-03-09T10:00:00', 'received'); // Monday
  await addApplication(backend, '2026-03-09T03:00:00', 'interview'); // Monday; Sunday 8 at 21:00 in Mexico City
  await addApplication(backend, '2026-03-11T12:00:00', 'rejected'); // Wednesday
  await addApplication(support, '2026-03-12T09:00:00', 'shortlisted'); // Thursday
  await addApplication(support, '2026-03-15T23:30:00', 'on_hold'); // Sunday, in Mexico City too
  await addApplication(design, '2026-03-10T08:00:00', 'hired', '2026-03-14T08:00:00'); // Tuesday; hired after 4 days
  // Hired in the period, received before either period: after 18, 40.5 and 11.5 days.
  await addApplication(backend, '2026-02-20T12:00:00', 'hired', '2026-03-10T12:00:00');
  await addApplication(sales, '2026-02-01T00:00:00', 'hired', '2026-03-13T12:00:00');
  await addApplication(design, '2026-03-01T06:00:00', 'hired', '2026-03-12T18:00:00');
  // The period before: received on Monday 2 and Wednesday 4; hired on the 5th after 23 days.
  await addApplication(backend, '2026-03-02T10:00:00', 'rejected');
  await addApplication(support, '2026-03-04T15:00:00', 'offer');
  await addApplication(sales, '2026-02-10T12:00:00', 'hired', '2026-03-05T12:00:00');
  // After the period, in UTC and in Mexico City (2 a.m. on the 16th).
  await addApplication(support, '2026-03-16T08:00:00', 'received');
});
afterAll(() => server.close());

const call = (url: string, token: string | null = tokens.pmDev) =>
  server.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function get<T>(url: string): Promise<T> {
  const response = await call(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const figure = (value: number | null, previous: number | null = null) => ({
  value: value === null ? null : expect.closeTo(value, 9),
  previous: previous === null ? null : expect.closeTo(previous, 9),
});

describe('the summary', () => {
  it('counts the period’s applications received and hired, the median days to hire of an even count, and the open positions', async () => {
    // Hired after 4, 11.5, 18 and 40.5 days: the median is halfway between 11.5 and 18.
    expect(await get<CareersSummary>(`${A}/summary/?${MARCH}`)).toEqual({
      received: figure(6),
      hired: figure(4),
      median_days_to_hire: figure(14.75),
      open_positions: 4,
    });
  });

  it('gives the period before’s figures when compared', async () => {
    expect(await get<CareersSummary>(`${A}/summary/?${MARCH}&compare=true`)).toEqual({
      received: figure(6, 2),
      hired: figure(4, 1),
      median_days_to_hire: figure(14.75, 23),
      open_positions: 4,
    });
  });

  it('reads the days in the reader’s time zone: in Mexico City the Monday 3 a.m. application belongs to the period before', async () => {
    expect(await get<CareersSummary>(`${A}/summary/?${MARCH}&compare=true&time_zone=America/Mexico_City`)).toEqual({
      received: figure(5, 3),
      hired: figure(4, 1),
      median_days_to_hire: figure(14.75, 23),
      open_positions: 4,
    });
  });

  it('answers zeros, and no median, for a period without applications', async () => {
    expect(await get<CareersSummary>(`${A}/summary/?from=2025-01-01&to=2025-01-07&compare=true`)).toEqual({
      received: figure(0, 0),
      hired: figure(0, 0),
      median_days_to_hire: figure(null, null),
      open_positions: 4,
    });
  });
});

describe('the stages', () => {
  const stages = (counts: number[]) =>
    ['received', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'on_hold'].map((stage, index) => ({
      stage,
      applications: counts[index],
    }));

  it('counts the period’s applications by the stage they stand in now, every stage in order', async () => {
    expect(await get<CareersStages>(`${A}/stages/?${MARCH}`)).toEqual({ rows: stages([1, 1, 1, 0, 1, 1, 1]) });
  });

  it('lists every stage with 0 when the period has none in it', async () => {
    expect(await get<CareersStages>(`${A}/stages/?from=2026-03-02&to=2026-03-08`)).toEqual({ rows: stages([0, 0, 0, 1, 0, 1, 0]) });
    expect(await get<CareersStages>(`${A}/stages/?from=2025-01-01&to=2025-01-07`)).toEqual({ rows: stages([0, 0, 0, 0, 0, 0, 0]) });
  });
});

describe('the weekdays', () => {
  const week = (counts: number[], previous: number[] | null = null) => ({
    rows: counts.map((applications, index) => ({ weekday: index + 1, applications, previous: previous?.[index] ?? null })),
  });

  it('counts the period’s applications by weekday, Monday first, every day listed', async () => {
    expect(await get<CareersWeekdays>(`${A}/weekdays/?${MARCH}`)).toEqual(week([2, 1, 1, 1, 0, 0, 1]));
  });

  it('gives the period before’s weekdays when compared', async () => {
    expect(await get<CareersWeekdays>(`${A}/weekdays/?${MARCH}&compare=true`)).toEqual(week([2, 1, 1, 1, 0, 0, 1], [1, 0, 1, 0, 0, 0, 0]));
  });

  it('reads the weekday in the reader’s time zone: 3 a.m. on Monday in UTC is Sunday in Mexico City', async () => {
    expect(await get<CareersWeekdays>(`${A}/weekdays/?${MARCH}&compare=true&time_zone=America/Mexico_City`)).toEqual(
      week([1, 1, 1, 1, 0, 0, 1], [1, 0, 1, 0, 0, 0, 1]),
    );
  });
});

describe('the positions', () => {
  const row = (
    key: keyof typeof positions,
    title: string,
    [applicants, in_progress, hired, received_in_period]: [number, number, number, number],
  ) => ({
    id: positions[key].id,
    title,
    department: positions[key].department,
    status: positions[key].status,
    closes_on: positions[key].closesOn,
    applicants,
    in_progress,
    hired,
    received_in_period,
  });

  it('lists open positions closing soonest first (then by id, no closing date last), then the others by latest change, with their applicants', async () => {
    expect(await get<{ rows: CareersPositionRow[] }>(`${A}/positions/?${MARCH}`)).toEqual({
      rows: [
        row('support', 'Support agent', [4, 4, 0, 2]),
        row('later', 'Tester', [0, 0, 0, 0]),
        row('backend', 'Backend developer', [5, 2, 1, 3]),
        row('design', 'Designer', [2, 0, 2, 1]),
        row('draft', 'Data analyst', [0, 0, 0, 0]),
        row('sales', 'Sales lead', [2, 0, 2, 0]),
      ],
    });
  });

  it('titles the positions in Spanish when asked, and counts those received in another period', async () => {
    const { rows } = await get<{ rows: CareersPositionRow[] }>(`${A}/positions/?from=2026-03-02&to=2026-03-08&lang=es`);
    expect(rows.map((position) => [position.title, position.received_in_period])).toEqual([
      ['Agente de soporte', 1],
      ['Probador/a', 0],
      ['Desarrollador/a backend', 1],
      ['Diseñador/a', 0],
      ['Analista de datos', 0],
      ['Responsable de ventas', 0],
    ]);
  });

  it(`lists at most ${CAREERS_POSITIONS_MAX} positions`, async () => {
    for (let made = 0; made < CAREERS_POSITIONS_MAX; made += 1)
      await insertPosition(server.database.db, { status: 'closed', updatedAt: new Date('2020-01-01T00:00:00Z') });
    const { rows } = await get<{ rows: CareersPositionRow[] }>(`${A}/positions/?${MARCH}`);
    expect(rows).toHaveLength(CAREERS_POSITIONS_MAX);
    expect(rows.slice(0, 6).map((position) => position.id)).toEqual(
      (['support', 'later', 'backend', 'design', 'draft', 'sales'] as const).map((key) => positions[key].id),
    );
  });
});

describe('who may read the careers dashboard, and what is refused', () => {
  const ENDPOINTS = [`${A}/summary/?${MARCH}`, `${A}/stages/?${MARCH}`, `${A}/weekdays/?${MARCH}`, `${A}/positions/?${MARCH}`];

  it('answers those who run hiring, refuses other staff and clients (403) and anyone signed out (401)', async () => {
    for (const url of ENDPOINTS) {
      expect((await call(url, null)).statusCode, url).toBe(401);
      expect((await call(url, tokens.client)).statusCode, url).toBe(403);
      expect((await call(url, tokens.dev)).statusCode, url).toBe(403);
      expect((await call(url, tokens.pmDev)).statusCode, url).toBe(200);
      expect((await call(url, tokens.ceo)).statusCode, url).toBe(200);
    }
  });

  it('refuses a period that ends before it starts, one over 366 days, a bad time zone or language, with 400 and the field’s code', async () => {
    const cases: [string, string, string][] = [
      [`${A}/summary/?from=2026-03-15&to=2026-03-09`, 'to', 'end_before_start'],
      [`${A}/stages/?from=2025-01-01&to=2026-01-02`, 'to', 'too_large'],
      [`${A}/positions/?from=2025-01-01&to=2026-01-02`, 'to', 'too_large'],
      [`${A}/weekdays/?${MARCH}&time_zone=Mars/Olympus_Mons`, 'time_zone', 'invalid_choice'],
      // Known to the runtime's list, not to PostgreSQL's: refused all the same, not a server error.
      [`${A}/summary/?${MARCH}&time_zone=US/Pacific-New`, 'time_zone', 'invalid_choice'],
      [`${A}/stages/?${MARCH}&time_zone=US/Pacific-New`, 'time_zone', 'invalid_choice'],
      [`${A}/weekdays/?${MARCH}&time_zone=US/Pacific-New`, 'time_zone', 'invalid_choice'],
      [`${A}/positions/?${MARCH}&time_zone=US/Pacific-New`, 'time_zone', 'invalid_choice'],
      [`${A}/positions/?${MARCH}&lang=fr`, 'lang', 'invalid_choice'],
    ];
    for (const [url, field, code] of cases) {
      const response = await call(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors, url).toEqual({ [field]: [code] });
    }
    // 366 days, a leap year's, is still taken.
    expect((await call(`${A}/summary/?from=2024-01-01&to=2024-12-31`)).statusCode).toBe(200);
  });
});
