import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '@/api/contract/api';
import { organisationEndpoints } from '@/api/contract/organisations';
import { ACCESS } from '@/api/contract/roles';
import { projectEndpoints } from '@/api/contract/projects';
import { taskEndpoints } from '@/api/contract/tasks';
import { callLogs, calls, chatMessages, projects, twilioNumbers, type UserRow } from '@server/db/schema';
import { defaultSettings } from '@server/src/lato-ai/settings';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';

/**
 * Isolation at the business boundary: every Lato AI call, and the business's own pages, tried by
 * both people of one business (both reach it) and by the people of another (404, as if it did not
 * exist), in both directions.
 */

const CUSTOMER = '+14155550177';
const C = '/api/v1/calls_service';
const T = '/api/v1/twilio';
const O = '/api/v1/organisations';

interface Business {
  id: number;
  numberId: number;
  phone: string;
  callId: number;
}

let server: TestServer;
const people = {} as Record<'owner' | 'member' | 'other' | 'pm', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
let mine: Business;
let theirs: Business;

async function business(db: TestServer['database']['db'], organisationId: number, phone: string): Promise<Business> {
  const [number] = await db.insert(twilioNumbers).values({ phoneNumber: phone, friendlyName: 'Front desk', organisationId }).returning();
  const [row] = await db
    .insert(calls)
    .values({
      numberId: number!.id,
      callSid: `CA${phone.slice(-6)}`,
      customerPhoneNumber: CUSTOMER,
      direction: 'inbound',
      status: 'completed',
      outcome: 'handled',
      startedAt: new Date('2026-11-20T10:00:00Z'),
      summary: 'Booked a visit.',
    })
    .returning();
  await db.insert(callLogs).values({ callId: row!.id, role: 'customer', text: 'Hello there' });
  await db
    .insert(chatMessages)
    .values({ numberId: number!.id, customerPhoneNumber: CUSTOMER, role: 'customer', body: 'Open today?', status: 'received' });
  return { id: organisationId, numberId: number!.id, phone, callId: row!.id };
}

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  people.owner = await server.createUser('CLIENT', { fullName: 'Grace Okafor' });
  people.member = await server.createUser('CLIENT', { fullName: 'Maya Chen' });
  people.other = await server.createUser('CLIENT', { fullName: 'Hugo Bernard' });
  people.pm = await server.createUser('PM_CLIENT');
  for (const key of Object.keys(people) as (keyof typeof people)[]) tokens[key] = (await signIn(server.app, people[key].email)).access;
  mine = await business(db, await server.organisationOf(people.owner), '+14155550142');
  theirs = await business(db, await server.organisationOf(people.other), '+442079460000');
  const { organisationMembers } = await import('@server/db/schema');
  await db.insert(organisationMembers).values({ organisationId: mine.id, userId: people.member.id, role: 'member' });
  await db.insert(projects).values({ name: 'New website', clientId: mine.id });
});
afterAll(() => server.close());

type Who = keyof typeof people;
type Request = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };

const send = (who: Who, { method, url, payload }: Request) =>
  server.app.inject({ method, url, headers: { authorization: `Bearer ${tokens[who]}` }, ...(payload && { payload }) });

const settingsBody = { ...defaultSettings({ friendlyName: 'Front desk' }), greeting: 'Hello, how can we help?' };

/** Each call on one business's rows, by the endpoint's name in the contract. */
const REQUESTS: Record<string, (b: Business) => Request> = {
  calls: (b) => ({ method: 'GET', url: `${C}/chats/calls/?twilio_number=${b.numberId}` }),
  call: (b) => ({ method: 'GET', url: `${C}/chats/calls/${b.callId}/` }),
  transcript: (b) => ({ method: 'GET', url: `${C}/chats/logs/?call_id=${b.callId}` }),
  conversations: (b) => ({ method: 'GET', url: `${T}/latest-customer-chats/?ai_phone_number=${encodeURIComponent(b.phone)}` }),
  chatLogs: (b) => ({
    method: 'GET',
    url: `${T}/chat-logs/?ai_phone_number=${encodeURIComponent(b.phone)}&customer_phone_number=${encodeURIComponent(CUSTOMER)}`,
  }),
  sendSms: (b) => ({ method: 'POST', url: `${T}/chat-logs/`, payload: { from: b.numberId, to: CUSTOMER, body: 'We are open until six.' } }),
  markRead: (b) => ({ method: 'PUT', url: `${T}/chat-logs/read/`, payload: { ai_phone_number: b.phone, customer_phone_number: CUSTOMER } }),
  simulateCall: (b) => ({ method: 'POST', url: `${C}/simulator/call/`, payload: { number_id: b.numberId } }),
  simulateSms: (b) => ({ method: 'POST', url: `${C}/simulator/sms/`, payload: { number_id: b.numberId, body: 'Are you open?' } }),
  settings: (b) => ({ method: 'GET', url: `${C}/settings/${b.numberId}/` }),
  saveSettings: (b) => ({ method: 'PUT', url: `${C}/settings/${b.numberId}/`, payload: settingsBody }),
  addFaqEntry: (b) => ({
    method: 'POST',
    url: `${C}/settings/${b.numberId}/faq/`,
    payload: { question: 'Do you open on Sundays?', answer: 'No, Monday to Saturday.' },
  }),
  organisation: (b) => ({ method: 'GET', url: `${O}/${b.id}/` }),
  members: (b) => ({ method: 'GET', url: `${O}/${b.id}/members/` }),
};

/** The calls only a business's owners may make. */
const OWNERS_ONLY = new Set(['saveSettings', 'addFaqEntry']);

describe('a business’s calls, messages and settings across the business boundary', () => {
  it('covers every Lato AI call that names a number, call or conversation', () => {
    const latoAi = ALL_ENDPOINTS.filter((e) => e.path.startsWith(C) || (e.path.startsWith(T) && !e.path.includes('/webhooks/')));
    const named = Object.keys(REQUESTS);
    // `numbers` takes no id: its own test below.
    expect(latoAi.length).toBe(named.filter((n) => !['organisation', 'members'].includes(n)).length + 1);
  });

  for (const [name, request] of Object.entries(REQUESTS)) {
    it(`${name}: the people of the business reach it (owners only where it changes the assistant); the other business’s person gets 404, both ways`, async () => {
      for (const who of ['owner', 'member'] as const) {
        const response = await send(who, request(mine));
        // Its owners tune the assistant; its members read how it answers.
        const expected = who === 'member' && OWNERS_ONLY.has(name) ? 403 : 'success';
        expect(response.statusCode < 300 ? 'success' : response.statusCode, `${who} on their own business`).toBe(expected);
        expect((await send(who, request(theirs))).statusCode, `${who} on the other business`).toBe(404);
      }
      expect((await send('other', request(mine))).statusCode, 'the other business’s owner').toBe(404);
      expect((await send('other', request(theirs))).statusCode).toBeLessThan(300);
    });
  }

  it('numbers: each person is offered exactly their businesses’ numbers', async () => {
    const ids = async (who: Who) =>
      (await send(who, { method: 'GET', url: `${C}/chats/twilio-numbers/` })).json().map((n: { id: number }) => n.id);
    expect(await ids('owner')).toEqual([mine.numberId]);
    expect(await ids('member')).toEqual([mine.numberId]);
    expect(await ids('other')).toEqual([theirs.numberId]);
  });

  it('projects: a business’s people never reach the agency’s projects, even the one made for them', async () => {
    const guarded = [...Object.values(projectEndpoints), ...Object.values(taskEndpoints)];
    for (const endpoint of guarded) {
      const url = endpoint.path.replace(/:\w+/g, '1');
      const response = await server.app.inject({ method: endpoint.method, url, headers: { authorization: `Bearer ${tokens.owner}` } });
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(403);
    }
    const detail = await send('pm', { method: 'GET', url: `${O}/${mine.id}/` });
    expect(detail.statusCode).toBe(200);
  });

  /** A body each change would take from its owner, so only the business decides the answer. */
  const BODIES: Record<string, object> = {
    update: { name: 'Taken over' },
    changeRole: { role: 'owner' },
    invite: { email: 'someone@new.test' },
  };

  /** A business's own calls: every one that names a business, tried on it by the people of another. */
  const ofOneBusiness = Object.entries(organisationEndpoints).filter(
    ([, endpoint]) => endpoint.path.includes('/:id/') && endpoint.access === ACCESS.organisationPeople,
  );

  it.each(ofOneBusiness)('%s: the other business’s owner gets 404, as if it did not exist', async (name, endpoint) => {
    const url = endpoint.path.replace(':id', String(mine.id)).replace(/:\w+/g, String(people.member.id));
    const response = await server.app.inject({
      method: endpoint.method,
      url,
      headers: { authorization: `Bearer ${tokens.other}` },
      ...(BODIES[name] && { payload: BODIES[name] }),
    });
    expect(response.statusCode, `${endpoint.method} ${url}`).toBe(404);
  });

  it.each(ofOneBusiness.filter(([name]) => !['get', 'members'].includes(name)))(
    '%s: a member of the business gets 403, for only its owners change it',
    async (name, endpoint) => {
      const url = endpoint.path.replace(':id', String(mine.id)).replace(/:\w+/g, String(people.owner.id));
      const response = await server.app.inject({
        method: endpoint.method,
        url,
        headers: { authorization: `Bearer ${tokens.member}` },
        ...(BODIES[name] && { payload: BODIES[name] }),
      });
      expect(response.statusCode, `${endpoint.method} ${url}`).toBe(403);
    },
  );
});
