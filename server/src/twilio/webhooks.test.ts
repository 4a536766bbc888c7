import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AssistantSettings } from '@/api/contract/lato-ai';
import { callLogs, calls, chatMessages, twilioNumbers } from '@server/db/schema';
import { defaultSettings, saveSettings } from '@server/src/lato-ai/settings';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { simulatorSignature } from './signature';

const AUTH_TOKEN = 'twilio-test-auth-token-0123456789';
const PUBLIC = 'https://lato.example';
const NUMBER = '+14155550142';
const CALLER = '+14155550110';
const W = '/api/v1/twilio/webhooks';
// A Tuesday at 10:00 in San Francisco.
const OPEN = new Date('2026-11-24T18:00:00Z');
// The same Tuesday at 20:00 there (04:00 on Wednesday in UTC).
const CLOSED = new Date('2026-11-25T04:00:00Z');

let server: TestServer;
let now = OPEN;
/** The server's log, one JSON line each. */
const logLines: string[] = [];
let numberId = 0;
let sequence = 0;
/** What the stand-in Twilio REST server was asked to send (and when), and what it answers. */
const restCalls: Record<string, string>[] = [];
/** Refused by Twilio as a bad number (HTTP 400), and a number whose sends fail on Twilio's side (HTTP 500). */
const REFUSED = '+15005550001';
const TWILIO_DOWN = '+15005550009';
let rest: Server;
/** Low limits, so a test reaches them in a few messages. */
const SMS_LIMITS = {
  autoRepliesPerConversationPerHour: 2,
  autoRepliesPerNumberPerHour: 3,
  sendsPerNumberPerMinute: 2,
  sendsPerClientPerMinute: 3,
};

const sid = (prefix: 'CA' | 'SM') => `${prefix}${(sequence += 1).toString(16).padStart(32, '0')}`;

async function post(path: string, fields: Record<string, string>, signature: string | undefined) {
  return server.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === undefined ? {} : { 'x-twilio-signature': signature }),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** A request as Twilio sends it: signed with the account's token over the public URL it called. */
const fromTwilio = (path: string, fields: Record<string, string>) =>
  post(path, fields, twilio.getExpectedTwilioSignature(AUTH_TOKEN, `${PUBLIC}${path}`, fields));

const SETTINGS: Partial<AssistantSettings> = {
  time_zone: 'America/Los_Angeles',
  transfer_number: '+14155550199',
  after_hours: 'take_message',
  faq: [
    { question: 'Where do I park?', answer: 'The Fifth Street garage is one block away.' },
    { question: 'Do you see children?', answer: 'Yes, from age three.' },
  ],
};

beforeAll(async () => {
  rest = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(text));
      // Each message its own id, as Twilio gives it.
      const messageSid = `SM${restCalls.length.toString(16).padStart(32, 'f')}`;
      restCalls.push({
        path: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        ...fields,
        at: String(Date.now()),
        sid: messageSid,
      });
      const status = fields.To === REFUSED ? 400 : fields.To === TWILIO_DOWN ? 500 : 201;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          status === 400
            ? { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 }
            : status === 500
              ? { code: 20500, message: 'Internal Server Error', status: 500 }
              : { sid: messageSid, status: 'queued', error_code: null, to: fields.To, from: fields.From, body: fields.Body },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => rest.listen(0, '127.0.0.1', resolve));
  server = await startTestServer(
    {
      logLevel: 'warn',
      smsLimits: SMS_LIMITS,
      twilio: {
        accountSid: `AC${'a'.repeat(32)}`,
        authToken: AUTH_TOKEN,
        publicBaseUrl: PUBLIC,
        apiBaseUrl: `http://127.0.0.1:${(rest.address() as AddressInfo).port}`,
      },
    },
    // Two retries a second and then two seconds apart at least, so a test sees the backoff in seconds.
    { clock: () => now, jobs: { retry: { retries: 2, firstDelaySeconds: 1 } }, logStream: { write: (line) => void logLines.push(line) } },
  );
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => rest.close(() => resolve()));
});

beforeEach(async () => {
  now = OPEN;
  const { db } = server.database;
  await db.delete(twilioNumbers);
  const owner = await server.createUser('CLIENT');
  const [number] = await db
    .insert(twilioNumbers)
    .values({ phoneNumber: NUMBER, friendlyName: 'Okafor Dental', organisationId: await server.organisationOf(owner) })
    .returning();
  numberId = number!.id;
  await saveSettings(db, numberId, { ...defaultSettings(number!), ...SETTINGS });
});

const transcriptOf = async (callSid: string) => {
  const [call] = await server.database.db.select().from(calls).where(eq(calls.callSid, callSid));
  const turns = await server.database.db
    .select()
    .from(callLogs)
    .where(eq(callLogs.callId, call!.id))
    .orderBy(asc(callLogs.createdAt), asc(callLogs.id));
  return { call: call!, turns: turns.map((t) => `${t.role}: ${t.text}`) };
};
const said = (twiml: string) => [...twiml.matchAll(/<Say[^>]*>([^<]*)<\/Say>/g)].map((m) => m[1]);

describe('Twilio signatures', () => {
  const fields = () => ({ CallSid: sid('CA'), From: CALLER, To: NUMBER, CallStatus: 'ringing' });

  it('admits a request signed with the auth token over the public URL, whatever address it arrived on', async () => {
    const response = await fromTwilio(`${W}/voice/`, fields());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/xml');
  });

  it('admits the public URL written with its default port', async () => {
    const body = fields();
    const signature = twilio.getExpectedTwilioSignature(AUTH_TOKEN, `https://lato.example:443${W}/voice/`, body);
    expect((await post(`${W}/voice/`, body, signature)).statusCode).toBe(200);
  });

  it('refuses a missing, wrong or tampered signature with 403 and stores nothing', async () => {
    const body = fields();
    const good = twilio.getExpectedTwilioSignature(AUTH_TOKEN, `${PUBLIC}${W}/voice/`, body);
    const refused = [
      await post(`${W}/voice/`, body, undefined),
      await post(`${W}/voice/`, body, 'bm90IGEgc2lnbmF0dXJl'),
      await post(`${W}/voice/`, { ...body, From: '+14155550111' }, good),
      await post(`${W}/voice/`, body, twilio.getExpectedTwilioSignature('another-token-0123456789', `${PUBLIC}${W}/voice/`, body)),
      await post(`${W}/voice/`, body, twilio.getExpectedTwilioSignature(AUTH_TOKEN, `http://127.0.0.1${W}/voice/`, body)),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(await server.database.db.select().from(calls)).toEqual([]);
  });

  it('answers 400 to a signed request without the fields Twilio always sends', async () => {
    expect((await fromTwilio(`${W}/voice/`, { CallSid: 'nope', From: CALLER, To: NUMBER })).statusCode).toBe(400);
  });

  it('answers 503 without a Twilio account, and still admits the simulator', async () => {
    const bare = await startTestServer();
    try {
      const body = fields();
      const fromTwilioToo = await bare.app.inject({
        method: 'POST',
        url: `${W}/voice/`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': twilio.getExpectedTwilioSignature(AUTH_TOKEN, `${PUBLIC}${W}/voice/`, body),
        },
        payload: new URLSearchParams(body).toString(),
      });
      expect(fromTwilioToo.statusCode).toBe(503);
      const simulated = await bare.app.inject({
        method: 'POST',
        url: `${W}/voice/`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': simulatorSignature(bare.config, `${W}/voice/`, body),
        },
        payload: new URLSearchParams(body).toString(),
      });
      expect(simulated.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('a call through the webhooks', () => {
  it('greets, answers from the FAQ, transfers on request, and records the outcome, with retries changing nothing', async () => {
    const CallSid = sid('CA');
    const call = { CallSid, From: CALLER, To: NUMBER };
    const greeting = await fromTwilio(`${W}/voice/`, { ...call, CallStatus: 'ringing' });
    expect(said(greeting.body)).toEqual(['Hello, you have reached Okafor Dental. How can I help you?']);
    expect(greeting.body).toContain('action="/api/v1/twilio/webhooks/voice/gather/?turn=1"');
    expect(greeting.body).toContain('language="en-US"');
    // Twilio retries the first request: the same answer, one call.
    expect((await fromTwilio(`${W}/voice/`, { ...call, CallStatus: 'ringing' })).body).toBe(greeting.body);

    const turn1 = await fromTwilio(`${W}/voice/gather/?turn=1`, {
      ...call,
      SpeechResult: 'Hi, where can I park my car?',
      Confidence: '0.91',
    });
    expect(said(turn1.body)[0]).toMatch(/^The Fifth Street garage is one block away\. Is there anything else/);
    expect(
      (await fromTwilio(`${W}/voice/gather/?turn=1`, { ...call, SpeechResult: 'Hi, where can I park my car?', Confidence: '0.91' })).body,
    ).toBe(turn1.body);
    const turn2 = await fromTwilio(`${W}/voice/gather/?turn=2`, { ...call, SpeechResult: 'Can I bring my children?', Confidence: '0.55' });
    expect(said(turn2.body)[0]).toMatch(/^Yes, from age three\./);
    const turn3 = await fromTwilio(`${W}/voice/gather/?turn=3`, { ...call, SpeechResult: 'Can I talk to a real person please' });
    expect(turn3.body).toContain('<Dial action="/api/v1/twilio/webhooks/voice/dial/?turn=3"');
    expect(turn3.body).toContain('+14155550199</Dial>');
    expect((await fromTwilio(`${W}/voice/dial/?turn=3`, { ...call, DialCallStatus: 'completed' })).body).not.toContain('<Say');

    now = new Date(OPEN.getTime() + 150_000);
    await fromTwilio(`${W}/voice/status/`, { ...call, CallStatus: 'completed', CallDuration: '150' });
    await fromTwilio(`${W}/voice/status/`, { ...call, CallStatus: 'completed', CallDuration: '150' });

    const { call: row, turns } = await transcriptOf(CallSid);
    expect(turns).toEqual([
      'assistant: Hello, you have reached Okafor Dental. How can I help you?',
      'customer: Hi, where can I park my car?',
      expect.stringMatching(/^assistant: The Fifth Street garage/),
      'customer: Can I bring my children?',
      expect.stringMatching(/^assistant: Yes, from age three/),
      'customer: Can I talk to a real person please',
      'assistant: Let me put you through to someone. Please hold.',
    ]);
    expect(row).toMatchObject({ status: 'completed', outcome: 'transferred', durationSeconds: 150, isTest: false, direction: 'inbound' });
    expect(row.summary).toBe('The caller said: "Hi, where can I park my car?". The call was passed to a person.');
    const [confidence] = await server.database.db
      .select({ c: callLogs.confidence })
      .from(callLogs)
      .where(eq(callLogs.text, 'Can I bring my children?'));
    expect(confidence!.c).toBeCloseTo(0.55);
  });

  it('marks the assistant’s turn unanswered when no FAQ entry or rule fits the caller’s words, and only then', async () => {
    const CallSid = sid('CA');
    const call = { CallSid, From: CALLER, To: NUMBER };
    await fromTwilio(`${W}/voice/`, { ...call, CallStatus: 'ringing' });
    const puzzled = await fromTwilio(`${W}/voice/gather/?turn=1`, { ...call, SpeechResult: 'Do you do teeth whitening on Saturdays?' });
    expect(said(puzzled.body)[0]).toMatch(/^I'm not sure I can answer that\./);
    await fromTwilio(`${W}/voice/gather/?turn=2`, { ...call, SpeechResult: 'Where do I park?' });
    const [row] = await server.database.db.select().from(calls).where(eq(calls.callSid, CallSid));
    const turns = await server.database.db
      .select({ role: callLogs.role, text: callLogs.text, unanswered: callLogs.unanswered })
      .from(callLogs)
      .where(eq(callLogs.callId, row!.id))
      .orderBy(asc(callLogs.createdAt), asc(callLogs.id));
    expect(turns.map((turn) => [turn.role, turn.unanswered])).toEqual([
      ['assistant', false],
      ['customer', false],
      ['assistant', true],
      ['customer', false],
      ['assistant', false],
    ]);
    expect(turns[4]!.text).toMatch(/^The Fifth Street garage/);
  });

  it('takes a message after hours in the number’s own time zone', async () => {
    now = CLOSED;
    const CallSid = sid('CA');
    const call = { CallSid, From: CALLER, To: NUMBER };
    const opening = await fromTwilio(`${W}/voice/`, { ...call, CallStatus: 'ringing' });
    expect(said(opening.body)[0]).toMatch(/^We're closed right now\. We are open Monday to Friday, 09:00 to 17:00\./);
    expect(opening.body).toContain('gather/?turn=1&amp;mode=message');
    const message = await fromTwilio(`${W}/voice/gather/?turn=1&mode=message`, {
      ...call,
      SpeechResult: 'This is Ana, please call me back about my crown.',
    });
    expect(said(message.body)).toEqual(["Thank you, I've passed your message on. Goodbye!"]);
    expect(message.body).toContain('<Hangup/>');
    await fromTwilio(`${W}/voice/status/`, { ...call, CallStatus: 'completed', CallDuration: '40' });
    const { call: row } = await transcriptOf(CallSid);
    expect(row).toMatchObject({ outcome: 'message_taken', message: 'This is Ana, please call me back about my crown.' });
    expect(row.summary).toBe('The caller left a message: "This is Ana, please call me back about my crown.".');
  });

  it('asks again when nothing is heard, and hangs up after the second silence', async () => {
    const CallSid = sid('CA');
    const call = { CallSid, From: CALLER, To: NUMBER };
    await fromTwilio(`${W}/voice/`, { ...call, CallStatus: 'ringing' });
    const first = await fromTwilio(`${W}/voice/gather/?turn=1`, call);
    expect(said(first.body)).toEqual(["Sorry, I didn't catch that. Could you say it again?"]);
    expect(first.body).toContain('gather/?turn=1&amp;silent=1');
    const second = await fromTwilio(`${W}/voice/gather/?turn=1&silent=1`, call);
    expect(second.body).toContain('<Hangup/>');
    await fromTwilio(`${W}/voice/status/`, { ...call, CallStatus: 'completed', CallDuration: '20' });
    expect((await transcriptOf(CallSid)).call).toMatchObject({ outcome: 'missed', summary: 'The caller said nothing.' });
  });

  it('turns away a call to a number Lato does not answer, storing nothing', async () => {
    const response = await fromTwilio(`${W}/voice/`, { CallSid: sid('CA'), From: CALLER, To: '+14155550000', CallStatus: 'ringing' });
    expect(said(response.body)).toEqual(['Sorry, this number is not in service. Goodbye.']);
    expect(response.body).toContain('<Hangup/>');
    expect(await server.database.db.select().from(calls)).toEqual([]);
  });

  it('marks calls the simulator made as tests', async () => {
    const body = { CallSid: sid('CA'), From: CALLER, To: NUMBER, CallStatus: 'ringing' };
    const response = await post(`${W}/voice/`, body, simulatorSignature(server.config, `${W}/voice/`, body));
    expect(response.statusCode).toBe(200);
    expect((await transcriptOf(body.CallSid)).call.isTest).toBe(true);
  });
});

describe('SMS through the webhooks', () => {
  it('keeps an incoming message and answers it from the FAQ; a retry writes nothing twice', async () => {
    const MessageSid = sid('SM');
    const message = { MessageSid, From: CALLER, To: NUMBER, Body: 'where do I park?' };
    const answer = await fromTwilio(`${W}/sms/`, message);
    expect(answer.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>The Fifth Street garage is one block away.</Message></Response>',
    );
    expect((await fromTwilio(`${W}/sms/`, message)).body).toBe(answer.body);
    const rows = await server.database.db.select().from(chatMessages).orderBy(asc(chatMessages.id));
    expect(rows.map((m) => [m.role, m.body, m.status])).toEqual([
      ['customer', 'where do I park?', 'received'],
      ['assistant', 'The Fifth Street garage is one block away.', 'sent'],
    ]);
  });

  it('does not answer when auto-reply is off', async () => {
    await saveSettings(server.database.db, numberId, {
      ...defaultSettings({ friendlyName: 'Okafor Dental' }),
      ...SETTINGS,
      sms_auto_reply: false,
    });
    const answer = await fromTwilio(`${W}/sms/`, { MessageSid: sid('SM'), From: CALLER, To: NUMBER, Body: 'hello' });
    expect(answer.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
  });

  const consoleSender = async () => {
    const [number] = await server.database.db.select().from(twilioNumbers).where(eq(twilioNumbers.id, numberId));
    const token = (await signIn(server.app, (await ownerEmail(number!.organisationId))!)).access;
    return (to: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/twilio/chat-logs/',
        headers: { authorization: `Bearer ${token}` },
        payload: { from: numberId, to, body: 'Your crown is ready.' },
      });
  };
  const messageRow = async (id: number) => (await server.database.db.select().from(chatMessages).where(eq(chatMessages.id, id)))[0]!;

  it('sends console messages through Twilio’s REST API from a job, and follows their delivery', async () => {
    const send = await consoleSender();
    const sent = await send(CALLER);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'queued', error_code: null, role: 'agent' });
    await server.app.jobs.settled();
    expect(restCalls.at(-1)).toMatchObject({
      path: `/2010-04-01/Accounts/AC${'a'.repeat(32)}/Messages.json`,
      From: NUMBER,
      To: CALLER,
      Body: 'Your crown is ready.',
      StatusCallback: `${PUBLIC}/api/v1/twilio/webhooks/sms/status/`,
    });
    const MessageSid = restCalls.at(-1)!.sid!;
    await fromTwilio(`${W}/sms/status/`, { MessageSid, From: NUMBER, To: CALLER, MessageStatus: 'delivered' });
    const [row] = await server.database.db.select().from(chatMessages).where(eq(chatMessages.messageSid, MessageSid));
    expect(row).toMatchObject({ status: 'delivered', errorCode: null });
  });

  it('records a message Twilio refuses as failed with Twilio’s code, without trying it again', async () => {
    const send = await consoleSender();
    const refused = await send(REFUSED);
    expect(refused.json()).toMatchObject({ status: 'queued', error_code: null });
    const before = restCalls.length;
    await server.app.jobs.settled();
    expect(restCalls.length - before).toBe(1);
    expect(await messageRow(refused.json().id)).toMatchObject({ status: 'failed', errorCode: '21211', messageSid: null });
  });

  it('tries again with a growing delay while Twilio fails, then marks the message failed and logs the job', async () => {
    const send = await consoleSender();
    const failedBefore = await server.app.jobs.failedSince(new Date(Date.now() - 60_000));
    const queued = await send(TWILIO_DOWN);
    expect(queued.json()).toMatchObject({ status: 'queued', error_code: null });
    await server.app.jobs.settled();
    const tries = restCalls.filter((c) => c.To === TWILIO_DOWN).map((c) => Number(c.at));
    expect(tries).toHaveLength(3);
    // The first retry a second later at least, the next two seconds after that at least.
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(1000);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(2000);
    expect(await messageRow(queued.json().id)).toMatchObject({ status: 'failed', errorCode: 'twilio_unreachable' });
    expect(await server.app.jobs.failedSince(new Date(Date.now() - 60_000))).toBe(failedBefore + 1);
    const gaveUp = logLines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'a job failed for good after its last attempt');
    expect(gaveUp).toEqual([expect.objectContaining({ job: 'send-sms', jobId: expect.any(String), attempts: 3 })]);
    // Neither the number nor the text is logged.
    expect(logLines.join('\n')).not.toContain(TWILIO_DOWN);
    expect(logLines.join('\n')).not.toContain('Your crown is ready.');
  }, 20_000);
});

describe('SMS that must not go out', () => {
  const EMPTY = '<?xml version="1.0" encoding="UTF-8"?><Response/>';
  const OTHER_NUMBER = '+14155550143';
  const texted = (From: string, Body = 'where do I park?') => fromTwilio(`${W}/sms/`, { MessageSid: sid('SM'), From, To: NUMBER, Body });
  const thread = async () =>
    (await server.database.db.select().from(chatMessages).orderBy(asc(chatMessages.id))).map((m) => [m.customerPhoneNumber, m.role]);
  const holderOf = async (id: number) => {
    const [number] = await server.database.db.select().from(twilioNumbers).where(eq(twilioNumbers.id, id));
    return number!.organisationId;
  };
  const signedInOwner = async () => `Bearer ${(await signIn(server.app, (await ownerEmail(await holderOf(numberId)))!)).access}`;

  it('keeps an SMS from one of Lato’s own numbers, whoever’s, without answering it', async () => {
    const someoneElse = await server.createUser('CLIENT');
    await server.database.db
      .insert(twilioNumbers)
      .values({ phoneNumber: OTHER_NUMBER, friendlyName: 'Another assistant', organisationId: await server.organisationOf(someoneElse) });
    expect((await texted(OTHER_NUMBER)).body).toBe(EMPTY);
    expect((await texted(NUMBER)).body).toBe(EMPTY);
    // A customer is still answered.
    expect((await texted(CALLER)).body).toContain('<Message>The Fifth Street garage is one block away.</Message>');
    expect(await thread()).toEqual([
      [OTHER_NUMBER, 'customer'],
      [NUMBER, 'customer'],
      [CALLER, 'customer'],
      [CALLER, 'assistant'],
    ]);
  });

  it('answers a conversation at most its hourly number of times, and a number at most its own; every message is kept', async () => {
    const SECOND = '+14155550111';
    const answered = async (from: string) => (await texted(from)).body !== EMPTY;
    // Two answers per conversation, three per number.
    expect([await answered(CALLER), await answered(CALLER), await answered(CALLER)]).toEqual([true, true, false]);
    expect([await answered(SECOND), await answered(SECOND)]).toEqual([true, false]);
    const rows = await thread();
    expect(rows.filter(([, role]) => role === 'customer')).toHaveLength(5);
    expect(rows.filter(([, role]) => role === 'assistant')).toEqual([
      [CALLER, 'assistant'],
      [CALLER, 'assistant'],
      [SECOND, 'assistant'],
    ]);
  });

  it('keeps an SMS from a sender id unanswered, opens its thread, clears its unread count, and sends nothing to it', async () => {
    for (const sender of ['ACME', 'Dr Lee']) expect((await texted(sender, 'Your code is 1234')).body).toBe(EMPTY);
    const authorization = await signedInOwner();
    const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { authorization } });
    const conversations = async () =>
      (await get(`/api/v1/twilio/latest-customer-chats/?ai_phone_number=${encodeURIComponent(NUMBER)}`))
        .json<{ customer_phone_number: string; unread_count: number }[]>()
        .map((c) => [c.customer_phone_number, c.unread_count]);
    expect((await conversations()).toSorted()).toEqual([
      ['ACME', 1],
      ['Dr Lee', 1],
    ]);

    const opened = await get(`/api/v1/twilio/chat-logs/?customer_phone_number=ACME&aiPhoneNumber=${encodeURIComponent(NUMBER)}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().results).toEqual([expect.objectContaining({ customer_phone_number: 'ACME', body: 'Your code is 1234' })]);
    const read = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/twilio/chat-logs/read/',
      headers: { authorization },
      payload: { customer_phone_number: 'Dr Lee', ai_phone_number: NUMBER },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unread_count: 1 });
    expect((await conversations()).toSorted()).toEqual([
      ['ACME', 1],
      ['Dr Lee', 0],
    ]);
    // Not a phone number nor a sender id: still refused.
    expect(
      (await get(`/api/v1/twilio/chat-logs/?customer_phone_number=AC-ME&aiPhoneNumber=${encodeURIComponent(NUMBER)}`)).statusCode,
    ).toBe(400);

    const before = restCalls.length;
    const reply = await server.app.inject({
      method: 'POST',
      url: '/api/v1/twilio/chat-logs/',
      headers: { authorization },
      payload: { from: numberId, to: 'ACME', body: 'Who is this?' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toEqual({ to: ['invalid_phone'] });
    await server.app.jobs.settled();
    expect(restCalls.length).toBe(before);
    expect((await thread()).filter(([, role]) => role === 'agent')).toEqual([]);
  });

  it('refuses console sends past the per-number and then the per-client limit with 429 and Retry-After, sending and keeping nothing', async () => {
    const [second] = await server.database.db
      .insert(twilioNumbers)
      .values({ phoneNumber: OTHER_NUMBER, friendlyName: 'Okafor Dental, second line', organisationId: await holderOf(numberId) })
      .returning();
    const authorization = await signedInOwner();
    const before = restCalls.length;
    const send = (from: number) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/twilio/chat-logs/',
        headers: { authorization },
        payload: { from, to: CALLER, body: 'Your crown is ready.' },
      });
    // Two a minute from one number, three from the client's numbers together.
    const first = [await send(numberId), await send(numberId), await send(numberId)];
    const fromSecond = [await send(second!.id), await send(second!.id)];
    expect([...first, ...fromSecond].map((r) => r.statusCode)).toEqual([201, 201, 429, 201, 429]);
    for (const refused of [first[2]!, fromSecond[1]!]) {
      expect(refused.json()).toMatchObject({ code: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    await server.app.jobs.settled();
    expect(restCalls.slice(before).map((c) => c.From)).toEqual([NUMBER, NUMBER, OTHER_NUMBER]);
    expect((await thread()).filter(([, role]) => role === 'agent')).toHaveLength(3);
  });
});

/** The e-mail of the owner of the business holding a number. */
async function ownerEmail(organisationId: number) {
  const { organisationMembers, users } = await import('@server/db/schema');
  const [user] = await server.database.db
    .select({ email: users.email })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(eq(organisationMembers.organisationId, organisationId));
  return user?.email;
}
