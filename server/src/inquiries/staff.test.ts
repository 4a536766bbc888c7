import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pathFor } from '@/api/contract/endpoint';
import { inquiriesEndpoints, type InquiryDetail, type InquiryPage } from '@/api/contract/inquiries';
import type { Role } from '@/api/contract/roles';
import type { SiteLanguage } from '@/api/contract/site-values';
import { inquiries, inquiryMessages, notifications, type UserRow } from '@server/db/schema';
import { notificationEmails } from '@server/src/notifications/email-job';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { receiveInquiry } from './receive';

const BASE = 'https://lato.example.com';
const I = '/api/v1/inquiries';

let server: TestServer;
let manager: { row: UserRow; token: string };

beforeAll(async () => {
  server = await startTestServer({ publicBaseUrl: BASE });
  manager = await person('PM_CLIENT', { fullName: 'Diego Ramírez' });
});
afterAll(() => server.close());

async function person(role: Role, extra: Partial<UserRow> = {}) {
  const row = await server.createUser(role, extra);
  return { row, token: (await signIn(server.app, row.email)).access };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (token: string | null, method: Method, url: string, payload?: object) =>
  server.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });

const asManager = (method: Method, url: string, payload?: object) => call(manager.token, method, url, payload);

let sequence = 0;
/** An inquiry as the contact form keeps it (without its limits: these tests are about the staff's side). */
async function received(extra: { name?: string; email?: string; subject?: string; language?: SiteLanguage; message?: string } = {}) {
  sequence += 1;
  const { inquiry } = await receiveInquiry(
    server.database.db,
    {
      name: 'Hannah Whitfield',
      email: `visitor${sequence}@example.test`,
      subject: `Question ${sequence}`,
      message: 'We miss calls at lunchtime.\nCan you help?',
      language: 'en',
      ...extra,
    },
    new Date(),
  );
  return inquiry;
}

describe('who may call the staff’s endpoints', () => {
  const staffEndpoints = Object.values(inquiriesEndpoints).filter((endpoint) => endpoint.access !== 'public');

  it('answers 401 without a token', async () => {
    for (const endpoint of staffEndpoints) {
      const url = pathFor(endpoint, { id: 1 });
      expect((await call(null, endpoint.method, url, endpoint.method === 'GET' ? undefined : {})).statusCode, url).toBe(401);
    }
  });

  it('answers 403 to clients, developers and the managers the role table leaves out, and changes nothing', async () => {
    const inquiry = await received();
    for (const role of ['CLIENT', 'DEV', 'PM_DEV'] as const) {
      const { token } = await person(role);
      for (const endpoint of staffEndpoints) {
        const url = pathFor(endpoint, { id: inquiry.id });
        const payload = { POST: { body: 'Hi' }, PATCH: { status: 'spam' } }[endpoint.method as 'POST' | 'PATCH'];
        expect((await call(token, endpoint.method, url, payload)).statusCode, `${role} ${endpoint.method} ${url}`).toBe(403);
      }
    }
    expect((await asManager('GET', `${I}/${inquiry.id}/`)).json<InquiryDetail>()).toMatchObject({ status: 'new', thread: [{}] });
  });

  it('lets every role the table names in', async () => {
    for (const role of ['CEO', 'CFO', 'CTO'] as const) {
      const { token } = await person(role);
      expect((await call(token, 'GET', `${I}/`)).statusCode, role).toBe(200);
    }
  });
});

describe('the list', () => {
  it('pages the inquiries newest first, with each status tab’s count, and filters by status and by words of the name, e-mail or subject', async () => {
    const first = await received({ name: 'Lucía Fernández', subject: 'Integración con la agenda', language: 'es' });
    const second = await received({ email: 'tom@beckerplumbing.test', subject: 'Moving our number' });
    const third = await received({ subject: 'Get rich quick' });
    await asManager('PATCH', `${I}/${third.id}/`, { status: 'spam' });

    const page = (await asManager('GET', `${I}/?page_size=2`)).json<InquiryPage>();
    expect(page.count).toBeGreaterThanOrEqual(3);
    expect(page.results.map((row) => row.id)).toEqual([third.id, second.id]);
    expect(page.results[1]).toEqual({
      id: second.id,
      name: 'Hannah Whitfield',
      email: 'tom@beckerplumbing.test',
      subject: 'Moving our number',
      language: 'en',
      status: 'new',
      created_at: second.createdAt.toISOString(),
      updated_at: second.updatedAt.toISOString(),
      preview: 'We miss calls at lunchtime. Can you help?',
      messages: 1,
    });
    expect(page.counts.all).toBe(page.count);
    expect(page.counts.spam).toBeGreaterThanOrEqual(1);
    expect(page.counts.new + page.counts.answered + page.counts.handled + page.counts.spam).toBe(page.counts.all);

    const spam = (await asManager('GET', `${I}/?status=spam`)).json<InquiryPage>();
    expect(spam.results.every((row) => row.status === 'spam')).toBe(true);
    expect(spam.results.map((row) => row.id)).toContain(third.id);

    // Case and accents aside, in any of the three.
    for (const [search, id] of [
      ['FERNANDEZ', first.id],
      ['integracion', first.id],
      ['beckerplumbing', second.id],
    ] as const) {
      const found = (await asManager('GET', `${I}/?search=${search}`)).json<InquiryPage>();
      expect(
        found.results.map((row) => row.id),
        search,
      ).toEqual([id]);
      expect(found.counts, search).toMatchObject({ all: 1, new: 1, spam: 0 });
    }
  });

  it('answers 400 to a status or a page it does not know, and 404 past the last page', async () => {
    for (const query of ['?status=answered_twice', '?page=0', '?page_size=101', `?search=${'x'.repeat(101)}`]) {
      expect((await asManager('GET', `${I}/${query}`)).statusCode, query).toBe(400);
    }
    expect((await asManager('GET', `${I}/?page=999`)).statusCode).toBe(404);
  });
});

describe('one inquiry', () => {
  it('gives its thread, the visitor’s message first', async () => {
    const inquiry = await received({ name: 'Priya Natarajan' });
    const detail = (await asManager('GET', `${I}/${inquiry.id}/`)).json<InquiryDetail>();
    expect(detail).toMatchObject({
      id: inquiry.id,
      name: 'Priya Natarajan',
      status: 'new',
      handled_by: null,
      consent_at: inquiry.consentAt.toISOString(),
      thread: [{ author: 'visitor', author_name: 'Priya Natarajan', body: 'We miss calls at lunchtime.\nCan you help?', emailed_at: null }],
    });
  });

  it('answers 404 to one that does not exist, on every call, and to an id that is not one', async () => {
    for (const [method, url, payload] of [
      ['GET', `${I}/999999/`],
      ['POST', `${I}/999999/answers/`, { body: 'Hello' }],
      ['PATCH', `${I}/999999/`, { status: 'handled' }],
      ['DELETE', `${I}/999999/`],
    ] as const) {
      expect((await asManager(method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await asManager('GET', `${I}/abc/`)).statusCode).toBe(404);
  });
});

describe('answering', () => {
  it('keeps the answer in the thread under its author’s name, marks the inquiry answered, and e-mails it in the inquiry’s language as a reply', async () => {
    const inquiry = await received({
      name: 'Javier Soto',
      subject: 'Presupuesto para una web',
      language: 'es',
      message: '¿Cuánto cuesta?',
    });
    const response = await asManager('POST', `${I}/${inquiry.id}/answers/`, { body: '  Hola, Javier:\n\nUnos 3.000 €.  ' });
    expect(response.statusCode, response.body).toBe(201);
    const detail = response.json<InquiryDetail>();
    expect(detail).toMatchObject({ status: 'answered', handled_by: 'Diego Ramírez' });
    expect(detail.thread.map((message) => [message.author, message.author_name, message.body])).toEqual([
      ['visitor', 'Javier Soto', '¿Cuánto cuesta?'],
      ['staff', 'Diego Ramírez', 'Hola, Javier:\n\nUnos 3.000 €.'],
    ]);
    expect(detail.thread[1]!.emailed_at).not.toBeNull();

    await server.app.jobs.settled();
    const [email] = await server.sentEmails(inquiry.email);
    expect(email!.subject).toBe('Re: Presupuesto para una web');
    expect(email!.text).toBe(
      [
        'Hola, Javier Soto:',
        '',
        'Hola, Javier:\n\nUnos 3.000 €.',
        '',
        'Diego Ramírez',
        'Lato',
        '',
        'Escribiste:',
        '> ¿Cuánto cuesta?',
      ].join('\n'),
    );
  });

  it('e-mails an English inquiry’s answer in English', async () => {
    const inquiry = await received({ subject: 'Moving our number' });
    await asManager('POST', `${I}/${inquiry.id}/answers/`, { body: 'Yes, we port it.' });
    await server.app.jobs.settled();
    const [email] = await server.sentEmails(inquiry.email);
    expect(email!.subject).toBe('Re: Moving our number');
    expect(email!.text).toContain(
      'Hello Hannah Whitfield,\n\nYes, we port it.\n\nDiego Ramírez\nLato\n\nYou wrote:\n> We miss calls at lunchtime.\n> Can you help?',
    );
  });

  it('refuses an empty or overlong answer with 400, keeping and sending nothing', async () => {
    const inquiry = await received();
    for (const [body, code] of [
      ['   ', 'required'],
      ['a'.repeat(10_001), 'too_long'],
    ] as const) {
      const response = await asManager('POST', `${I}/${inquiry.id}/answers/`, { body });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ body: [code] });
    }
    expect((await asManager('POST', `${I}/${inquiry.id}/answers/`, {})).json().errors).toEqual({ body: ['required'] });
    await server.app.jobs.settled();
    expect(await server.sentEmails(inquiry.email)).toEqual([]);
    expect((await asManager('GET', `${I}/${inquiry.id}/`)).json<InquiryDetail>()).toMatchObject({ status: 'new', thread: [{}] });
  });

  it('keeps nothing and sends nothing when the inquiry cannot be marked answered: the answer and the status are one write', async () => {
    const inquiry = await received();
    const { db } = server.database;
    await db.execute(sql`create function refuse_answered() returns trigger language plpgsql as $$
      begin raise exception 'the inquiries table is read-only'; end $$`);
    await db.execute(sql`create trigger refuse_answered before update on inquiries
      for each row when (new.status = 'answered') execute function refuse_answered()`);
    try {
      expect((await asManager('POST', `${I}/${inquiry.id}/answers/`, { body: 'Yes.' })).statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_answered on inquiries`);
      await db.execute(sql`drop function refuse_answered`);
    }
    await server.app.jobs.settled();
    expect(await db.$count(inquiryMessages, eq(inquiryMessages.inquiryId, inquiry.id))).toBe(1);
    expect(await server.sentEmails(inquiry.email)).toEqual([]);
  });
});

describe('marking and deleting', () => {
  it('marks an inquiry handled or spam under the marker’s name, and reopens it as new, held by nobody', async () => {
    const inquiry = await received();
    const url = `${I}/${inquiry.id}/`;
    expect((await asManager('PATCH', url, { status: 'handled' })).json<InquiryDetail>()).toMatchObject({
      status: 'handled',
      handled_by: 'Diego Ramírez',
    });
    expect((await asManager('PATCH', url, { status: 'spam' })).json<InquiryDetail>()).toMatchObject({ status: 'spam' });
    expect((await asManager('PATCH', url, { status: 'new' })).json<InquiryDetail>()).toMatchObject({ status: 'new', handled_by: null });
  });

  it('refuses a status that comes only with an answer, or none the inquiries have', async () => {
    const inquiry = await received();
    for (const status of ['answered', 'archived', '']) {
      const response = await asManager('PATCH', `${I}/${inquiry.id}/`, { status });
      expect(response.statusCode, status).toBe(400);
      expect(response.json().errors, status).toEqual({ status: [status ? 'invalid_choice' : 'required'] });
    }
    expect((await asManager('GET', `${I}/${inquiry.id}/`)).json<InquiryDetail>().status).toBe('new');
  });

  it('deletes an inquiry with its thread and the staff’s notifications of it', async () => {
    const inquiry = await received();
    await asManager('POST', `${I}/${inquiry.id}/answers/`, { body: 'Thanks!' });
    const { db } = server.database;
    const noticeOf = eq(notifications.subjectId, inquiry.id);
    expect(await db.$count(notifications, noticeOf)).toBeGreaterThan(0);
    const response = await asManager('DELETE', `${I}/${inquiry.id}/`);
    expect(response.statusCode).toBe(200);
    expect((await asManager('GET', `${I}/${inquiry.id}/`)).statusCode).toBe(404);
    expect(await db.$count(inquiries, eq(inquiries.id, inquiry.id))).toBe(0);
    expect(await db.$count(inquiryMessages, eq(inquiryMessages.inquiryId, inquiry.id))).toBe(0);
    expect(await db.$count(notifications, noticeOf)).toBe(0);
  });
});

describe('the staff’s notification', () => {
  it('is e-mailed to those who chose it, with a link to the inquiry’s thread', async () => {
    const ceo = await person('CEO', { fullName: 'Ava Moreno', preferredLanguage: 'es' });
    expect((await call(ceo.token, 'PUT', '/api/v1/notifications/email-choices/', { by_email: ['inquiry_received'] })).statusCode).toBe(200);
    const inquiry = await received({ name: 'Oliver Grant', subject: 'Call recordings' });
    await notificationEmails(server.app).run();
    await server.app.jobs.settled();
    const [email] = await server.sentEmails(ceo.row.email);
    expect(email!.subject).toBe('Nuevo mensaje de Oliver Grant: «Call recordings»');
    expect(email!.text).toContain(`${BASE}/dashboard/inquiries?inquiry=${inquiry.id}`);
  });
});
