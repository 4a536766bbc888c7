import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { NewInquiry } from '@/api/contract/inquiries';
import { inquiries, inquiryMessages, notifications, type UserRow } from '@server/db/schema';
import { startTestServer, type TestServer } from '@server/test/harness';
import { INQUIRIES_PER_CLIENT_PER_HOUR, INQUIRIES_PER_EMAIL_PER_HOUR } from './submit-limits';

const URL = '/api/v1/site/inquiries/';

let server: TestServer;
/** Everyone who may be told of an inquiry, or must not be. */
let staff: Record<'ceo' | 'pmClient' | 'pmDev' | 'dev' | 'client' | 'inactiveCfo', UserRow>;

beforeAll(async () => {
  server = await startTestServer();
  staff = {
    ceo: await server.createUser('CEO'),
    pmClient: await server.createUser('PM_CLIENT'),
    pmDev: await server.createUser('PM_DEV'),
    dev: await server.createUser('DEV'),
    client: await server.createUser('CLIENT'),
    inactiveCfo: await server.createUser('CFO', { isActive: false }),
  };
});
afterAll(() => server.close());

let sequence = 0;
/** A client address of its own, so each test's requests count against nobody else's limit. */
const nextAddress = () => {
  sequence += 1;
  return `198.51.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
};

const form = (extra: Partial<NewInquiry> = {}): NewInquiry => ({
  name: 'Hannah Whitfield',
  email: `hannah${(sequence += 1)}@whitfieldvets.test`,
  subject: 'Phone assistant for two clinics',
  message: 'We miss calls at lunchtime.\nCan you help?',
  consent: true,
  language: 'en',
  ...extra,
});

const submit = (payload: object, remoteAddress = nextAddress()) => server.app.inject({ method: 'POST', url: URL, payload, remoteAddress });

const inquiriesOf = (email: string) => server.database.db.select().from(inquiries).where(eq(inquiries.email, email));
const countRows = async () => ({
  inquiries: await server.database.db.$count(inquiries),
  messages: await server.database.db.$count(inquiryMessages),
  notifications: await server.database.db.$count(notifications),
});

describe('the contact form', () => {
  it('keeps the message with the consent dated now, acknowledges it in English and tells the staff who answer it', async () => {
    const sent = form({ email: '  Hannah.W@WhitfieldVets.test ' });
    const before = Date.now();
    const response = await submit(sent);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ detail: 'Your message was received.' });

    const [inquiry] = await inquiriesOf('hannah.w@whitfieldvets.test');
    expect(inquiry).toMatchObject({ name: 'Hannah Whitfield', subject: sent.subject, language: 'en', status: 'new', handledBy: null });
    expect(inquiry!.consentAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(inquiry!.consentAt.getTime()).toBeLessThanOrEqual(Date.now());
    const thread = await server.database.db.select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, inquiry!.id));
    expect(thread).toEqual([
      expect.objectContaining({ author: 'visitor', authorId: null, authorName: 'Hannah Whitfield', body: sent.message }),
    ]);
    expect(thread[0]!.emailedAt).not.toBeNull();

    await server.app.jobs.settled();
    const [acknowledgement, ...more] = await server.sentEmails('hannah.w@whitfieldvets.test');
    expect(more).toEqual([]);
    expect(acknowledgement!.subject).toBe('We received your message: Phone assistant for two clinics');
    expect(acknowledgement!.text).toContain('Hello Hannah Whitfield,');
    // Nothing the visitor typed but the subject goes back out: the form cannot send a stranger's words to any address.
    expect(acknowledgement!.text).not.toContain('lunchtime');

    const told = await server.database.db.select().from(notifications).where(eq(notifications.subjectId, inquiry!.id));
    expect(told.map((n) => n.userId).sort()).toEqual([staff.ceo.id, staff.pmClient.id].sort());
    expect(told[0]).toMatchObject({
      kind: 'inquiry_received',
      subjectType: 'inquiry',
      subjectLabel: sent.subject,
      detail: 'Hannah Whitfield',
      actorId: null,
    });
  });

  it('acknowledges in Spanish a message written from the Spanish site', async () => {
    const sent = form({ name: 'Javier Soto', subject: 'Presupuesto\npara una web', language: 'es' });
    expect((await submit(sent)).statusCode).toBe(201);
    const [inquiry] = await inquiriesOf(sent.email);
    expect(inquiry!.language).toBe('es');
    await server.app.jobs.settled();
    const [acknowledgement] = await server.sentEmails(sent.email);
    // A subject's line break stays out of the e-mail's subject line.
    expect(acknowledgement!.subject).toBe('Hemos recibido tu mensaje: Presupuesto para una web');
    expect(acknowledgement!.text).toContain('Hola, Javier Soto:');
  });

  it('refuses each field that fails its check with 400 and its code, and keeps nothing', async () => {
    const before = await countRows();
    const cases: [string, object, string, string][] = [
      ['no name', { ...form(), name: undefined }, 'name', 'required'],
      ['a blank name', form({ name: '   ' }), 'name', 'required'],
      ['a name too long', form({ name: 'x'.repeat(151) }), 'name', 'too_long'],
      ['a name with control characters', form({ name: 'Ann\u0007' }), 'name', 'invalid_character'],
      ['no e-mail', { ...form(), email: undefined }, 'email', 'required'],
      ['an e-mail that is not one', form({ email: 'hannah-at-example' }), 'email', 'invalid_email'],
      ['no subject', form({ subject: '' }), 'subject', 'required'],
      ['a subject too long', form({ subject: 's'.repeat(201) }), 'subject', 'too_long'],
      ['no message', form({ message: ' \n ' }), 'message', 'required'],
      ['a message too long', form({ message: 'm'.repeat(5001) }), 'message', 'too_long'],
      ['consent refused', form({ consent: false }), 'consent', 'consent_required'],
      ['consent not given', { ...form(), consent: undefined }, 'consent', 'required'],
      ['consent as text', { ...form(), consent: 'yes' }, 'consent', 'invalid_type'],
      ['a language the site is not in', { ...form(), language: 'fr' }, 'language', 'invalid_choice'],
      ['no language', { ...form(), language: undefined }, 'language', 'required'],
      ['a field the form does not have', { ...form(), phone: '555' }, 'phone', 'unknown_field'],
    ];
    for (const [label, payload, field, code] of cases) {
      const response = await submit(payload);
      expect(response.statusCode, label).toBe(400);
      expect(response.json().errors, label).toEqual({ [field]: [code] });
    }
    await server.app.jobs.settled();
    expect(await countRows()).toEqual(before);
  });

  it('answers a robot that fills the hidden field as it answers a person, and keeps, counts and sends nothing', async () => {
    const before = await countRows();
    const address = nextAddress();
    const robot = form({ website: 'https://cheap-pills.test' });
    for (let i = 0; i <= INQUIRIES_PER_EMAIL_PER_HOUR; i += 1) {
      const response = await submit(robot, address);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ detail: 'Your message was received.' });
    }
    await server.app.jobs.settled();
    expect(await countRows()).toEqual(before);
    expect(await server.sentEmails(robot.email)).toEqual([]);
    // Not counted either: the address the robot typed may still write, from the robot's own address too.
    expect((await submit({ ...robot, website: '' }, address)).statusCode).toBe(201);
  });

  it('answers 429 past the limit per e-mail address, from any client address, and keeps nothing of the refused message', async () => {
    const email = 'busy@whitfieldvets.test';
    for (let i = 0; i < INQUIRIES_PER_EMAIL_PER_HOUR; i += 1) expect((await submit(form({ email }))).statusCode).toBe(201);
    const before = await countRows();
    const refused = await submit(form({ email: 'BUSY@whitfieldvets.test', subject: 'One more' }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited', detail: expect.any(String) as string });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await server.app.jobs.settled();
    expect(await countRows()).toEqual(before);
    expect(await server.sentEmails(email)).toHaveLength(INQUIRIES_PER_EMAIL_PER_HOUR);
    expect((await submit(form())).statusCode).toBe(201);
  });

  it('answers 429 past the limit per client address, whatever the e-mail, and leaves the addresses’ own counts as they were', async () => {
    const address = nextAddress();
    for (let i = 0; i < INQUIRIES_PER_CLIENT_PER_HOUR; i += 1) expect((await submit(form(), address)).statusCode).toBe(201);
    const before = await countRows();
    const email = 'newcomer@whitfieldvets.test';
    expect((await submit(form({ email }), address)).statusCode).toBe(429);
    expect(await countRows()).toEqual(before);
    expect((await submit(form(), nextAddress())).statusCode).toBe(201);
    // The refused message did not count against its e-mail address.
    for (let i = 0; i < INQUIRIES_PER_EMAIL_PER_HOUR; i += 1) expect((await submit(form({ email }))).statusCode).toBe(201);
  });

  it('keeps nothing and sends nothing when telling the staff fails: the message and the notifications are one write', async () => {
    const { db } = server.database;
    await db.execute(sql`create function refuse_inquiry_notice() returns trigger language plpgsql as $$
      begin raise exception 'the notifications table is full'; end $$`);
    await db.execute(sql`create trigger refuse_inquiry_notice before insert on notifications
      for each row when (new.kind = 'inquiry_received') execute function refuse_inquiry_notice()`);
    try {
      const before = await countRows();
      const sent = form();
      expect((await submit(sent)).statusCode).toBe(500);
      await server.app.jobs.settled();
      expect(await countRows()).toEqual(before);
      expect(await server.sentEmails(sent.email)).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger refuse_inquiry_notice on notifications`);
      await db.execute(sql`drop function refuse_inquiry_notice`);
    }
  });
});
