import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOutcome } from '@/api/contract/lato-ai-values';
import type { Contact, ContactSource, ContactStatus } from '@/api/contract/contacts';
import type { CrmChannels, CrmRecent, CrmStatuses, CrmSummary } from '@/api/contract/crm-analytics';
import { addDays } from '@/api/contract/dashboards';
import { ACCESS, type Role } from '@/api/contract/roles';
import { calls, contacts, organisations, twilioNumbers, type UserRow } from '@server/db/schema';
import { expectAccessByRoleTable, getAs, readAs, signInEveryRole, startTestServer, type TestServer } from '@server/test/harness';

/*
 * A small fixture whose every figure is worked out by hand below. The period read most is Monday 9
 * to Sunday 15 March 2026 (UTC); the one before it is 2 to 8 March. Madrid is UTC+1 then, so its
 * 9 March starts at 8 March 23:00 UTC and its 16th at 15 March 23:00 UTC.
 *
 * Contacts (first seen, UTC; status now):
 * - k1 acme call won, 9th 10:00     - k2 acme sms open, 10th       - k3 bakery call lost, 11th
 * - k4 agency inquiry won, 12th     - k5 agency inquiry new, 13th 08:00
 * - k6 cafe import won, 13th 09:00  - k7 bakery call new, 15th 23:00 (Madrid's 16th at midnight)
 * - k8 acme sms won, 8th 23:00 (Madrid's 9th at midnight)
 * - k9 acme call won, 3rd           - k10 cafe sms open, 5th       - k11 bakery call lost, 6th
 * - k14 cafe call lost, 1st 23:30 (Madrid's 2nd: its period before only)
 * - k12 acme call open, 20th (after) - k13 agency inquiry open, June 2025
 *
 * UTC: leads k1–k7 (7, won k1 k4 k6); before: k8–k11 (4, won k8 k9).
 * Madrid: leads k1–k6 and k8 (7, won k1 k4 k6 k8); before: k9 k10 k11 k14 (4, won k9).
 * Still to work (new or open, any day): k2 k5 k7 k10 k12 k13 = 6.
 *
 * Calls (ended, UTC; seconds): L1 10th 300, L2 12th 120, L6 15th 23:30 600 (Madrid's 16th),
 * L10 started the 8th 23:50 and ended the 9th 00:10, 1200; before: L7 4th 90, L8 8th 23:30 200
 * (Madrid's 9th). Left out: L3 missed, L4 the simulator's, L5 without a duration, L9 not ended.
 * UTC: (300 + 120 + 600 + 1200) / 4 = 555, before (90 + 200) / 2 = 145.
 * Madrid: (300 + 120 + 200 + 1200) / 4 = 455, before 90.
 */

const A = '/api/v1/analytics/crm';
const MARCH = 'from=2026-03-09&to=2026-03-15';
const MADRID = `${MARCH}&time_zone=Europe/Madrid`;
const EMPTY = 'from=2025-01-01&to=2025-01-07';

type Key = `k${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14}`;
type Business = 'acme' | 'bakery' | 'cafe';
interface Spec {
  organisation: Business | null;
  source: ContactSource;
  status: ContactStatus;
  firstSeen: string;
  lastSeen?: string;
  name?: string;
  phone?: string;
  email?: string;
  owner?: 'member' | 'staff';
  tags?: string[];
  interactions?: number;
}

const SPECS: Record<Key, Spec> = {
  k1: {
    organisation: 'acme',
    source: 'call',
    status: 'won',
    firstSeen: '2026-03-09T10:00:00',
    lastSeen: '2026-03-12T10:00:00',
    name: 'Ana López',
    phone: '+14155550101',
    owner: 'member',
    tags: ['vip', 'dentist'],
    interactions: 3,
  },
  k2: { organisation: 'acme', source: 'sms', status: 'open', firstSeen: '2026-03-10T12:00:00', phone: '+14155550102', interactions: 1 },
  k3: { organisation: 'bakery', source: 'call', status: 'lost', firstSeen: '2026-03-11T09:00:00', phone: '+34910000101' },
  k4: {
    organisation: null,
    source: 'inquiry',
    status: 'won',
    firstSeen: '2026-03-12T15:00:00',
    lastSeen: '2026-03-14T09:00:00',
    name: 'Visitor One',
    email: 'visitor1@example.com',
    owner: 'staff',
    interactions: 2,
  },
  k5: { organisation: null, source: 'inquiry', status: 'new', firstSeen: '2026-03-13T08:00:00', email: 'visitor2@example.com' },
  k6: { organisation: 'cafe', source: 'import', status: 'won', firstSeen: '2026-03-13T09:00:00', phone: '+442079460001' },
  k7: { organisation: 'bakery', source: 'call', status: 'new', firstSeen: '2026-03-15T23:00:00', phone: '+34910000102' },
  k8: { organisation: 'acme', source: 'sms', status: 'won', firstSeen: '2026-03-08T23:00:00', phone: '+14155550103' },
  k9: { organisation: 'acme', source: 'call', status: 'won', firstSeen: '2026-03-03T10:00:00', phone: '+14155550104' },
  k10: { organisation: 'cafe', source: 'sms', status: 'open', firstSeen: '2026-03-05T10:00:00', phone: '+442079460002' },
  k11: { organisation: 'bakery', source: 'call', status: 'lost', firstSeen: '2026-03-06T10:00:00', phone: '+34910000103' },
  k12: { organisation: 'acme', source: 'call', status: 'open', firstSeen: '2026-03-20T10:00:00', phone: '+14155550105' },
  k13: { organisation: null, source: 'inquiry', status: 'open', firstSeen: '2025-06-01T10:00:00', email: 'old@example.com' },
  k14: { organisation: 'cafe', source: 'call', status: 'lost', firstSeen: '2026-03-01T23:30:00', phone: '+442079460003' },
};

const NAMES: Record<Business, string> = { acme: 'Acme Dental', bakery: 'Panadería Ruiz', cafe: 'Café Luna' };

let server: TestServer;
let tokens: Record<Role, string>;
const orgs = {} as Record<Business, number>;
const ids = {} as Record<Key, number>;
const owners = {} as Record<'member' | 'staff', UserRow>;

const at = (moment: string) => new Date(`${moment}Z`);

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  tokens = await signInEveryRole(server);
  owners.member = await server.createUser('CLIENT');
  owners.staff = await server.createUser('PM_CLIENT');
  for (const key of Object.keys(NAMES) as Business[])
    orgs[key] = (await db.insert(organisations).values({ name: NAMES[key] }).returning())[0]!.id;

  for (const [key, spec] of Object.entries(SPECS) as [Key, Spec][]) {
    const [row] = await db
      .insert(contacts)
      .values({
        organisationId: spec.organisation === null ? null : orgs[spec.organisation],
        name: spec.name ?? '',
        phone: spec.phone ?? null,
        email: spec.email ?? null,
        source: spec.source,
        status: spec.status,
        ownerId: spec.owner ? owners[spec.owner].id : null,
        tags: spec.tags ?? [],
        interactions: spec.interactions ?? 1,
        firstSeenAt: at(spec.firstSeen),
        lastSeenAt: at(spec.lastSeen ?? spec.firstSeen),
      })
      .returning();
    ids[key] = row!.id;
  }

  const [number] = await db
    .insert(twilioNumbers)
    .values({ phoneNumber: '+14155550142', friendlyName: 'Acme', organisationId: orgs.acme })
    .returning();
  let sid = 0;
  const call = (startedAt: string, endedAt: string | null, durationSeconds: number | null, outcome: CallOutcome | null, isTest = false) =>
    db.insert(calls).values({
      numberId: number!.id,
      callSid: `CA-${(sid += 1)}`,
      customerPhoneNumber: '+14155550101',
      direction: 'inbound',
      status: endedAt === null ? 'in_progress' : 'completed',
      outcome,
      startedAt: at(startedAt),
      endedAt: endedAt === null ? null : at(endedAt),
      durationSeconds,
      isTest,
    });
  await call('2026-03-10T10:00:00', '2026-03-10T10:05:00', 300, 'handled'); // L1
  await call('2026-03-12T10:58:00', '2026-03-12T11:00:00', 120, 'message_taken'); // L2
  await call('2026-03-13T08:59:00', '2026-03-13T09:00:00', 60, 'missed'); // L3: nobody spoke
  await call('2026-03-11T09:45:00', '2026-03-11T10:00:00', 1000, 'handled', true); // L4: the simulator's
  await call('2026-03-14T09:59:00', '2026-03-14T10:00:00', null, 'handled'); // L5: no duration
  await call('2026-03-15T23:20:00', '2026-03-15T23:30:00', 600, 'transferred'); // L6: Madrid's 16th
  await call('2026-03-04T09:58:30', '2026-03-04T10:00:00', 90, 'handled'); // L7: the period before
  await call('2026-03-08T23:26:40', '2026-03-08T23:30:00', 200, 'handled'); // L8: Madrid's 9th
  await call('2026-03-15T20:00:00', null, null, null); // L9: still going on
  await call('2026-03-08T23:50:00', '2026-03-09T00:10:00', 1200, 'handled'); // L10: ended on the 9th
});
afterAll(() => server.close());

const call = (url: string, token: string | null = tokens.CEO) => getAs(server.app, url, token);
const get = <T>(url: string) => readAs<T>(server.app, url, tokens.CEO);

describe('the summary', () => {
  it('counts the period’s leads, those won, the share won, the calls’ average seconds and the leads still to work, with the period before', async () => {
    expect(await get<CrmSummary>(`${A}/summary/?${MARCH}&compare=true`)).toEqual({
      leads: { value: 7, previous: 4 },
      won: { value: 3, previous: 2 },
      conversion: { value: expect.closeTo(3 / 7, 9), previous: 0.5 },
      average_call_seconds: { value: 555, previous: 145 },
      open_leads: 6,
    });
  });

  it('cuts the days at the reader’s midnight: in Madrid k8 and L8 are the 9th’s, k7 and L6 the 16th’s, k14 the 2nd’s', async () => {
    expect(await get<CrmSummary>(`${A}/summary/?${MADRID}&compare=true`)).toEqual({
      leads: { value: 7, previous: 4 },
      won: { value: 4, previous: 1 },
      conversion: { value: expect.closeTo(4 / 7, 9), previous: 0.25 },
      average_call_seconds: { value: 455, previous: 90 },
      open_leads: 6,
    });
  });

  it('gives no previous figures when not compared', async () => {
    expect(await get<CrmSummary>(`${A}/summary/?${MARCH}`)).toEqual({
      leads: { value: 7, previous: null },
      won: { value: 3, previous: null },
      conversion: { value: expect.closeTo(3 / 7, 9), previous: null },
      average_call_seconds: { value: 555, previous: null },
      open_leads: 6,
    });
  });

  it('answers zero leads, no conversion and no average over an empty period; the leads to work are any day’s', async () => {
    expect(await get<CrmSummary>(`${A}/summary/?${EMPTY}&compare=true`)).toEqual({
      leads: { value: 0, previous: 0 },
      won: { value: 0, previous: 0 },
      conversion: { value: null, previous: null },
      average_call_seconds: { value: null, previous: null },
      open_leads: 6,
    });
  });
});

describe('the channels', () => {
  const days = (from: string, counts: [number, number, number, number][]) =>
    counts.map(([callCount, sms, inquiry, imported], index) => ({
      start: addDays(from, index),
      call: callCount,
      sms,
      inquiry,
      import: imported,
    }));
  const rows = (counts: Record<ContactSource, [number, number]>) =>
    (['call', 'sms', 'inquiry', 'import'] as const).map((source) => ({ source, leads: counts[source][0], won: counts[source][1] }));

  it('counts the period’s leads per source, and those won, and per day first seen, every day drawn', async () => {
    // call: k1 k3 k7 (won k1); sms: k2; inquiry: k4 k5 (won k4); import: k6 (won). Nothing on the 14th.
    expect(await get<CrmChannels>(`${A}/channels/?${MARCH}`)).toEqual({
      rows: rows({ call: [3, 1], sms: [1, 0], inquiry: [2, 1], import: [1, 1] }),
      unit: 'day',
      points: days('2026-03-09', [
        [1, 0, 0, 0],
        [0, 1, 0, 0],
        [1, 0, 0, 0],
        [0, 0, 1, 0],
        [0, 0, 1, 1],
        [0, 0, 0, 0],
        [1, 0, 0, 0],
      ]),
    });
  });

  it('cuts the days in the reader’s time zone: in Madrid k8 is the 9th’s and k7 is not of the period', async () => {
    expect(await get<CrmChannels>(`${A}/channels/?${MADRID}&compare=true`)).toEqual({
      rows: rows({ call: [2, 1], sms: [2, 1], inquiry: [2, 1], import: [1, 1] }),
      unit: 'day',
      points: days('2026-03-09', [
        [1, 1, 0, 0],
        [0, 1, 0, 0],
        [1, 0, 0, 0],
        [0, 0, 1, 0],
        [0, 0, 1, 1],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ]),
    });
  });

  it('draws every day of an empty period, every source listed at 0', async () => {
    expect(await get<CrmChannels>(`${A}/channels/?${EMPTY}`)).toEqual({
      rows: rows({ call: [0, 0], sms: [0, 0], inquiry: [0, 0], import: [0, 0] }),
      unit: 'day',
      points: days(
        '2025-01-01',
        Array.from({ length: 7 }, () => [0, 0, 0, 0]),
      ),
    });
  });

  it('cuts fifteen weeks by week, from Monday, every week drawn', async () => {
    const { unit, points, rows: sources } = await get<CrmChannels>(`${A}/channels/?from=2026-02-23&to=2026-06-07`);
    expect(unit).toBe('week');
    expect(points).toHaveLength(15);
    // Week of 23 Feb: k14 (Sunday the 1st). Of 2 March: k9 k11, k8 k10. Of 9 March: k1–k7. Of 16 March: k12.
    expect(points.slice(0, 4)).toEqual([
      { start: '2026-02-23', call: 1, sms: 0, inquiry: 0, import: 0 },
      { start: '2026-03-02', call: 2, sms: 2, inquiry: 0, import: 0 },
      { start: '2026-03-09', call: 3, sms: 1, inquiry: 2, import: 1 },
      { start: '2026-03-16', call: 1, sms: 0, inquiry: 0, import: 0 },
    ]);
    expect(points.slice(4).every((point) => point.call + point.sms + point.inquiry + point.import === 0)).toBe(true);
    expect(sources).toEqual(rows({ call: [7, 2], sms: [3, 1], inquiry: [2, 1], import: [1, 1] }));
  });

  it('cuts a year by month, every month drawn', async () => {
    const { unit, points } = await get<CrmChannels>(`${A}/channels/?from=2025-12-01&to=2026-11-30`);
    expect(unit).toBe('month');
    expect(points).toHaveLength(12);
    // All of March's: k1–k12 and k14 (k13 is of June 2025).
    expect(points[3]).toEqual({ start: '2026-03-01', call: 7, sms: 3, inquiry: 2, import: 1 });
    expect(
      points.filter((point) => point.start !== '2026-03-01').every((point) => point.call + point.sms + point.inquiry + point.import === 0),
    ).toBe(true);
  });
});

describe('the statuses', () => {
  const statuses = (counts: [number, number, number, number]) =>
    (['new', 'open', 'won', 'lost'] as const).map((status, index) => ({ status, leads: counts[index] }));

  it('counts the period’s leads by the status they have now, every status listed', async () => {
    // new k5 k7; open k2; won k1 k4 k6; lost k3.
    expect(await get<CrmStatuses>(`${A}/statuses/?${MARCH}`)).toEqual({ rows: statuses([2, 1, 3, 1]) });
  });

  it('cuts the days in the reader’s time zone', async () => {
    // new k5; open k2; won k1 k4 k6 k8; lost k3.
    expect(await get<CrmStatuses>(`${A}/statuses/?${MADRID}`)).toEqual({ rows: statuses([1, 1, 4, 1]) });
  });

  it('lists every status at 0 for an empty period', async () => {
    expect(await get<CrmStatuses>(`${A}/statuses/?${EMPTY}`)).toEqual({ rows: statuses([0, 0, 0, 0]) });
  });
});

describe('the recent leads', () => {
  /** A contact of the fixture as the contract gives it. */
  const contact = (key: Key): Contact => {
    const spec = SPECS[key];
    const owner = spec.owner ? owners[spec.owner] : null;
    return {
      id: ids[key],
      organisation: spec.organisation === null ? null : { id: orgs[spec.organisation], name: NAMES[spec.organisation] },
      name: spec.name ?? '',
      phone: spec.phone ?? null,
      email: spec.email ?? null,
      source: spec.source,
      status: spec.status,
      owner: owner === null ? null : { id: owner.id, name: owner.fullName },
      tags: spec.tags ?? [],
      interactions: spec.interactions ?? 1,
      first_seen_at: `${spec.firstSeen}.000Z`,
      last_seen_at: `${spec.lastSeen ?? spec.firstSeen}.000Z`,
    };
  };

  it('gives the period’s leads as the contacts table shows them, the most recently first seen first', async () => {
    const keys: Key[] = ['k7', 'k6', 'k5', 'k4', 'k3', 'k2', 'k1'];
    expect(await get<CrmRecent>(`${A}/recent/?${MARCH}`)).toEqual({ rows: keys.map(contact) });
  });

  it('gives the business and the owner by name, or null for the agency’s own and nobody’s', async () => {
    const { rows } = await get<CrmRecent>(`${A}/recent/?${MARCH}`);
    expect(rows.find((row) => row.id === ids.k1)).toMatchObject({
      organisation: { id: orgs.acme, name: 'Acme Dental' },
      owner: { id: owners.member.id, name: owners.member.fullName },
      tags: ['vip', 'dentist'],
    });
    expect(rows.find((row) => row.id === ids.k4)).toMatchObject({ organisation: null, owner: { id: owners.staff.id } });
    expect(rows.find((row) => row.id === ids.k5)).toMatchObject({ organisation: null, owner: null });
  });

  it('cuts at the limit', async () => {
    expect(await get<CrmRecent>(`${A}/recent/?${MARCH}&limit=3`)).toEqual({ rows: (['k7', 'k6', 'k5'] as Key[]).map(contact) });
  });

  it('cuts the days in the reader’s time zone', async () => {
    const keys: Key[] = ['k6', 'k5', 'k4', 'k3', 'k2', 'k1', 'k8'];
    expect(await get<CrmRecent>(`${A}/recent/?${MADRID}`)).toEqual({ rows: keys.map(contact) });
  });

  it('answers no rows for an empty period', async () => {
    expect(await get<CrmRecent>(`${A}/recent/?${EMPTY}`)).toEqual({ rows: [] });
  });
});

describe('who may read the CRM figures, and what is refused', () => {
  const WIDGETS = ['summary', 'channels', 'statuses', 'recent'];

  // There is no 404: the widgets read every business's figures, no one row by its id.
  it('answers the agency’s managers, refuses developers and clients (403) and anyone signed out (401)', async () => {
    await expectAccessByRoleTable(
      call,
      WIDGETS.map((widget) => `${A}/${widget}/?${MARCH}`),
      tokens,
      ACCESS.crm,
    );
    expect((await call(`${A}/summary/?${MARCH}`, tokens.DEV)).statusCode).toBe(403);
    expect((await call(`${A}/summary/?${MARCH}`, tokens.CLIENT)).statusCode).toBe(403);
  });

  it('refuses a period that ends before it starts or is over 366 days, an unknown time zone, a limit out of 1–50 (400)', async () => {
    for (const widget of WIDGETS) {
      const cases: [string, string, string][] = [
        ['from=2026-03-15&to=2026-03-09', 'to', 'end_before_start'],
        ['from=2025-01-01&to=2026-01-02', 'to', 'too_large'],
        [`${MARCH}&time_zone=Mars/Olympus_Mons`, 'time_zone', 'invalid_choice'],
        ['to=2026-03-15', 'from', 'required'],
      ];
      if (widget === 'recent') cases.push([`${MARCH}&limit=0`, 'limit', 'too_small'], [`${MARCH}&limit=51`, 'limit', 'too_large']);
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
