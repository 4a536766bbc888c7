import { readFileSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, chatMessages, contacts, inquiries, inquiryMessages, twilioNumbers } from '@server/db/schema';
import { defaultSettings, saveSettings } from '@server/src/lato-ai/settings';
import { simulatorSignature } from '@server/src/twilio/signature';
import { startTestServer, type TestServer } from '@server/test/harness';
import { captureAllContacts } from './capture';

/*
 * Contacts made as people reach a business: Twilio's webhooks (signed as Twilio signs them) for calls
 * and texts, the public contact form for inquiries; and the same contacts rebuilt from the rows alone.
 */

const AUTH_TOKEN = 'twilio-test-auth-token-0123456789';
const PUBLIC = 'https://lato.example';
const W = '/api/v1/twilio/webhooks';
const DENTAL = '+14155550142';
const PLUMBING = '+442079460000';
const CALLER = '+14155550110';
const TEXTER = '+34612345678';

let server: TestServer;
let now = new Date('2026-03-02T10:00:00Z');
const businesses = {} as Record<'dental' | 'plumbing', number>;
let sequence = 0;

const sid = (prefix: 'CA' | 'SM') => `${prefix}${(sequence += 1).toString(16).padStart(32, '0')}`;

function post(path: string, fields: Record<string, string>, signature: string) {
  return server.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** A webhook as Twilio sends it, or as the settings page's simulator does. */
async function webhook(path: string, fields: Record<string, string>, simulated = false) {
  const signature = simulated
    ? simulatorSignature(server.config, path, fields)
    : twilio.getExpectedTwilioSignature(AUTH_TOKEN, `${PUBLIC}${path}`, fields);
  const response = await post(path, fields, signature);
  expect(response.statusCode, response.body).toBe(200);
}

const call = (from: string, to: string, callSid = sid('CA'), simulated = false) =>
  webhook(`${W}/voice/`, { CallSid: callSid, From: from, To: to, CallStatus: 'ringing' }, simulated);
const text = (from: string, to: string, messageSid = sid('SM'), simulated = false) =>
  webhook(`${W}/sms/`, { MessageSid: messageSid, From: from, To: to, Body: 'Are you open on Saturday?' }, simulated);

async function inquire(name: string, email: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/v1/site/inquiries/',
    remoteAddress: `198.51.100.${(sequence += 1)}`,
    payload: { name, email, subject: 'Prices', message: 'How much is the assistant?', consent: true, language: 'en' },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** The contacts, as the figures a test checks, in a fixed order. */
async function contactFigures() {
  const rows = await server.database.db
    .select()
    .from(contacts)
    .orderBy(asc(contacts.organisationId), asc(contacts.phone), asc(contacts.email));
  return rows.map((row) => ({
    organisation: row.organisationId,
    phone: row.phone,
    email: row.email,
    name: row.name,
    source: row.source,
    interactions: row.interactions,
    first: row.firstSeenAt.toISOString(),
    last: row.lastSeenAt.toISOString(),
  }));
}

const contactOf = async (phoneOrEmail: string, organisation: number | null) =>
  (await contactFigures()).filter((c) => (c.phone === phoneOrEmail || c.email === phoneOrEmail) && c.organisation === organisation);

beforeAll(async () => {
  server = await startTestServer(
    { twilio: { accountSid: `AC${'a'.repeat(32)}`, authToken: AUTH_TOKEN, publicBaseUrl: PUBLIC, apiBaseUrl: 'http://127.0.0.1:9' } },
    { clock: () => now },
  );
  const { db } = server.database;
  for (const [key, phone] of [
    ['dental', DENTAL],
    ['plumbing', PLUMBING],
  ] as const) {
    businesses[key] = await server.organisationOf(await server.createUser('CLIENT'));
    const [number] = await db
      .insert(twilioNumbers)
      .values({ phoneNumber: phone, friendlyName: key, organisationId: businesses[key] })
      .returning();
    await saveSettings(db, number!.id, { ...defaultSettings(number!), time_zone: 'UTC', sms_auto_reply: false });
  }
});
afterAll(() => server.close());

describe('capture as people reach a business', () => {
  it('makes a contact of a real caller and counts each call and text of theirs, once each however often Twilio retries', async () => {
    now = new Date('2026-03-02T10:00:00Z');
    const first = sid('CA');
    await call(CALLER, DENTAL, first);
    await call(CALLER, DENTAL, first);
    expect(await contactOf(CALLER, businesses.dental)).toEqual([
      {
        organisation: businesses.dental,
        phone: CALLER,
        email: null,
        name: '',
        source: 'call',
        interactions: 1,
        first: '2026-03-02T10:00:00.000Z',
        last: '2026-03-02T10:00:00.000Z',
      },
    ]);

    now = new Date('2026-03-05T16:30:00Z');
    await call(CALLER, DENTAL);
    now = new Date('2026-03-06T09:15:00Z');
    const message = sid('SM');
    await text(CALLER, DENTAL, message);
    await text(CALLER, DENTAL, message);
    // Three interactions (two calls, one text); first seen at the first call, last at the text; still a caller.
    expect(await contactOf(CALLER, businesses.dental)).toMatchObject([
      { source: 'call', interactions: 3, first: '2026-03-02T10:00:00.000Z', last: '2026-03-06T09:15:00.000Z' },
    ]);
  });

  it("keeps each business's contact of the same person apart, and names the first channel", async () => {
    now = new Date('2026-03-07T11:00:00Z');
    await text(TEXTER, PLUMBING);
    now = new Date('2026-03-07T12:00:00Z');
    await call(TEXTER, PLUMBING);
    await call(CALLER, PLUMBING);
    expect(await contactOf(TEXTER, businesses.plumbing)).toMatchObject([
      { source: 'sms', interactions: 2, first: '2026-03-07T11:00:00.000Z', last: '2026-03-07T12:00:00.000Z' },
    ]);
    expect(await contactOf(CALLER, businesses.plumbing)).toMatchObject([{ source: 'call', interactions: 1 }]);
    expect(await contactOf(CALLER, businesses.dental)).toMatchObject([{ interactions: 3 }]);
  });

  it('makes no contact of a withheld number, a sender id, or the simulator', async () => {
    const before = await contactFigures();
    await call('anonymous', DENTAL);
    // What Twilio passes for a withheld number looks like a real one (of Lesotho, Russia): still none.
    await call('+266696687', DENTAL);
    await call('+7378742833', DENTAL);
    await text('ACME', DENTAL);
    await call('+14155550177', DENTAL, sid('CA'), true);
    await text('+14155550177', DENTAL, sid('SM'), true);
    expect(await contactFigures()).toEqual(before);
    // The calls and texts themselves are kept, as before.
    expect(await server.database.db.$count(calls, eq(calls.customerPhoneNumber, 'anonymous'))).toBe(1);
    // Nor does the recount from every call.
    await captureAllContacts(server.database.db);
    expect(await server.database.db.$count(contacts, eq(contacts.phone, '+266696687'))).toBe(0);
    expect(await server.database.db.$count(chatMessages, eq(chatMessages.customerPhoneNumber, 'ACME'))).toBe(1);
  });

  it("makes the agency's contact of a contact-form visitor, named as they first signed, one per address", async () => {
    now = new Date('2026-03-08T08:00:00Z');
    await inquire('Hannah Whitfield', 'Hannah@WhitfieldVets.test');
    now = new Date('2026-03-09T08:00:00Z');
    await inquire('H. Whitfield', 'hannah@whitfieldvets.test');
    expect(await contactOf('hannah@whitfieldvets.test', null)).toEqual([
      {
        organisation: null,
        phone: null,
        email: 'hannah@whitfieldvets.test',
        name: 'Hannah Whitfield',
        source: 'inquiry',
        interactions: 2,
        first: '2026-03-08T08:00:00.000Z',
        last: '2026-03-09T08:00:00.000Z',
      },
    ]);
  });
});

describe('capture from the rows already kept', () => {
  it('rebuilds the same contacts from the calls, texts and inquiries, and changes nothing run again', async () => {
    const live = await contactFigures();
    await server.database.db.delete(contacts);
    await captureAllContacts(server.database.db);
    expect(await contactFigures()).toEqual(live);
    await captureAllContacts(server.database.db);
    expect(await contactFigures()).toEqual(live);
  });

  it('counts only what live capture counts: inbound, real, from a number; the visitor’s messages, not the staff’s answers', async () => {
    const { db } = server.database;
    const [dental] = await db.select().from(twilioNumbers).where(eq(twilioNumbers.phoneNumber, DENTAL));
    const at = new Date('2026-02-01T09:00:00Z');
    await db.insert(calls).values([
      {
        numberId: dental!.id,
        callSid: 'CA-out',
        customerPhoneNumber: '+14155550166',
        direction: 'outbound',
        status: 'completed',
        startedAt: at,
      },
      {
        numberId: dental!.id,
        callSid: 'CA-in',
        customerPhoneNumber: '+14155550166',
        direction: 'inbound',
        status: 'completed',
        startedAt: at,
      },
      {
        numberId: dental!.id,
        callSid: 'CA-test',
        customerPhoneNumber: '+14155550166',
        direction: 'inbound',
        status: 'completed',
        startedAt: at,
        isTest: true,
      },
    ]);
    await db.insert(chatMessages).values([
      { numberId: dental!.id, customerPhoneNumber: '+14155550166', role: 'agent', body: 'Call us back', status: 'sent', createdAt: at },
      {
        numberId: dental!.id,
        customerPhoneNumber: '+14155550166',
        role: 'customer',
        body: 'Earlier',
        status: 'received',
        createdAt: new Date('2026-01-20T09:00:00Z'),
      },
    ]);
    const [inquiry] = await db.select().from(inquiries).limit(1);
    await db.insert(inquiryMessages).values({ inquiryId: inquiry!.id, author: 'staff', authorName: 'Ava', body: 'Hello', createdAt: at });
    await captureAllContacts(db);
    // One inbound real call and one text: two interactions, first seen at the earlier text, so a texter.
    expect(await contactOf('+14155550166', businesses.dental)).toMatchObject([
      { source: 'sms', interactions: 2, first: '2026-01-20T09:00:00.000Z', last: '2026-02-01T09:00:00.000Z' },
    ]);
    expect(await contactOf('hannah@whitfieldvets.test', null)).toMatchObject([{ interactions: 2 }]);
  });

  it('is what migration 0026 runs on a database made before contacts', async () => {
    const captured = await contactFigures();
    await server.database.db.delete(contacts);
    const migration = readFileSync('server/db/migrations/0026_contacts.sql', 'utf8').split('--> statement-breakpoint');
    const backfill = migration.filter((statement) => /INSERT INTO "contacts"/.test(statement));
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) await server.database.executeSql(statement);
    expect(await contactFigures()).toEqual(captured);
  });
});
