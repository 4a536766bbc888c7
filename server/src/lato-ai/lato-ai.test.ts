import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pathFor } from '@/api/contract/endpoint';
import {
  FAQ_MAX,
  CHAT_PAGE_SIZE,
  TRANSCRIPT_PAGE_SIZE,
  latoAiEndpoints,
  type AssistantSettings,
  type CallPage,
  type ChatMessage,
  type ChatPage,
  type Conversation,
  type TranscriptPage,
  type TwilioNumber,
} from '@/api/contract/lato-ai';
import { callLogs, calls, chatMessages, organisations, twilioNumbers, type UserRow } from '@server/db/schema';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { defaultSettings } from './settings';

let server: TestServer;
const people = {} as Record<'grace' | 'hugo' | 'pm', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
type Who = keyof typeof people | null;
const numbers = {} as Record<'dental' | 'madrid' | 'plumbing', TwilioNumber>;
let firstCall = 0;
let hugosCall = 0;

const DENTAL = '+14155550142';
const MADRID = '+34911234567';
const PLUMBING = '+442079460000';
const ALICE = '+14155550110';
const BOB = '+16465550130';

beforeAll(async () => {
  server = await startTestServer();
  people.grace = await server.createUser('CLIENT', { fullName: 'Grace Okafor' });
  people.hugo = await server.createUser('CLIENT', { fullName: 'Hugo Bernard' });
  people.pm = await server.createUser('PM_CLIENT');
  for (const key of Object.keys(people) as (keyof typeof people)[]) tokens[key] = (await signIn(server.app, people[key].email)).access;
  const db = server.database.db;
  const made = await db
    .insert(twilioNumbers)
    .values([
      { phoneNumber: DENTAL, friendlyName: 'Okafor Dental', organisationId: await server.organisationOf(people.grace) },
      { phoneNumber: MADRID, friendlyName: 'Clínica Okafor Madrid', organisationId: await server.organisationOf(people.grace) },
      { phoneNumber: PLUMBING, friendlyName: 'Bernard Plumbing', organisationId: await server.organisationOf(people.hugo) },
    ])
    .returning();
  const [business] = await db.select().from(organisations).where(eq(organisations.id, made[0]!.organisationId));
  const [hugosBusiness] = await db.select().from(organisations).where(eq(organisations.id, made[2]!.organisationId));
  const dto = (n: (typeof made)[number]) => {
    const holder = n.organisationId === business!.id ? business! : hugosBusiness!;
    return { id: n.id, phone_number: n.phoneNumber, friendly_name: n.friendlyName, organisation: { id: holder.id, name: holder.name } };
  };
  numbers.dental = dto(made[0]!);
  numbers.madrid = dto(made[1]!);
  numbers.plumbing = dto(made[2]!);
  const day = (n: number, hour = 10) => new Date(Date.UTC(2026, 9, n, hour));
  const rows = await db
    .insert(calls)
    .values([
      {
        numberId: numbers.dental.id,
        callSid: 'CA1',
        customerPhoneNumber: ALICE,
        direction: 'inbound',
        status: 'completed',
        outcome: 'handled',
        startedAt: day(1),
        endedAt: day(1, 11),
        durationSeconds: 95,
        summary: 'Booked a cleaning.',
      },
      {
        numberId: numbers.dental.id,
        callSid: 'CA2',
        customerPhoneNumber: BOB,
        direction: 'inbound',
        status: 'no_answer',
        outcome: 'missed',
        startedAt: day(5),
        summary: 'Nobody answered.',
      },
      {
        numberId: numbers.dental.id,
        callSid: 'CA3',
        customerPhoneNumber: ALICE,
        direction: 'outbound',
        status: 'completed',
        outcome: 'message_taken',
        startedAt: day(9),
        summary: 'Reminder call.',
        message: 'Call back about the crown.',
      },
      {
        numberId: numbers.plumbing.id,
        callSid: 'CA4',
        customerPhoneNumber: BOB,
        direction: 'inbound',
        status: 'completed',
        outcome: 'handled',
        startedAt: day(2),
        summary: 'Tap fixed.',
      },
    ])
    .returning();
  firstCall = rows[0]!.id;
  hugosCall = rows[3]!.id;
  await db.insert(callLogs).values(
    Array.from({ length: TRANSCRIPT_PAGE_SIZE + 5 }, (_, i) => ({
      callId: firstCall,
      role: i % 2 === 0 ? ('assistant' as const) : ('customer' as const),
      text: `Turn ${i + 1}`,
      confidence: i % 2 === 0 ? null : 0.9,
      createdAt: new Date(day(1).getTime() + i * 1000),
    })),
  );
  await db.insert(chatMessages).values([
    ...Array.from({ length: CHAT_PAGE_SIZE + 3 }, (_, i) => ({
      numberId: numbers.dental.id,
      customerPhoneNumber: ALICE,
      role: i % 2 === 0 ? ('customer' as const) : ('assistant' as const),
      body: `Message ${i + 1}`,
      status: i % 2 === 0 ? ('received' as const) : ('delivered' as const),
      createdAt: new Date(day(3).getTime() + i * 60_000),
      readAt: i < 30 ? day(4) : null,
    })),
    {
      numberId: numbers.dental.id,
      customerPhoneNumber: BOB,
      role: 'customer',
      body: 'Are you open Saturday?',
      status: 'received',
      createdAt: day(2),
    },
    {
      numberId: numbers.plumbing.id,
      customerPhoneNumber: BOB,
      role: 'customer',
      body: 'When will the plumber come?',
      status: 'received',
      createdAt: day(6),
    },
  ]);
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who = 'grace', payload?: object) =>
  server.app.inject({ method, url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {}, ...(payload ? { payload } : {}) });
const enc = encodeURIComponent;

describe('who may call Lato AI', () => {
  const every = Object.values(latoAiEndpoints).map((endpoint) => ({
    method: endpoint.method,
    url: pathFor(endpoint, { id: 1, numberId: 1 }),
  }));

  it('answers 401 without a token and 403 to staff, on every call', async () => {
    for (const { method, url } of every) {
      expect((await call(method, url, null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, 'pm', method === 'GET' ? undefined : {})).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('numbers', () => {
  it("lists only the client's own numbers", async () => {
    const response = await call('GET', '/api/v1/calls_service/chats/twilio-numbers/');
    expect(response.statusCode).toBe(200);
    expect(response.json<TwilioNumber[]>().map((n) => n.phone_number)).toEqual([DENTAL, MADRID]);
    expect((await call('GET', '/api/v1/calls_service/chats/twilio-numbers/', 'hugo')).json<TwilioNumber[]>()).toEqual([numbers.plumbing]);
  });
});

describe('calls', () => {
  const list = (query: string, who: Who = 'grace') => call('GET', `/api/v1/calls_service/chats/calls/?${query}`, who);

  it('pages a number’s calls, newest first, in the pager shape', async () => {
    const response = await list(`twilio_number=${numbers.dental.id}&page_size=2`);
    expect(response.statusCode).toBe(200);
    const page = response.json<CallPage>();
    expect(page).toMatchObject({ count: 3, num_pages: 2, current_page: 1 });
    expect(page.results.map((c) => c.call_sid)).toEqual(['CA3', 'CA2']);
    expect(page.results[0]).toMatchObject({ direction: 'outbound', outcome: 'message_taken', message: 'Call back about the crown.' });
    expect((await list(`twilio_number=${numbers.dental.id}&page_size=2&page=3`)).statusCode).toBe(404);
  });

  it('filters by status, direction, outcome, dates, customer number and words', async () => {
    const sids = async (query: string) =>
      (await list(`twilio_number=${numbers.dental.id}&${query}`)).json<CallPage>().results.map((c) => c.call_sid);
    expect(await sids('status=no_answer')).toEqual(['CA2']);
    expect(await sids('direction=outbound')).toEqual(['CA3']);
    expect(await sids('outcome=handled')).toEqual(['CA1']);
    expect(await sids('date_from=2026-10-02&date_to=2026-10-05')).toEqual(['CA2']);
    expect(await sids(`customer_phone_number=${enc('646')}`)).toEqual(['CA2']);
    expect(await sids('search=crown')).toEqual(['CA3']);
    expect(await sids('search=100%25')).toEqual([]);
  });

  it('answers 400 for a bad filter and 404 for another client’s number', async () => {
    expect((await list(`twilio_number=${numbers.dental.id}&status=lost`)).statusCode).toBe(400);
    expect((await list(`twilio_number=${numbers.dental.id}&date_from=2026-13-01`)).statusCode).toBe(400);
    expect((await list('twilio_number=abc')).statusCode).toBe(400);
    expect((await list('')).statusCode).toBe(400);
    expect((await list(`twilio_number=${numbers.plumbing.id}`)).statusCode).toBe(404);
    expect((await list('twilio_number=999999')).statusCode).toBe(404);
  });

  it('gives one call, and its transcript in pages with links, to its owner only', async () => {
    expect((await call('GET', `/api/v1/calls_service/chats/calls/${firstCall}/`)).json()).toMatchObject({
      call_sid: 'CA1',
      duration_seconds: 95,
    });
    expect((await call('GET', `/api/v1/calls_service/chats/calls/${hugosCall}/`)).statusCode).toBe(404);
    const first = (await call('GET', `/api/v1/calls_service/chats/logs/?call_id=${firstCall}`)).json<TranscriptPage>();
    expect(first.count).toBe(TRANSCRIPT_PAGE_SIZE + 5);
    expect(first.results).toHaveLength(TRANSCRIPT_PAGE_SIZE);
    expect(first.results[0]).toMatchObject({ role: 'assistant', text: 'Turn 1', confidence: null });
    expect(first.results[1]).toMatchObject({ role: 'customer', confidence: 0.9 });
    expect(first.previous).toBeNull();
    expect(first.next).toBe(`/api/v1/calls_service/chats/logs/?call_id=${firstCall}&page=2`);
    const second = (await call('GET', first.next!)).json<TranscriptPage>();
    expect(second.results.map((t) => t.text)).toEqual(Array.from({ length: 5 }, (_, i) => `Turn ${TRANSCRIPT_PAGE_SIZE + i + 1}`));
    expect(second.next).toBeNull();
    expect((await call('GET', `/api/v1/calls_service/chats/logs/?call_id=${firstCall}&page=3`)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/calls_service/chats/logs/?call_id=${hugosCall}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/calls_service/chats/logs/?call_id=0')).statusCode).toBe(400);
  });
});

describe('SMS conversations', () => {
  it('lists one row per customer, newest first, with the last message and the unread count', async () => {
    const response = await call('GET', `/api/v1/twilio/latest-customer-chats/?ai_phone_number=${enc(DENTAL)}`);
    expect(response.statusCode).toBe(200);
    const rows = response.json<Conversation[]>();
    expect(rows.map((r) => r.customer_phone_number)).toEqual([ALICE, BOB]);
    expect(rows[0]!.last_message.body).toBe(`Message ${CHAT_PAGE_SIZE + 3}`);
    expect(rows[0]!.unread_count).toBe(2);
    expect(rows[1]!.unread_count).toBe(1);
    expect((await call('GET', `/api/v1/twilio/latest-customer-chats/?ai_phone_number=${enc(PLUMBING)}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/twilio/latest-customer-chats/?ai_phone_number=12345')).statusCode).toBe(400);
  });

  it('marks a customer who sent a test message as a test, and hides them when asked', async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 9, 20, 9, minute));
    const message = { numberId: numbers.madrid.id, status: 'received' as const };
    await server.database.db.insert(chatMessages).values([
      { ...message, customerPhoneNumber: ALICE, role: 'customer', body: 'A test from the console', isTest: true, createdAt: at(1) },
      { ...message, customerPhoneNumber: ALICE, role: 'customer', body: 'Still testing', createdAt: at(2), readAt: at(3) },
      { ...message, customerPhoneNumber: BOB, role: 'customer', body: '¿Abren el sábado?', createdAt: at(4) },
      { ...message, customerPhoneNumber: BOB, role: 'customer', body: 'Gracias', createdAt: at(5) },
    ]);
    const url = `/api/v1/twilio/latest-customer-chats/?ai_phone_number=${enc(MADRID)}`;
    const all = (await call('GET', url)).json<Conversation[]>();
    expect(all.map((r) => [r.customer_phone_number, r.is_test, r.unread_count, r.last_message.body])).toEqual([
      [BOB, false, 2, 'Gracias'],
      [ALICE, true, 1, 'Still testing'],
    ]);
    const real = (await call('GET', `${url}&hide_tests=true`)).json<Conversation[]>();
    expect(real.map((r) => r.customer_phone_number)).toEqual([BOB]);
  });

  it('pages a conversation from its newest messages back, under either spelling of the number', async () => {
    const url = `/api/v1/twilio/chat-logs/?customer_phone_number=${enc(ALICE)}&aiPhoneNumber=${enc(DENTAL)}`;
    const first = (await call('GET', url)).json<ChatPage>();
    expect(first.count).toBe(CHAT_PAGE_SIZE + 3);
    expect(first.results[0]!.body).toBe('Message 4');
    expect(first.results.at(-1)!.body).toBe(`Message ${CHAT_PAGE_SIZE + 3}`);
    const older = (await call('GET', first.next!)).json<ChatPage>();
    expect(older.results.map((m) => m.body)).toEqual(['Message 1', 'Message 2', 'Message 3']);
    const other = await call('GET', `/api/v1/twilio/chat-logs/?customer_phone_number=${enc(ALICE)}&ai_phone_number=${enc(DENTAL)}`);
    expect(other.json<ChatPage>().count).toBe(CHAT_PAGE_SIZE + 3);
    expect((await call('GET', `/api/v1/twilio/chat-logs/?customer_phone_number=${enc(ALICE)}`)).statusCode).toBe(400);
    expect(
      (await call('GET', `/api/v1/twilio/chat-logs/?customer_phone_number=${enc(BOB)}&aiPhoneNumber=${enc(PLUMBING)}`)).statusCode,
    ).toBe(404);
  });

  it('queues an SMS from one of the client’s numbers, and refuses a bad one', async () => {
    const response = await call('POST', '/api/v1/twilio/chat-logs/', 'grace', {
      to: BOB,
      from: numbers.dental.id,
      body: 'Yes, 9 am to 1 pm.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<ChatMessage>()).toMatchObject({
      role: 'agent',
      status: 'queued',
      customer_phone_number: BOB,
      body: 'Yes, 9 am to 1 pm.',
    });
    expect(
      (await call('POST', '/api/v1/twilio/chat-logs/', 'grace', { to: BOB, from: numbers.dental.id, body: 'x'.repeat(1601) })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/v1/twilio/chat-logs/', 'grace', { to: '555-0100', from: numbers.dental.id, body: 'Hi' })).json().errors,
    ).toEqual({
      to: ['invalid_phone'],
    });
    expect((await call('POST', '/api/v1/twilio/chat-logs/', 'grace', { to: BOB, from: numbers.dental.id, body: '  ' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/api/v1/twilio/chat-logs/', 'grace', { to: BOB, from: numbers.plumbing.id, body: 'Hi' })).statusCode).toBe(
      404,
    );
  });

  it('marks a conversation read', async () => {
    const response = await call('PUT', '/api/v1/twilio/chat-logs/read/', 'grace', {
      customer_phone_number: ALICE,
      ai_phone_number: DENTAL,
    });
    expect(response.json()).toEqual({ unread_count: 1 });
    const rows = (await call('GET', `/api/v1/twilio/latest-customer-chats/?ai_phone_number=${enc(DENTAL)}`)).json<Conversation[]>();
    expect(rows.find((r) => r.customer_phone_number === ALICE)!.unread_count).toBe(0);
  });
});

describe('assistant settings', () => {
  const url = (id: number) => `/api/v1/calls_service/settings/${id}/`;
  const valid = (): AssistantSettings => ({
    ...defaultSettings({ friendlyName: 'Okafor Dental' }),
    after_hours: 'transfer',
    transfer_number: '+14155550100',
    faq: [{ question: 'Do you see children?', answer: 'Yes, from age three.' }],
  });

  it('starts from defaults, and keeps what is saved', async () => {
    const first = await call('GET', url(numbers.dental.id));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twilio_number: numbers.dental.id, language: 'en', after_hours: 'take_message' });
    const saved = await call('PUT', url(numbers.dental.id), 'grace', { ...valid(), time_zone: 'Europe/Madrid' });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', url(numbers.dental.id))).json()).toMatchObject({
      time_zone: 'Europe/Madrid',
      transfer_number: '+14155550100',
      faq: valid().faq,
    });
  });

  it('checks each field and changes nothing on a refusal', async () => {
    const before = (await call('GET', url(numbers.dental.id))).json();
    const refused = async (change: object) => {
      const response = await call('PUT', url(numbers.dental.id), 'grace', { ...valid(), ...change });
      expect(response.statusCode).toBe(400);
      return response.json().errors;
    };
    expect(await refused({ time_zone: 'Mars/Olympus' })).toEqual({ time_zone: ['invalid_time_zone'] });
    expect(await refused({ transfer_number: '+1 415' })).toEqual({ transfer_number: ['invalid_phone'] });
    expect(await refused({ transfer_number: null })).toEqual({ transfer_number: ['required'] });
    expect(await refused({ business_hours: { ...valid().business_hours, mon: { open: '18:00', close: '09:00' } } })).toEqual({
      'business_hours.mon.close': ['close_before_open'],
    });
    expect(await refused({ business_hours: { ...valid().business_hours, tue: { open: '25:00', close: '26:00' } } })).toHaveProperty([
      'business_hours.tue.open',
    ]);
    expect(await refused({ greeting: '' })).toHaveProperty('greeting');
    expect(await refused({ voice: 'robot' })).toHaveProperty('voice');
    expect(await refused({ faq: [{ question: 'Q', answer: '' }] })).toHaveProperty(['faq.0.answer']);
    expect((await call('GET', url(numbers.dental.id))).json()).toEqual(before);
  });

  it('adds one FAQ entry to the settings as they stand, two at once both kept, and nothing else changed', async () => {
    const before = (await call('GET', url(numbers.madrid.id))).json();
    const add = (question: string) =>
      call('POST', `${url(numbers.madrid.id)}faq/`, 'grace', { question, answer: 'Sí, los domingos por la mañana.' });
    const [first, second] = await Promise.all([add('¿Abren los domingos?'), add('¿Tienen urgencias?')]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const after = (await call('GET', url(numbers.madrid.id))).json();
    expect(after.faq.slice(0, before.faq.length)).toEqual(before.faq);
    expect(new Set(after.faq.slice(before.faq.length).map((entry: { question: string }) => entry.question))).toEqual(
      new Set(['¿Abren los domingos?', '¿Tienen urgencias?']),
    );
    const { faq: _faq, updated_at: _updated, ...rest } = after;
    const { faq: _faqBefore, updated_at: _updatedBefore, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
  });

  it('refuses an entry without an answer, and one more than a full FAQ holds, changing nothing; 404 for another client’s number', async () => {
    const faqUrl = `${url(numbers.dental.id)}faq/`;
    const empty = await call('POST', faqUrl, 'grace', { question: 'Do you open on Sundays?', answer: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('answer');
    const { twilio_number: _n, updated_at: _u, ...settings } = (await call('GET', url(numbers.dental.id))).json();
    const full = Array.from({ length: FAQ_MAX }, (_, n) => ({ question: `Question ${n + 1}?`, answer: `Answer ${n + 1}.` }));
    expect((await call('PUT', url(numbers.dental.id), 'grace', { ...settings, faq: full })).statusCode).toBe(200);
    const refused = await call('POST', faqUrl, 'grace', { question: 'One more?', answer: 'No room.' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ faq: ['too_many'] });
    expect((await call('GET', url(numbers.dental.id))).json().faq).toEqual(full);
    expect((await call('POST', `${url(numbers.plumbing.id)}faq/`, 'grace', { question: 'Boilers?', answer: 'Yes.' })).statusCode).toBe(404);
    expect((await call('PUT', url(numbers.dental.id), 'grace', { ...settings })).statusCode).toBe(200);
  });

  it('answers 404 for another client’s number', async () => {
    expect((await call('GET', url(numbers.plumbing.id))).statusCode).toBe(404);
    expect((await call('PUT', url(numbers.plumbing.id), 'grace', valid())).statusCode).toBe(404);
    expect((await call('GET', url(numbers.plumbing.id), 'hugo')).statusCode).toBe(200);
  });
});
