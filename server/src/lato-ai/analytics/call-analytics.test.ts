import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallHours, CallSeries, CallSummary, UnansweredQuestions } from '@/api/contract/call-analytics';
import type { AssistantSettings, CallOutcome, Speaker } from '@/api/contract/lato-ai';
import { callLogs, calls, twilioNumbers, type UserRow } from '@server/db/schema';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { defaultSettings, saveSettings } from '@server/src/lato-ai/settings';

/*
 * A small fixture of calls whose every figure is worked out by hand below. The period read most is
 * Monday 9 to Sunday 15 March 2026; the one before it is 2 to 8 March. Grace's business has two
 * numbers: `dental` in UTC (open Monday to Friday, 09:00 to 17:00) and `mexico` in Mexico City
 * (UTC-6 all year; open Monday to Friday 08:00 to 14:00, Saturday 10:00 to 13:00). Hugo's business
 * has `plumbing`, in UTC with the same hours as `dental`. Test calls never count.
 */

const A = '/api/v1/analytics/calls';
const MARCH = 'from=2026-03-09&to=2026-03-15';
const FALLBACK = "I'm not sure I can answer that. Would you like to leave a message? Someone will get back to you.";

let server: TestServer;
const people = {} as Record<'grace' | 'hugo' | 'nobody' | 'ceo' | 'dev', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
const numbers = {} as Record<'dental' | 'mexico' | 'plumbing', number>;
const organisations = {} as Record<'grace' | 'hugo', number>;
const callIds = {} as Record<string, number>;

const MEXICO_HOURS = { open: '08:00', close: '14:00' };
const settingsIn = (
  timeZone: string,
  hours: AssistantSettings['business_hours'] = defaultSettings({ friendlyName: '' }).business_hours,
) => ({
  ...defaultSettings({ friendlyName: 'Test' }),
  time_zone: timeZone,
  business_hours: hours,
});

interface CallFixture {
  number: keyof typeof numbers;
  /** When it started, in UTC. */
  startedAt: string;
  outcome: CallOutcome | null;
  /** Seconds on the line, once ended; null while it goes on. */
  duration: number | null;
  isTest?: boolean;
  /** The transcript: the caller's words (`customer`), the assistant's answer (`answered` or `unanswered`). */
  turns?: [Speaker | 'unanswered', string][];
}

/** One call straight into the database, its transcript a second a turn from its start. */
async function addCall(key: string, fixture: CallFixture) {
  const db = server.database.db;
  const started = new Date(`${fixture.startedAt}Z`);
  const [row] = await db
    .insert(calls)
    .values({
      numberId: numbers[fixture.number],
      callSid: `CA-${key}`,
      customerPhoneNumber: '+14155550110',
      direction: 'inbound',
      status: fixture.duration === null ? 'in_progress' : 'completed',
      outcome: fixture.outcome,
      startedAt: started,
      endedAt: fixture.duration === null ? null : new Date(started.getTime() + fixture.duration * 1000),
      durationSeconds: fixture.duration,
      isTest: fixture.isTest ?? false,
    })
    .returning();
  callIds[key] = row!.id;
  const turns = fixture.turns ?? [];
  if (turns.length > 0)
    await db.insert(callLogs).values(
      turns.map(([role, text], index) => ({
        callId: row!.id,
        role: role === 'unanswered' ? ('assistant' as const) : role,
        text,
        unanswered: role === 'unanswered',
        createdAt: new Date(started.getTime() + index * 1000),
      })),
    );
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  people.grace = await server.createUser('CLIENT');
  people.hugo = await server.createUser('CLIENT');
  people.nobody = await server.createUser('CLIENT');
  people.ceo = await server.createUser('CEO');
  people.dev = await server.createUser('DEV');
  for (const key of Object.keys(people) as (keyof typeof people)[]) tokens[key] = (await signIn(server.app, people[key].email)).access;
  organisations.grace = await server.organisationOf(people.grace);
  organisations.hugo = await server.organisationOf(people.hugo);
  const made = await db
    .insert(twilioNumbers)
    .values([
      { phoneNumber: '+14155550142', friendlyName: 'Okafor Dental', organisationId: organisations.grace },
      { phoneNumber: '+525512345678', friendlyName: 'Clínica Okafor CDMX', organisationId: organisations.grace },
      { phoneNumber: '+442079460000', friendlyName: 'Bernard Plumbing', organisationId: organisations.hugo },
    ])
    .returning();
  [numbers.dental, numbers.mexico, numbers.plumbing] = made.map((number) => number.id) as [number, number, number];
  await saveSettings(db, numbers.dental, settingsIn('UTC'));
  await saveSettings(
    db,
    numbers.mexico,
    settingsIn('America/Mexico_City', {
      mon: MEXICO_HOURS,
      tue: MEXICO_HOURS,
      wed: MEXICO_HOURS,
      thu: MEXICO_HOURS,
      fri: MEXICO_HOURS,
      sat: { open: '10:00', close: '13:00' },
      sun: null,
    }),
  );
  await saveSettings(db, numbers.plumbing, settingsIn('UTC'));

  // Dental, in the period (local = UTC).
  await addCall('D1', {
    number: 'dental',
    startedAt: '2026-03-09T10:00:00', // Monday, open
    outcome: 'handled',
    duration: 120,
    turns: [
      ['customer', 'Do you take walk-ins on Sundays?'],
      ['unanswered', FALLBACK],
      ['customer', 'Do you offer whitening?'],
      ['unanswered', FALLBACK],
    ],
  });
  await addCall('D2', {
    number: 'dental',
    startedAt: '2026-03-09T18:30:00', // Monday, closed
    outcome: 'message_taken',
    duration: 60,
    turns: [
      ['customer', '  do you take walk-ins on SUNDAYS? '],
      ['unanswered', FALLBACK],
    ],
  });
  await addCall('D3', {
    number: 'dental',
    startedAt: '2026-03-11T09:00:00', // Wednesday, open at the minute it opens
    outcome: 'missed',
    duration: 5,
    turns: [
      ['customer', 'Hello'],
      ['customer', 'Is parking free?'],
      ['unanswered', FALLBACK],
    ],
  });
  await addCall('D4', { number: 'dental', startedAt: '2026-03-14T11:00:00', outcome: 'transferred', duration: 200 }); // Saturday, closed
  await addCall('D5', { number: 'dental', startedAt: '2026-03-15T23:59:00', outcome: null, duration: null }); // Sunday, still going on
  await addCall('D6', {
    number: 'dental',
    startedAt: '2026-03-10T12:00:00',
    outcome: 'handled',
    duration: 30,
    isTest: true,
    turns: [
      ['customer', 'Do you offer whitening?'],
      ['unanswered', FALLBACK],
    ],
  });
  await addCall('D7', { number: 'dental', startedAt: '2026-03-16T00:30:00', outcome: 'handled', duration: 10 }); // After the period
  // Dental, the period before.
  await addCall('D8', { number: 'dental', startedAt: '2026-03-04T10:00:00', outcome: 'handled', duration: 100 }); // Wednesday, open
  await addCall('D9', {
    number: 'dental',
    startedAt: '2026-03-08T23:00:00', // Sunday, closed
    outcome: 'missed',
    duration: 0,
    turns: [
      ['customer', 'Do you offer whitening?'],
      ['unanswered', FALLBACK],
    ],
  });
  // Mexico City (local = UTC - 6 hours).
  await addCall('M1', { number: 'mexico', startedAt: '2026-03-09T03:00:00', outcome: 'handled', duration: 90 }); // Sunday 8, 21:00: the period before
  await addCall('M2', {
    number: 'mexico',
    startedAt: '2026-03-10T15:00:00', // Tuesday 09:00, open
    outcome: 'handled',
    duration: 300,
    turns: [
      ['customer', '¿Aceptan tarjeta de crédito?'],
      ['unanswered', FALLBACK],
      ['customer', '¿Tienen estacionamiento?'],
      ['assistant', 'Sí, en la calle de atrás.'],
    ],
  });
  await addCall('M3', { number: 'mexico', startedAt: '2026-03-16T03:00:00', outcome: 'message_taken', duration: 30 }); // Sunday 15, 21:00: in the period
  await addCall('M4', {
    number: 'mexico',
    startedAt: '2026-03-14T19:30:00', // Saturday 13:30, closed at 13:00
    outcome: 'transferred',
    duration: 150,
    turns: [
      ['customer', '¿Aceptan tarjeta de crédito?'],
      ['unanswered', FALLBACK],
    ],
  });
  // Plumbing (Hugo's, UTC).
  await addCall('P1', {
    number: 'plumbing',
    startedAt: '2026-03-12T10:00:00', // Thursday, open
    outcome: 'handled',
    duration: 100,
    turns: [
      ['customer', 'Do you fix boilers?'],
      ['unanswered', FALLBACK],
    ],
  });
  await addCall('P2', { number: 'plumbing', startedAt: '2026-03-13T20:00:00', outcome: 'missed', duration: 0 }); // Friday, closed
  await addCall('P3', { number: 'plumbing', startedAt: '2026-03-02T09:30:00', outcome: 'message_taken', duration: 40 }); // The period before, open
});
afterAll(() => server.close());

type Who = keyof typeof people | null;
const call = (url: string, who: Who = 'grace') =>
  server.app.inject({ method: 'GET', url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });

async function get<T>(url: string, who: Who = 'grace'): Promise<T> {
  const response = await call(url, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const figure = (value: number | null, previous: number | null = null) => ({
  value: value === null ? null : expect.closeTo(value, 9),
  previous: previous === null ? null : expect.closeTo(previous, 9),
});

/** The summary's figures in the contract's order: calls, handled, message taken, transferred, missed, average seconds, after-hours share. */
const summary = (values: (number | null)[], previous: (number | null)[] | null = null) => {
  const names = ['calls', 'handled', 'message_taken', 'transferred', 'missed', 'average_handle_seconds', 'after_hours_share'];
  return Object.fromEntries(names.map((name, index) => [name, figure(values[index]!, previous?.[index] ?? null)]));
};

describe('the summary', () => {
  it('counts a client’s calls of the period by outcome, the average time of those ended and not missed, and the after-hours share', async () => {
    // D1 D2 D3 D4 D5 M2 M3 M4; seconds of D1 D2 D4 M2 M3 M4 (D3 missed, D5 going on); after hours D2 D4 D5 M3 M4.
    expect(await get<CallSummary>(`${A}/summary/?${MARCH}`)).toEqual(summary([8, 2, 2, 2, 1, 860 / 6, 5 / 8]));
  });

  it('gives the period before’s figures when compared: Monday 3 a.m. UTC in Mexico City is Sunday, the period before', async () => {
    // D8 (open), D9 (missed, closed), M1 (closed).
    expect(await get<CallSummary>(`${A}/summary/?${MARCH}&compare=true`)).toEqual(
      summary([8, 2, 2, 2, 1, 860 / 6, 5 / 8], [3, 2, 0, 0, 1, 95, 2 / 3]),
    );
  });

  it('narrows to one number, or one business', async () => {
    expect(await get<CallSummary>(`${A}/summary/?${MARCH}&compare=true&number=${numbers.mexico}`)).toEqual(
      summary([3, 1, 1, 1, 0, 160, 2 / 3], [1, 1, 0, 0, 0, 90, 1]),
    );
    expect(await get<CallSummary>(`${A}/summary/?${MARCH}&organisation=${organisations.grace}`)).toEqual(
      summary([8, 2, 2, 2, 1, 860 / 6, 5 / 8]),
    );
  });

  it('reads every client’s calls for the agency’s managers, who may narrow them to one business or number', async () => {
    expect(await get<CallSummary>(`${A}/summary/?${MARCH}&compare=true`, 'ceo')).toEqual(
      summary([10, 3, 2, 2, 2, 960 / 7, 6 / 10], [4, 2, 1, 0, 1, 230 / 3, 2 / 4]),
    );
    expect(await get<CallSummary>(`${A}/summary/?${MARCH}&organisation=${organisations.grace}`, 'ceo')).toEqual(
      summary([8, 2, 2, 2, 1, 860 / 6, 5 / 8]),
    );
    expect(await get<CallSummary>(`${A}/summary/?${MARCH}&number=${numbers.plumbing}`, 'ceo')).toEqual(
      summary([2, 1, 0, 0, 1, 100, 1 / 2]),
    );
  });

  it('gives another client only their own business’s calls', async () => {
    expect(await get<CallSummary>(`${A}/summary/?${MARCH}&compare=true`, 'hugo')).toEqual(
      summary([2, 1, 0, 0, 1, 100, 1 / 2], [1, 0, 1, 0, 0, 40, 0]),
    );
  });

  it('answers zeros, and no average or share, without calls: a period without any, a client without numbers', async () => {
    const empty = summary([0, 0, 0, 0, 0, null, null], [0, 0, 0, 0, 0, null, null]);
    expect(await get<CallSummary>(`${A}/summary/?from=2025-01-01&to=2025-01-07&compare=true`)).toEqual(empty);
    expect(await get<CallSummary>(`${A}/summary/?${MARCH}&compare=true`, 'nobody')).toEqual(empty);
  });
});

describe('the series', () => {
  const point = (start: string, [handled, message_taken, transferred, missed, other]: number[], previous_calls: number | null = null) => ({
    start,
    handled,
    message_taken,
    transferred,
    missed,
    other,
    previous_calls,
  });
  const days = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15'];
  const counts = [
    [1, 1, 0, 0, 0], // D1 D2
    [1, 0, 0, 0, 0], // M2 (D6 is a test)
    [0, 0, 0, 1, 0], // D3
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 2, 0, 0], // D4, M4 at 13:30 in Mexico City
    [0, 1, 0, 0, 1], // M3 at 21:00 in Mexico City, D5 going on
  ];

  it('counts the calls per day of the number’s time zone by outcome, every day drawn', async () => {
    expect(await get<CallSeries>(`${A}/series/?${MARCH}`)).toEqual({
      unit: 'day',
      points: days.map((day, index) => point(day, counts[index]!)),
    });
  });

  it('gives each day the calls of the same day of the period before when compared', async () => {
    // 4 March: D8; 8 March: D9 and M1 (Monday 3 a.m. UTC).
    const previous = [0, 0, 1, 0, 0, 0, 2];
    expect(await get<CallSeries>(`${A}/series/?${MARCH}&compare=true`)).toEqual({
      unit: 'day',
      points: days.map((day, index) => point(day, counts[index]!, previous[index]!)),
    });
  });

  it('cuts a longer period by week from Monday, the first week counting the period’s days only', async () => {
    const { unit, points } = await get<CallSeries>(`${A}/series/?from=2026-03-05&to=2026-06-30`);
    expect(unit).toBe('week');
    expect(points).toHaveLength(18);
    expect(points.slice(0, 3)).toEqual([
      point('2026-03-02', [1, 0, 0, 1, 0]), // D9 and M1; D8 (the 4th) is before the period
      point('2026-03-09', [2, 2, 2, 1, 1]),
      point('2026-03-16', [1, 0, 0, 0, 0]), // D7
    ]);
    expect(points.at(-1)).toEqual(point('2026-06-29', [0, 0, 0, 0, 0]));
  });

  it('puts the period before’s calls on the same weeks when compared, none dropped, whatever weekday either period starts on', async () => {
    // 100 days from a Tuesday: the period before runs from Sunday 30 November to Monday 9 March, on
    // 16 weeks against the period's 15 (ranked week by week, its last week's calls were lost).
    const period = 'from=2026-03-10&to=2026-06-17&compare=true';
    const { unit, points } = await get<CallSeries>(`${A}/series/?${period}`);
    const totals = await get<CallSummary>(`${A}/summary/?${period}`);
    expect(unit).toBe('week');
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(sum(points.map((p) => p.previous_calls!))).toBe(totals.calls.previous);
    expect(sum(points.map((p) => p.handled + p.message_taken + p.transferred + p.missed + p.other))).toBe(totals.calls.value);
    expect(totals.calls.previous).toBeGreaterThan(0);
    // 2 to 9 March moved on by 100 days is 10 to 17 June: the last two points.
    expect(points.slice(0, -2).every((p) => p.previous_calls === 0)).toBe(true);
    expect(points.at(-2)!.previous_calls! + points.at(-1)!.previous_calls!).toBe(totals.calls.previous);
  });

  it('cuts a period of most of a year by month', async () => {
    const { unit, points } = await get<CallSeries>(`${A}/series/?from=2026-01-15&to=2026-12-31`);
    expect(unit).toBe('month');
    expect(points.map((each) => each.start)).toEqual(
      Array.from({ length: 12 }, (_, month) => `2026-${String(month + 1).padStart(2, '0')}-01`),
    );
    expect(points[2]).toEqual(point('2026-03-01', [5, 2, 2, 2, 1]));
  });
});

describe('the hours', () => {
  const grid = (cells: [weekday: number, hour: number, calls: number][]) => {
    const rows = Array.from({ length: 7 }, (_, day) => ({ weekday: day + 1, calls: Array.from({ length: 24 }, () => 0) }));
    for (const [weekday, hour, count] of cells) rows[weekday - 1]!.calls[hour] = count;
    return { rows };
  };

  it('counts the period’s calls by weekday and hour where their number is', async () => {
    expect(await get<CallHours>(`${A}/hours/?${MARCH}&compare=true`)).toEqual(
      grid([
        [1, 10, 1], // D1
        [1, 18, 1], // D2
        [2, 9, 1], // M2, 15:00 UTC
        [3, 9, 1], // D3
        [6, 11, 1], // D4
        [6, 13, 1], // M4, 19:30 UTC
        [7, 21, 1], // M3, Monday 03:00 UTC
        [7, 23, 1], // D5
      ]),
    );
  });

  it('draws every hour of every weekday without calls', async () => {
    expect(await get<CallHours>(`${A}/hours/?${MARCH}`, 'nobody')).toEqual(grid([]));
  });
});

describe('the unanswered questions', () => {
  const row = (question: string, times: number, last: string, key: string, number: keyof typeof numbers) => ({
    question,
    times,
    last_asked_at: new Date(`${last}Z`).toISOString(),
    call_id: callIds[key],
    number_id: numbers[number],
  });
  // Read once the fixture is made (its ids come from the database).
  let credit: ReturnType<typeof row>, walkIns: typeof credit, parking: typeof credit, whitening: typeof credit, boilers: typeof credit;
  beforeAll(() => {
    credit = row('¿Aceptan tarjeta de crédito?', 2, '2026-03-14T19:30:00', 'M4', 'mexico');
    walkIns = row('do you take walk-ins on SUNDAYS?', 2, '2026-03-09T18:30:00', 'D2', 'dental');
    parking = row('Is parking free?', 1, '2026-03-11T09:00:01', 'D3', 'dental');
    whitening = row('Do you offer whitening?', 1, '2026-03-09T10:00:02', 'D1', 'dental');
    boilers = row('Do you fix boilers?', 1, '2026-03-12T10:00:00', 'P1', 'plumbing');
  });

  it('lists the caller’s words before each unanswered turn, said alike as one, the most asked then the latest first', async () => {
    // Whitening asked in a test call and in the period before does not count; the parking question is the turn just before.
    expect(await get<UnansweredQuestions>(`${A}/unanswered/?${MARCH}`)).toEqual({ rows: [credit, walkIns, parking, whitening] });
  });

  it('gives at most `limit`, and one number’s only when narrowed', async () => {
    expect(await get<UnansweredQuestions>(`${A}/unanswered/?${MARCH}&limit=2`)).toEqual({ rows: [credit, walkIns] });
    expect(await get<UnansweredQuestions>(`${A}/unanswered/?${MARCH}&number=${numbers.mexico}`)).toEqual({ rows: [credit] });
  });

  it('lists every client’s for the managers, and only their own for another client', async () => {
    expect(await get<UnansweredQuestions>(`${A}/unanswered/?${MARCH}`, 'ceo')).toEqual({
      rows: [credit, walkIns, boilers, parking, whitening],
    });
    expect(await get<UnansweredQuestions>(`${A}/unanswered/?${MARCH}`, 'hugo')).toEqual({ rows: [boilers] });
    expect(await get<UnansweredQuestions>(`${A}/unanswered/?from=2025-01-01&to=2025-01-07`)).toEqual({ rows: [] });
  });

  it('leaves out a question its number’s FAQ answers now, not one another number’s FAQ answers', async () => {
    await saveSettings(server.database.db, numbers.dental, {
      ...settingsIn('UTC'),
      faq: [
        { question: 'Is parking free?', answer: 'Yes, our car park behind the clinic is free.' },
        { question: '¿Aceptan tarjeta de crédito?', answer: 'Sí, todas.' },
      ],
    });
    expect(await get<UnansweredQuestions>(`${A}/unanswered/?${MARCH}`)).toEqual({ rows: [credit, walkIns, whitening] });
    expect(await get<UnansweredQuestions>(`${A}/unanswered/?${MARCH}&limit=2`)).toEqual({ rows: [credit, walkIns] });
  });
});

describe('who may read the call figures, and what is refused', () => {
  const ENDPOINTS = [`${A}/summary/?${MARCH}`, `${A}/series/?${MARCH}`, `${A}/hours/?${MARCH}`, `${A}/unanswered/?${MARCH}`];

  it('answers client people and the agency’s managers, refuses DEV (403) and anyone signed out (401)', async () => {
    for (const url of ENDPOINTS) {
      expect((await call(url, null)).statusCode, url).toBe(401);
      expect((await call(url, 'dev')).statusCode, url).toBe(403);
      expect((await call(url, 'grace')).statusCode, url).toBe(200);
      expect((await call(url, 'ceo')).statusCode, url).toBe(200);
    }
  });

  it('answers 404 for a number or a business the reader may not see, or that does not exist', async () => {
    for (const url of ENDPOINTS) {
      expect((await call(`${url}&number=${numbers.plumbing}`, 'grace')).statusCode, url).toBe(404);
      expect((await call(`${url}&organisation=${organisations.hugo}`, 'grace')).statusCode, url).toBe(404);
      expect((await call(`${url}&number=${numbers.dental}&organisation=${organisations.hugo}`, 'ceo')).statusCode, url).toBe(404);
      expect((await call(`${url}&number=999999`, 'ceo')).statusCode, url).toBe(404);
      expect((await call(`${url}&organisation=999999`, 'ceo')).statusCode, url).toBe(404);
    }
  });

  it('refuses a period that ends before it starts, one over 366 days, a bad number or limit, with 400 and the field’s code', async () => {
    const cases: [string, string, string][] = [
      [`${A}/summary/?from=2026-03-15&to=2026-03-09`, 'to', 'end_before_start'],
      [`${A}/series/?from=2025-01-01&to=2026-01-02`, 'to', 'too_large'],
      [`${A}/hours/?${MARCH}&number=abc`, 'number', 'invalid_number'],
      [`${A}/unanswered/?${MARCH}&organisation=1.5`, 'organisation', 'invalid_number'],
      [`${A}/unanswered/?from=2026-03-15&to=2026-03-09`, 'to', 'end_before_start'],
    ];
    for (const [url, field, code] of cases) {
      const response = await call(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors, url).toEqual({ [field]: [code] });
    }
    const tooMany = await call(`${A}/unanswered/?${MARCH}&limit=51`);
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json().errors)).toEqual(['limit']);
  });
});
