import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallPage, Conversation, MatchPart } from '@/api/contract/lato-ai';
import { callLogs, calls, chatMessages, twilioNumbers, type UserRow } from '@server/db/schema';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { defaultSettings, saveSettings } from './settings';

let server: TestServer;
const people = {} as Record<'grace' | 'hugo' | 'pm', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
type Who = keyof typeof people | null;
const numbers = {} as Record<'dental' | 'madrid' | 'plumbing', number>;
const turns = {} as Record<string, number>;
const messages = {} as Record<string, number>;

const DENTAL = '+14155550142';
const MADRID = '+34911234567';
const PLUMBING = '+442079460000';
const ALICE = '+14155550110';
const BOB = '+16465550130';
const CAROL = '+16465550177';

beforeAll(async () => {
  server = await startTestServer();
  people.grace = await server.createUser('CLIENT', { fullName: 'Grace Okafor' });
  people.hugo = await server.createUser('CLIENT', { fullName: 'Hugo Bernard' });
  people.pm = await server.createUser('PM_CLIENT');
  for (const key of Object.keys(people) as (keyof typeof people)[]) tokens[key] = (await signIn(server.app, people[key].email)).access;
  const db = server.database.db;
  const grace = await server.organisationOf(people.grace);
  const made = await db
    .insert(twilioNumbers)
    .values([
      { phoneNumber: DENTAL, friendlyName: 'Okafor Dental', organisationId: grace },
      { phoneNumber: MADRID, friendlyName: 'Clínica Okafor Madrid', organisationId: grace },
      { phoneNumber: PLUMBING, friendlyName: 'Bernard Plumbing', organisationId: await server.organisationOf(people.hugo) },
    ])
    .returning();
  [numbers.dental, numbers.madrid, numbers.plumbing] = made.map((n) => n.id) as [number, number, number];
  // The Madrid number's assistant speaks Spanish; the dental one has no settings yet (English).
  await saveSettings(db, numbers.madrid, defaultSettings(made[1]!, 'es'));

  const day = (n: number) => new Date(Date.UTC(2026, 9, n, 10));
  const callOf = (numberId: number, sid: string, n: number, summary: string) => ({
    numberId,
    callSid: sid,
    customerPhoneNumber: ALICE,
    direction: 'inbound' as const,
    status: 'completed' as const,
    startedAt: day(n),
    summary,
  });
  const made_calls = await db
    .insert(calls)
    .values([
      callOf(numbers.dental, 'CA1', 1, 'Cleaning arranged.'),
      callOf(numbers.dental, 'CA2', 2, 'Asked about prices.'),
      callOf(numbers.dental, 'CA3', 3, 'Booking moved to Friday.'),
      callOf(numbers.dental, 'CA4', 4, 'Spanish speaker.'),
      callOf(numbers.madrid, 'CM1', 5, 'Revisión pedida.'),
      callOf(numbers.madrid, 'CM2', 6, 'Texto raro.'),
      callOf(numbers.plumbing, 'CP1', 7, 'Tap fixed.'),
    ])
    .returning();
  const sid = Object.fromEntries(made_calls.map((c) => [c.callSid, c.id]));
  const said: [string, string, 'assistant' | 'customer', string][] = [
    ['CA1', 'CA1.1', 'assistant', 'Hello, how can I help?'],
    ['CA1', 'CA1.2', 'customer', 'I would like to book a cleaning for Tuesday.'],
    ['CA1', 'CA1.3', 'assistant', 'Your booking is confirmed for Tuesday.'],
    ['CA2', 'CA2.1', 'customer', 'How much does a crown cost?'],
    [
      'CA2',
      'CA2.2',
      'customer',
      `${'I have been a patient of yours for years and I have always paid on time, '.repeat(3)}but now my insurance changed and I would like to know what you accept.`,
    ],
    ['CA3', 'CA3.1', 'customer', 'Can we change the day?'],
    ['CA4', 'CA4.1', 'customer', 'Quiero pedir dos citas para mis hijos. Le llamaré mañana.'],
    ['CM1', 'CM1.1', 'customer', 'Necesito una revisión con el médico.'],
    ['CM1', 'CM1.2', 'assistant', 'Le llamaré mañana para confirmar la cita.'],
    // Stored past the contract (which refuses control characters): the headline's markers must not be confused by them.
    ['CM2', 'CM2.1', 'customer', 'Una reserva \u0002rara\u0001 para el martes.'],
    ['CP1', 'CP1.1', 'customer', 'I would like to book a plumber.'],
  ];
  const rows = await db
    .insert(callLogs)
    .values(said.map(([call, , role, text], i) => ({ callId: sid[call]!, role, text, createdAt: new Date(day(1).getTime() + i * 1000) })))
    .returning();
  said.forEach(([, key], i) => (turns[key] = rows[i]!.id));

  const at = (minute: number) => new Date(Date.UTC(2026, 9, 10, 9, minute));
  const sms: [string, number, string, string][] = [
    ['a1', numbers.dental, ALICE, 'I need to book an appointment'],
    ['a2', numbers.dental, ALICE, 'Thanks!'],
    ['a3', numbers.dental, ALICE, 'Can I book for Friday?'],
    ['a4', numbers.dental, ALICE, 'See you then'],
    ['b1', numbers.dental, BOB, 'Are you open Saturday?'],
    ['c1', numbers.dental, CAROL, 'My order number is 48213'],
    ['m1', numbers.madrid, BOB, '¿Tienen citas libres el lunes?'],
    ['m2', numbers.madrid, ALICE, 'Gracias'],
    ['p1', numbers.plumbing, ALICE, 'I want to book a plumber'],
  ];
  const sent = await db
    .insert(chatMessages)
    .values(
      sms.map(([, numberId, customerPhoneNumber, body], i) => ({
        numberId,
        customerPhoneNumber,
        role: 'customer' as const,
        body,
        status: 'received' as const,
        createdAt: at(i),
      })),
    )
    .returning();
  sms.forEach(([key], i) => (messages[key] = sent[i]!.id));
});
afterAll(() => server.close());

const get = (url: string, who: Who = 'grace') =>
  server.app.inject({ method: 'GET', url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });
const enc = encodeURIComponent;
const callsUrl = (number: number, search: string, extra = '') =>
  `/api/v1/calls_service/chats/calls/?twilio_number=${number}&search=${enc(search)}${extra}`;
const chatsUrl = (phone: string, search?: string) =>
  `/api/v1/twilio/latest-customer-chats/?ai_phone_number=${enc(phone)}${search === undefined ? '' : `&search=${enc(search)}`}`;
const searched = async (number: number, search: string, extra = '') => {
  const response = await get(callsUrl(number, search, extra));
  expect(response.statusCode, search).toBe(200);
  return response.json<CallPage>();
};
const sids = async (number: number, search: string) => (await searched(number, search)).results.map((c) => c.call_sid);
const hits = (parts: MatchPart[]) => parts.filter((part) => part.hit).map((part) => part.text);
const text = (parts: MatchPart[]) => parts.map((part) => part.text).join('');

describe('searching the calls by what was said', () => {
  it('finds English words in any of their forms: "booking" finds "book" and "booked"', async () => {
    const page = await searched(numbers.dental, 'booking');
    // CA3 by its summary (the letters of "Booking"), CA1 by its transcript only.
    expect(page.results.map((c) => c.call_sid)).toEqual(['CA3', 'CA1']);
    expect(await sids(numbers.dental, 'booked')).toEqual(['CA1']);
  });

  it('gives a call found in its transcript the first turn with the words, its found words marked', async () => {
    const page = await searched(numbers.dental, 'booking');
    const [byLetters, bySpeech] = page.results;
    expect(byLetters).not.toHaveProperty('match');
    expect(bySpeech!.match!.id).toBe(turns['CA1.2']);
    expect(hits(bySpeech!.match!.parts)).toEqual(['book']);
    expect(text(bySpeech!.match!.parts)).toBe('I would like to book a cleaning for Tuesday.');
  });

  it('counts only the calls found, and marks those of the page it answers', async () => {
    const first = await searched(numbers.dental, 'booking', '&page_size=1');
    expect(first).toMatchObject({ count: 2, num_pages: 2 });
    expect(first.results[0]).not.toHaveProperty('match');
    const second = await searched(numbers.dental, 'booking', '&page_size=1&page=2');
    expect(second.results[0]!.match!.id).toBe(turns['CA1.2']);
  });

  it('has no match at all without a search', async () => {
    const response = await get(`/api/v1/calls_service/chats/calls/?twilio_number=${numbers.dental}`);
    expect(response.json<CallPage>().results.every((c) => !('match' in c))).toBe(true);
  });

  it('finds Spanish words as PostgreSQL’s Spanish stemmer cuts them', async () => {
    // "citas" and "cita" are both "cit"; "llamar" and "llamaré" both "llam".
    expect(await sids(numbers.madrid, 'citas')).toEqual(['CM1']);
    expect(await sids(numbers.dental, 'cita')).toEqual(['CA4']);
    const page = await searched(numbers.madrid, 'llamar');
    expect(page.results.map((c) => c.call_sid)).toEqual(['CM1']);
    expect(page.results[0]!.match!.id).toBe(turns['CM1.2']);
    expect(hits(page.results[0]!.match!.parts)).toEqual(['llamaré']);
    // Without its accent, "llamare" stems to "llamar", not "llam": the stemmer does not fold the accent of the future tense.
    expect(await sids(numbers.madrid, 'llamare')).toEqual([]);
  });

  it('finds words with or without their accents where the Spanish stemmer folds them', async () => {
    const page = await searched(numbers.madrid, 'medico');
    expect(page.results.map((c) => c.call_sid)).toEqual(['CM1']);
    expect(hits(page.results[0]!.match!.parts)).toEqual(['médico']);
    expect(await sids(numbers.madrid, 'revision')).toEqual(['CM1']);
    expect(await sids(numbers.madrid, 'médico')).toEqual(['CM1']);
  });

  it('marks the words of a Spanish speaker on an English number, in Spanish', async () => {
    const page = await searched(numbers.dental, 'llamar');
    expect(page.results.map((c) => c.call_sid)).toEqual(['CA4']);
    expect(hits(page.results[0]!.match!.parts)).toEqual(['llamaré']);
  });

  it('reads quotes as a phrase and a minus as a word left out, within one turn', async () => {
    expect(await sids(numbers.dental, '"book a cleaning"')).toEqual(['CA1']);
    expect(await sids(numbers.dental, '"cleaning book"')).toEqual([]);
    // The turn with "cleaning" is left out; the next one, with "booking" alone, is found.
    const page = await searched(numbers.dental, 'booking -cleaning');
    expect(page.results.map((c) => c.call_sid)).toEqual(['CA1']);
    expect(page.results[0]!.match!.id).toBe(turns['CA1.3']);
    expect(await sids(numbers.dental, 'crown or cleaning')).toEqual(['CA2', 'CA1']);
  });

  it('answers whatever is typed: punctuation, lone quotes and operators, words every language drops', async () => {
    for (const search of ['!!!', '"', "'", '(', '-', 'or', '<->', 'a & b | c', 'cita:*', '\\'])
      expect((await get(callsUrl(numbers.dental, search))).statusCode, search).toBe(200);
    // "a" is dropped by English and Spanish alike: the empty words find nothing, the summaries' letters still do.
    const page = await searched(numbers.dental, 'a');
    expect(page.results.map((c) => c.call_sid)).toEqual(['CA4', 'CA3', 'CA2', 'CA1']);
    expect(page.results.every((c) => !('match' in c))).toBe(true);
    // "the" is only an English stop word: Spanish keeps it, so it is still searched for.
    expect(await sids(numbers.dental, 'the')).toEqual(['CA3']);
  });

  it('shows a long turn as a few dozen words around the words found', async () => {
    const page = await searched(numbers.dental, 'insurance');
    const { id, parts } = page.results[0]!.match!;
    expect(id).toBe(turns['CA2.2']);
    expect(hits(parts)).toEqual(['insurance']);
    expect(text(parts)).toContain('my insurance changed');
    expect(text(parts).split(' ').length).toBeLessThanOrEqual(40);
  });

  it('keeps control characters of a stored text out of the parts', async () => {
    const page = await searched(numbers.madrid, 'reserva');
    const parts = page.results[0]!.match!.parts;
    expect(hits(parts)).toEqual(['reserva']);
    expect(text(parts)).toBe('Una reserva rara para el martes.');
    expect([...text(parts)].some((char) => char.charCodeAt(0) < 0x20)).toBe(false);
  });

  it('answers 400 for a search over 100 characters, 404 for another client’s number, 401 and 403', async () => {
    expect((await get(callsUrl(numbers.dental, 'x'.repeat(101)))).statusCode).toBe(400);
    expect((await get(callsUrl(numbers.dental, 'x'.repeat(100)))).statusCode).toBe(200);
    expect((await get(callsUrl(numbers.plumbing, 'book'))).statusCode).toBe(404);
    expect((await get(callsUrl(numbers.plumbing, 'book'), 'hugo')).json<CallPage>().results.map((c) => c.call_sid)).toEqual(['CP1']);
    expect((await get(callsUrl(numbers.dental, 'book'), null)).statusCode).toBe(401);
    expect((await get(callsUrl(numbers.dental, 'book'), 'pm')).statusCode).toBe(403);
  });
});

describe('searching the SMS conversations', () => {
  const searchedChats = async (phone: string, search: string) => {
    const response = await get(chatsUrl(phone, search));
    expect(response.statusCode, search).toBe(200);
    return response.json<Conversation[]>();
  };

  it('lists only the conversations with the words, each with its latest message that has them', async () => {
    const found = await searchedChats(DENTAL, 'booking');
    expect(found.map((c) => c.customer_phone_number)).toEqual([ALICE]);
    expect(found[0]!.last_message.id).toBe(messages.a4);
    expect(found[0]!.match!.id).toBe(messages.a3);
    expect(hits(found[0]!.match!.parts)).toEqual(['book']);
    expect(text(found[0]!.match!.parts)).toBe('Can I book for Friday?');
  });

  it('finds part of a word or a number by its letters, marked where it is', async () => {
    const found = await searchedChats(DENTAL, '4821');
    expect(found.map((c) => c.customer_phone_number)).toEqual([CAROL]);
    expect(found[0]!.match).toEqual({
      id: messages.c1,
      parts: [
        { text: 'My order number is ', hit: false },
        { text: '4821', hit: true },
        { text: '3', hit: false },
      ],
    });
  });

  it('finds Spanish words in their other forms', async () => {
    const found = await searchedChats(MADRID, 'cita');
    expect(found.map((c) => c.customer_phone_number)).toEqual([BOB]);
    expect(hits(found[0]!.match!.parts)).toEqual(['citas']);
  });

  it('answers whatever is typed, and lists every conversation without a match when not searched', async () => {
    for (const search of ['!!!', '"', 'a', 'the', '-', 'or']) expect((await get(chatsUrl(DENTAL, search))).statusCode, search).toBe(200);
    expect(await searchedChats(DENTAL, '!!!')).toEqual([]);
    const all = (await get(chatsUrl(DENTAL))).json<Conversation[]>();
    expect(all.map((c) => c.customer_phone_number)).toEqual([CAROL, BOB, ALICE]);
    expect(all.every((c) => !('match' in c))).toBe(true);
  });

  it('answers 400 for a search over 100 characters, 404 for another client’s number, 401 and 403', async () => {
    expect((await get(chatsUrl(DENTAL, 'x'.repeat(101)))).statusCode).toBe(400);
    expect((await get(chatsUrl(PLUMBING, 'book'))).statusCode).toBe(404);
    expect((await get(chatsUrl(PLUMBING, 'book'), 'hugo')).json<Conversation[]>().map((c) => c.customer_phone_number)).toEqual([ALICE]);
    expect((await get(chatsUrl(DENTAL, 'book'), null)).statusCode).toBe(401);
    expect((await get(chatsUrl(DENTAL, 'book'), 'pm')).statusCode).toBe(403);
  });
});
