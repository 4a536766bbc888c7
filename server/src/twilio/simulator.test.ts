import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callLogs, calls, twilioNumbers } from '@server/db/schema';
import { defaultSettings, saveSettings } from '@server/src/lato-ai/settings';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { TEST_CUSTOMER } from './simulator';

const CALL = '/api/v1/calls_service/simulator/call/';
const SMS = '/api/v1/calls_service/simulator/sms/';

// No Twilio account: the simulator works all the same.
let server: TestServer;
let token = '';
let otherToken = '';
let staffToken = '';
let numberId = 0;
let othersNumberId = 0;
let spanishNumberId = 0;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => new Date('2026-11-24T18:00:00Z') });
  const { db } = server.database;
  const client = await server.createUser('CLIENT');
  const other = await server.createUser('CLIENT');
  token = (await signIn(server.app, client.email)).access;
  otherToken = (await signIn(server.app, other.email)).access;
  staffToken = (await signIn(server.app, (await server.createUser('CEO')).email)).access;
  const [mine] = await db
    .insert(twilioNumbers)
    .values({ phoneNumber: '+14155550142', friendlyName: 'Okafor Dental', organisationId: await server.organisationOf(client) })
    .returning();
  const [theirs] = await db
    .insert(twilioNumbers)
    .values({ phoneNumber: '+442079460000', friendlyName: 'Bernard', organisationId: await server.organisationOf(other) })
    .returning();
  const [spanish] = await db
    .insert(twilioNumbers)
    .values({ phoneNumber: '+34911234567', friendlyName: 'Clínica Okafor Madrid', organisationId: await server.organisationOf(client) })
    .returning();
  numberId = mine!.id;
  othersNumberId = theirs!.id;
  spanishNumberId = spanish!.id;
  const office = { open: '09:00', close: '20:00' };
  await saveSettings(db, spanishNumberId, {
    ...defaultSettings(spanish!, 'es'),
    business_hours: { mon: office, tue: office, wed: office, thu: office, fri: office, sat: null, sun: null },
    faq: [
      { question: '¿Dónde aparco?', answer: 'En el aparcamiento público de Goya.' },
      { question: '¿Aceptan tarjeta?', answer: 'Sí, tarjeta y pago con el móvil.' },
    ],
  });
  await saveSettings(db, numberId, {
    ...defaultSettings(mine!),
    time_zone: 'America/Los_Angeles',
    transfer_number: '+14155550199',
    faq: [{ question: 'Where do I park?', answer: 'The Fifth Street garage is one block away.' }],
  });
});
afterAll(() => server.close());

const post = (url: string, payload: unknown, bearer: string | null = token) =>
  server.app.inject({ method: 'POST', url, payload: payload as object, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

describe('the simulator', () => {
  it('plays a whole call through the webhooks: greeting, an FAQ answer, a transfer, and a test call with its outcome', async () => {
    const start = await post(CALL, { number_id: numberId });
    expect(start.statusCode).toBe(200);
    const first = start.json<{ call_sid: string; said: string[]; next: string; ended: boolean }>();
    expect(first).toMatchObject({
      said: ['Hello, you have reached Okafor Dental. How can I help you?'],
      ended: false,
      transferred_to: null,
    });
    expect(first.next).toBe('/api/v1/twilio/webhooks/voice/gather/?turn=1');

    const faq = (await post(CALL, { number_id: numberId, call_sid: first.call_sid, next: first.next, say: 'where can I park?' })).json();
    expect(faq.said[0]).toMatch(/^The Fifth Street garage is one block away\./);
    const person = (
      await post(CALL, { number_id: numberId, call_sid: first.call_sid, next: faq.next, say: 'I want to talk to a person' })
    ).json();
    expect(person).toMatchObject({
      said: ['Let me put you through to someone. Please hold.'],
      transferred_to: '+14155550199',
      next: null,
      ended: true,
    });

    const [call] = await server.database.db.select().from(calls).where(eq(calls.callSid, first.call_sid));
    expect(call).toMatchObject({ isTest: true, status: 'completed', outcome: 'transferred', customerPhoneNumber: TEST_CUSTOMER });
    const turns = await server.database.db.select().from(callLogs).where(eq(callLogs.callId, call!.id)).orderBy(asc(callLogs.id));
    expect(turns.map((t) => t.role)).toEqual(['assistant', 'customer', 'assistant', 'customer', 'assistant']);
    // A finished call goes no further.
    expect((await post(CALL, { number_id: numberId, call_sid: first.call_sid, next: faq.next, say: 'hello?' })).statusCode).toBe(404);
  });

  it('hangs up when asked, completing the call', async () => {
    const first = (await post(CALL, { number_id: numberId })).json();
    const ended = (await post(CALL, { number_id: numberId, call_sid: first.call_sid, hang_up: true })).json();
    expect(ended).toMatchObject({ said: [], ended: true, next: null });
    const [call] = await server.database.db.select().from(calls).where(eq(calls.callSid, first.call_sid));
    expect(call).toMatchObject({ status: 'completed', outcome: 'missed' });
  });

  it('summarises a test call in the number’s language, counting its questions as the language does', async () => {
    const summaryOf = async (number: number, questions: string[]) => {
      let step = (await post(CALL, { number_id: number })).json();
      for (const say of questions) step = (await post(CALL, { number_id: number, call_sid: step.call_sid, next: step.next, say })).json();
      await post(CALL, { number_id: number, call_sid: step.call_sid, hang_up: true });
      // The assistant writes the summary in a job once the call has ended.
      await server.app.jobs.settled();
      const [call] = await server.database.db.select().from(calls).where(eq(calls.callSid, step.call_sid));
      return call!.summary;
    };
    expect(await summaryOf(numberId, ['where can I park?'])).toBe(
      'The caller said: "where can I park?". The assistant answered one question.',
    );
    expect(await summaryOf(spanishNumberId, ['¿Dónde aparco?'])).toBe(
      'La persona que llamó dijo: «¿Dónde aparco?». El asistente respondió una pregunta.',
    );
    expect(await summaryOf(spanishNumberId, ['¿Dónde aparco?', '¿Aceptan tarjeta?'])).toBe(
      'La persona que llamó dijo: «¿Dónde aparco?». El asistente respondió 2 preguntas.',
    );
  });

  it('texts the number and reads the auto-reply', async () => {
    const answer = await post(SMS, { number_id: numberId, body: 'Where do I park?' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ from: TEST_CUSTOMER, reply: 'The Fifth Street garage is one block away.' });
    const conversations = await server.app.inject({
      method: 'GET',
      url: `/api/v1/twilio/latest-customer-chats/?ai_phone_number=%2B14155550142`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(conversations.json()).toEqual([expect.objectContaining({ customer_phone_number: TEST_CUSTOMER, is_test: true })]);
    const hidden = await server.app.inject({
      method: 'GET',
      url: `/api/v1/twilio/latest-customer-chats/?ai_phone_number=%2B14155550142&hide_tests=true`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(hidden.json()).toEqual([]);
  });

  it('refuses bad input with 400: an address outside the webhooks, no words, unknown fields', async () => {
    const first = (await post(CALL, { number_id: numberId })).json();
    const refused = [
      await post(CALL, { number_id: numberId, call_sid: first.call_sid, next: '/api/v1/users/', say: 'hi' }),
      await post(CALL, { number_id: numberId, call_sid: 'CA123', next: first.next }),
      await post(CALL, { number_id: 'one' }),
      await post(SMS, { number_id: numberId, body: '   ' }),
      await post(SMS, { number_id: numberId, body: 'hi', from: '12345' }),
      await post(SMS, { number_id: numberId, body: 'hi', extra: true }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400, 400]);
  });

  it('needs a signed-in client, and only on their own numbers', async () => {
    expect((await post(CALL, { number_id: numberId }, null)).statusCode).toBe(401);
    expect((await post(SMS, { number_id: numberId, body: 'hi' }, staffToken)).statusCode).toBe(403);
    expect((await post(CALL, { number_id: numberId }, otherToken)).statusCode).toBe(404);
    expect((await post(SMS, { number_id: othersNumberId, body: 'hi' })).statusCode).toBe(404);
    expect(
      (
        await post(CALL, {
          number_id: numberId,
          call_sid: `CA${'0'.repeat(32)}`,
          next: '/api/v1/twilio/webhooks/voice/gather/?turn=1',
          say: 'hi',
        })
      ).statusCode,
    ).toBe(404);
  });
});
