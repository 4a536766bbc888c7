import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Billable, UsageLines } from '@/api/contract/invoices';
import { billingAddresses, calls, chatMessages, organisations, phases, products, projects, tasks, type UserRow } from '@server/db/schema';
import { insertProduct, insertSubscription } from '@server/src/shop/checkout/test-kit';
import { insertNumber } from '@server/src/shop/payments/test-kit';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { usageOfMonth } from './usage-lines';

let server: TestServer;
// The app's clock: in December 2026, so October and November are over and December is still running.
const now = new Date('2026-12-10T10:00:00Z');
const people = {} as Record<'cfo' | 'pmClient' | 'pmDev' | 'owner', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
type Who = keyof typeof people | null;
let org: number;
let otherOrg: number;
const ids = { project: 0, otherProject: 0, design: 0, build: 0, wireframes: 0, pages: 0, growth: 0, n1: 0, n2: 0, foreignNumber: 0 };
const phones = { n1: '', n2: '' };

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
  const { db } = server.database;
  people.cfo = await server.createUser('CFO');
  people.pmClient = await server.createUser('PM_CLIENT');
  people.pmDev = await server.createUser('PM_DEV');
  people.owner = await server.createUser('CLIENT', { fullName: 'Olga Owner' });
  for (const key of Object.keys(people) as (keyof typeof people)[]) tokens[key] = (await signIn(server.app, people[key].email)).access;
  org = await server.organisationOf(people.owner);
  await db.update(organisations).set({ language: 'es' }).where(eq(organisations.id, org));
  otherOrg = (await db.insert(organisations).values({ name: 'Other' }).returning())[0]!.id;
  await db
    .insert(billingAddresses)
    .values({ organisationId: org, name: 'Olga', line1: 'Calle 1', city: 'Madrid', country: 'ES', isDefault: true });
  await db.insert(billingAddresses).values({ organisationId: otherOrg, name: 'Other', line1: 'Road 1', city: 'Leeds', country: 'GB' });

  const project = async (name: string, clientId: number) => (await db.insert(projects).values({ name, clientId }).returning())[0]!.id;
  ids.project = await project('Website', org);
  ids.otherProject = await project('App', otherOrg);
  await project('Another site', org);
  const phase = async (name: string, position: number, projectId = ids.project) =>
    (await db.insert(phases).values({ projectId, name, position }).returning())[0]!.id;
  ids.build = await phase('Build', 1);
  ids.design = await phase('Design', 0);
  await phase('Discovery', 0, ids.otherProject);
  const task = async (title: string, phaseId: number, position: number, archived = false) =>
    (await db.insert(tasks).values({ projectId: ids.project, phaseId, title, position, archived }).returning())[0]!.id;
  ids.pages = await task('Pages', ids.build, 0);
  ids.wireframes = await task('Wireframes', ids.design, 0);
  await task('Old sketch', ids.design, 1, true);

  ids.growth = (
    await insertProduct(db, {
      nameEn: 'Growth',
      nameEs: 'Crecimiento',
      priceMinor: 14_900,
      callMinutes: 10,
      sms: 2,
      overageMinuteMinor: 5,
      overageSmsMinor: 3,
      position: 1,
    })
  ).id;
  await insertProduct(db, { nameEn: 'Hidden', status: 'draft' });
  const minutes = await insertProduct(db, { kind: 'add_on', nameEn: '5 minutes', nameEs: '5 minutos', callMinutes: 5, position: 2 });

  const n1 = await insertNumber(db, org);
  const n2 = await insertNumber(db, org);
  ids.n1 = n1.id;
  ids.n2 = n2.id;
  phones.n1 = n1.phoneNumber;
  phones.n2 = n2.phoneNumber;
  ids.foreignNumber = (await insertNumber(db, otherOrg)).id;

  // The plan and its add-on ran through October 2026.
  const running = { createdAt: new Date('2026-09-01T00:00:00Z') };
  await insertSubscription(db, org, await productOf(ids.growth), running);
  await insertSubscription(db, org, minutes, running);

  let sid = 0;
  const call = (numberId: number, startedAt: string, durationSeconds: number, isTest = false) => ({
    numberId,
    callSid: `CA${(sid += 1)}`,
    customerPhoneNumber: '+34600000000',
    direction: 'inbound' as const,
    status: 'completed' as const,
    startedAt: new Date(startedAt),
    durationSeconds,
    isTest,
  });
  await db.insert(calls).values([
    // n1: 1 + 2 + 10 + 1 = 14 minutes in October.
    call(ids.n1, '2026-10-01T00:00:00Z', 60),
    call(ids.n1, '2026-10-03T10:00:00Z', 95),
    call(ids.n1, '2026-10-09T10:00:00Z', 600),
    call(ids.n1, '2026-10-31T23:59:59Z', 30),
    // Not counted: a simulation, September, November.
    call(ids.n1, '2026-10-10T10:00:00Z', 600, true),
    call(ids.n1, '2026-09-30T23:59:59Z', 600),
    call(ids.n1, '2026-11-01T00:00:00Z', 600),
    // n2: 4 + 2 = 6 minutes.
    call(ids.n2, '2026-10-05T10:00:00Z', 240),
    call(ids.n2, '2026-10-06T10:00:00Z', 61),
    // Another organisation's number.
    call(ids.foreignNumber, '2026-10-06T10:00:00Z', 6_000),
  ]);
  const sms = (
    numberId: number,
    role: 'assistant' | 'agent' | 'customer',
    status: 'sent' | 'delivered' | 'failed',
    at: string,
    isTest = false,
  ) => ({
    numberId,
    customerPhoneNumber: '+34600000000',
    role,
    body: 'Hola',
    status,
    createdAt: new Date(at),
    isTest,
  });
  await db.insert(chatMessages).values([
    // n1: 3 SMS sent.
    sms(ids.n1, 'assistant', 'sent', '2026-10-02T10:00:00Z'),
    sms(ids.n1, 'assistant', 'delivered', '2026-10-12T10:00:00Z'),
    sms(ids.n1, 'agent', 'delivered', '2026-10-20T10:00:00Z'),
    // Not counted: failed, the customer's, a simulation, November.
    sms(ids.n1, 'assistant', 'failed', '2026-10-21T10:00:00Z'),
    sms(ids.n1, 'customer', 'delivered', '2026-10-21T10:00:00Z'),
    sms(ids.n1, 'assistant', 'sent', '2026-10-22T10:00:00Z', true),
    sms(ids.n1, 'assistant', 'sent', '2026-11-01T00:00:00Z'),
    // n2: 1 SMS.
    sms(ids.n2, 'assistant', 'sent', '2026-10-15T10:00:00Z'),
  ]);
});
afterAll(() => server.close());

async function productOf(id: number) {
  const [row] = await server.database.db.select().from(products).where(eq(products.id, id));
  return row!;
}

const get = (url: string, who: Who) =>
  server.app.inject({ method: 'GET', url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });

describe('what the editor may bill (GET /api/v1/invoices/billable/)', () => {
  it('offers the organisation’s projects, products in the language asked for, its numbers, language and address', async () => {
    const response = await get(`/api/v1/invoices/billable/?organisation=${org}&lang=es`, 'cfo');
    expect(response.statusCode).toBe(200);
    const billable = response.json<Billable>();
    expect(billable).toMatchObject({ language: 'es', has_address: true, phases: [], tasks: [] });
    expect(billable.projects.map((row) => row.name)).toEqual(['Another site', 'Website']);
    expect(billable.products).toEqual([
      { id: ids.growth, name: 'Crecimiento', unit_minor: 14_900, currency: 'USD' },
      { id: expect.any(Number), name: '5 minutos', unit_minor: 4_900, currency: 'USD' },
    ]);
    expect(billable.numbers).toEqual([
      { id: ids.n1, phone_number: phones.n1 },
      { id: ids.n2, phone_number: phones.n2 },
    ]);
    const other = (await get(`/api/v1/invoices/billable/?organisation=${otherOrg}`, 'pmClient')).json<Billable>();
    expect(other).toMatchObject({ language: 'en', has_address: false, projects: [{ id: ids.otherProject, name: 'App' }] });
    expect(other.products[0]?.name).toBe('Growth');
  });

  it('with a project, offers its phases in order and its tasks that are not archived', async () => {
    const billable = (await get(`/api/v1/invoices/billable/?organisation=${org}&project=${ids.project}`, 'cfo')).json<Billable>();
    expect(billable.phases).toEqual([
      { id: ids.design, name: 'Design' },
      { id: ids.build, name: 'Build' },
    ]);
    expect(billable.tasks).toEqual([
      { id: ids.wireframes, name: 'Wireframes', phase: 'Design' },
      { id: ids.pages, name: 'Pages', phase: 'Build' },
    ]);
  });

  it('refuses another organisation’s project (400 on `project`), and answers 401, 403 and 404', async () => {
    const refused = await get(`/api/v1/invoices/billable/?organisation=${org}&project=${ids.otherProject}`, 'cfo');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'not_of_project', errors: { project: ['not_of_project'] } });
    expect((await get(`/api/v1/invoices/billable/?organisation=${org}&project=999999`, 'cfo')).statusCode).toBe(400);
    expect((await get('/api/v1/invoices/billable/', 'cfo')).statusCode).toBe(400);
    expect((await get(`/api/v1/invoices/billable/?organisation=${org}`, null)).statusCode).toBe(401);
    expect((await get(`/api/v1/invoices/billable/?organisation=${org}`, 'owner')).statusCode).toBe(403);
    expect((await get(`/api/v1/invoices/billable/?organisation=${org}`, 'pmDev')).statusCode).toBe(403);
    expect((await get('/api/v1/invoices/billable/?organisation=999999', 'cfo')).statusCode).toBe(404);
  });
});

describe('a month’s usage (GET /api/v1/invoices/usage/)', () => {
  const usage = async (query: string) => {
    const response = await get(`/api/v1/invoices/usage/${query}`, 'cfo');
    expect(response.statusCode).toBe(200);
    return response.json<UsageLines>();
  };

  it('counts each number’s minutes and SMS of the calendar month as the calls and messages behind them', async () => {
    const october = await usage(`?organisation=${org}&month=2026-10`);
    expect(october.numbers).toEqual([
      { id: ids.n1, phone_number: phones.n1, minutes: 14, sms: 3 },
      { id: ids.n2, phone_number: phones.n2, minutes: 6, sms: 1 },
    ]);
    expect(october).toMatchObject({ month: '2026-10', plan: 'Growth', currency: 'USD', included: { minutes: 15, sms: 2 } });
    const november = await usage(`?organisation=${org}&month=2026-11`);
    expect(november.numbers.map((row) => [row.minutes, row.sms])).toEqual([
      [10, 1],
      [0, 0],
    ]);
  });

  it('bills what is beyond the plan’s allowance, taken from the numbers in order, at its overage prices', async () => {
    const october = await usage(`?organisation=${org}&month=2026-10`);
    // Minutes: 15 included; n1 uses 14 of them, n2 the last one and 5 beyond. SMS: 2 included, both n1's.
    expect(october.lines).toEqual([
      {
        source: 'usage',
        number: ids.n2,
        usage_month: '2026-10',
        usage_metric: 'minutes',
        description: `Call minutes · ${phones.n2} · 2026-10 (6 used, 1 included)`,
        quantity: 5,
        unit_minor: 5,
        discount_bp: 0,
        tax_bp: 0,
      },
      expect.objectContaining({
        number: ids.n1,
        usage_metric: 'sms',
        quantity: 1,
        unit_minor: 3,
        description: `SMS · ${phones.n1} · 2026-10 (3 used, 2 included)`,
      }),
      expect.objectContaining({
        number: ids.n2,
        usage_metric: 'sms',
        quantity: 1,
        unit_minor: 3,
        description: `SMS · ${phones.n2} · 2026-10 (1 used, 0 included)`,
      }),
    ]);
    const spanish = await usage(`?organisation=${org}&month=2026-10&lang=es`);
    expect(spanish.plan).toBe('Crecimiento');
    expect(spanish.lines[0]?.description).toBe(`Minutos de llamada · ${phones.n2} · 2026-10 (6 usados, 1 incluidos)`);
    // November stays within the allowance.
    expect((await usage(`?organisation=${org}&month=2026-11`)).lines).toEqual([]);
  });

  it('bills nothing without a plan in the month, or with a plan taken after it', async () => {
    const db = server.database.db;
    expect(await usageOfMonth(db, otherOrg, '2026-10', 'en')).toEqual({
      month: '2026-10',
      plan: null,
      currency: null,
      included: { minutes: 0, sms: 0 },
      numbers: [{ id: ids.foreignNumber, phone_number: expect.any(String), minutes: 100, sms: 0 }],
      lines: [],
    });
    // The organisation's plan started in September: August had none.
    expect(await usageOfMonth(db, org, '2026-08', 'en')).toMatchObject({ plan: null, lines: [] });
  });

  it('uses the plan of a month it was cancelled in', async () => {
    const db = server.database.db;
    const late = (await db.insert(organisations).values({ name: 'Late' }).returning())[0]!.id;
    const number = await insertNumber(db, late);
    await db.insert(calls).values({
      numberId: number.id,
      callSid: 'CA-late',
      customerPhoneNumber: '+34600000000',
      direction: 'inbound',
      status: 'completed',
      startedAt: new Date('2026-10-02T00:00:00Z'),
      durationSeconds: 1_200,
    });
    await insertSubscription(db, late, await productOf(ids.growth), {
      createdAt: new Date('2026-09-01T00:00:00Z'),
      status: 'cancelled',
      cancelledAt: new Date('2026-10-20T00:00:00Z'),
    });
    const october = await usageOfMonth(db, late, '2026-10', 'en');
    expect(october).toMatchObject({ plan: 'Growth', included: { minutes: 10, sms: 2 } });
    expect(october.lines.map((line) => [line.usage_metric, line.quantity])).toEqual([['minutes', 10]]);
    expect(await usageOfMonth(db, late, '2026-11', 'en')).toMatchObject({ plan: null, lines: [] });
  });

  it('refuses a month not over yet by the app’s clock, or to come: 400 usage_month_open on `month`', async () => {
    for (const month of ['2026-12', '2027-01']) {
      const refused = await get(`/api/v1/invoices/usage/?organisation=${org}&month=${month}`, 'cfo');
      expect(refused.statusCode, month).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'usage_month_open', errors: { month: ['usage_month_open'] } });
    }
    // The month before the clock's is over.
    expect((await get(`/api/v1/invoices/usage/?organisation=${org}&month=2026-11`, 'cfo')).statusCode).toBe(200);
  });

  it('answers 400 to a bad month, 401, 403 and 404', async () => {
    expect((await get(`/api/v1/invoices/usage/?organisation=${org}&month=2026-13`, 'cfo')).statusCode).toBe(400);
    expect((await get(`/api/v1/invoices/usage/?organisation=${org}`, 'cfo')).statusCode).toBe(400);
    expect((await get(`/api/v1/invoices/usage/?organisation=${org}&month=2026-10`, null)).statusCode).toBe(401);
    expect((await get(`/api/v1/invoices/usage/?organisation=${org}&month=2026-10`, 'owner')).statusCode).toBe(403);
    expect((await get(`/api/v1/invoices/usage/?organisation=${org}&month=2026-10`, 'pmDev')).statusCode).toBe(403);
    expect((await get('/api/v1/invoices/usage/?organisation=999999&month=2026-10', 'cfo')).statusCode).toBe(404);
  });
});
