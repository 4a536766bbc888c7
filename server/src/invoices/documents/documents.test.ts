import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkSendResult, Invoice } from '@/api/contract/invoices';
import { auditEvents, billingAddresses, invoiceEvents, invoices, organisations, projects, type UserRow } from '@server/db/schema';
import { readOutbox } from '@server/src/mail/outbox';
import { addMember } from '@server/src/shop/checkout/test-kit';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { insertTestInvoice, testLine } from '@server/src/invoices/test-kit';
import { pdfTexts, pdfTitle } from './pdf-reading';
import { sendInvoice } from './send';
import { readPdf } from './stored-pdf';

const now = new Date('2026-11-26T10:00:00Z');
let server: TestServer;
const people = {} as Record<'cfo' | 'pmClient' | 'pmDev' | 'owner' | 'coOwner' | 'member' | 'stranger', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
type Who = keyof typeof people | null;
let org: number;
let spanishOrg: number;
let strangerOrg: number;

beforeAll(async () => {
  server = await startTestServer({ publicBaseUrl: 'https://lato.test' }, { clock: () => now });
  const { db } = server.database;
  people.cfo = await server.createUser('CFO', { fullName: 'Carla Cfo' });
  people.pmClient = await server.createUser('PM_CLIENT');
  people.pmDev = await server.createUser('PM_DEV');
  people.owner = await server.createUser('CLIENT', { fullName: 'Olga Owner' });
  people.coOwner = await server.createUser('CLIENT', { fullName: 'Oscar Owner' });
  people.member = await server.createUser('CLIENT');
  people.stranger = await server.createUser('CLIENT');
  for (const key of Object.keys(people) as (keyof typeof people)[]) tokens[key] = (await signIn(server.app, people[key].email)).access;
  org = await server.organisationOf(people.owner);
  await db.update(organisations).set({ name: 'Clínica Sol' }).where(eq(organisations.id, org));
  await addMember(db, org, people.coOwner.id, 'owner');
  await addMember(db, org, people.member.id);
  strangerOrg = await server.organisationOf(people.stranger);
  spanishOrg = (await db.insert(organisations).values({ name: 'Panadería Ruiz', language: 'es' }).returning())[0]!.id;
  await addMember(db, spanishOrg, people.coOwner.id, 'owner');
  await db.insert(billingAddresses).values([
    {
      organisationId: org,
      name: 'Olga Owner',
      company: 'Clínica Sol SL',
      line1: 'Calle Mayor 1',
      city: 'Madrid',
      postalCode: '28013',
      country: 'ES',
      taxId: 'B123',
      isDefault: true,
    },
    { organisationId: org, name: 'Old', line1: 'Old street', city: 'Sevilla', country: 'ES' },
  ]);
});
afterAll(() => server.close());

const request = (method: 'GET' | 'POST', url: string, who: Who, payload?: object) =>
  server.app.inject({ method, url, payload, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });
const draft = async (organisationId = org, fields: Parameters<typeof insertTestInvoice>[1] = { organisationId }) =>
  insertTestInvoice(server.database.db, { ...fields, organisationId }, now);
const rowOf = async (id: number) => (await server.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const eventsOf = (id: number) =>
  server.database.db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, id)).orderBy(invoiceEvents.id);
/** The e-mails the outbox holds about an invoice, with their attachments, oldest first. */
async function emailsAbout(number: string) {
  await server.app.jobs.settled();
  const emails = await readOutbox(server.database.db, server.app.emailSeal, Number.MAX_SAFE_INTEGER);
  return emails.toReversed().filter((email) => email.subject.includes(number));
}
const bytesOf = (response: LightMyRequestResponse) => response.rawPayload;

describe('sending an invoice', () => {
  it('stores its PDF once, makes it final with the default address, and e-mails it to the owners', async () => {
    const invoice = await draft(org, {
      organisationId: org,
      projectId: (await server.database.db.insert(projects).values({ name: 'New website', clientId: org }).returning())[0]!.id,
      lines: [testLine({ description: 'Design', quantity: 2, unitMinor: 10_000, taxBp: 2_100 })],
    });
    const answer = await request('POST', `/api/v1/invoices/${invoice.id}/send/`, 'cfo');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Invoice>()).toMatchObject({ id: invoice.id, status: 'sent', can: { send: false } });

    const row = await rowOf(invoice.id);
    const key = `invoices/${invoice.id}/${invoice.number}.pdf`;
    expect(row).toMatchObject({ status: 'sent', sentAt: now, pdfKey: key });
    expect(row.address).toMatchObject({ company: 'Clínica Sol SL', line1: 'Calle Mayor 1', taxId: 'B123' });
    const pdf = await readPdf(server.app.storage, key);
    expect(pdfTitle(pdf)).toBe(invoice.number);
    const text = pdfTexts(pdf);
    expect(text).toEqual(
      expect.arrayContaining([
        'INVOICE',
        invoice.number,
        'Clínica Sol SL',
        'Calle Mayor 1',
        'New website',
        'Design',
        'Tax 21% on US$200.00',
        'US$242.00',
      ]),
    );
    expect(text).not.toContain('DRAFT');

    const recipients = `${people.owner.email}, ${people.coOwner.email}`;
    expect((await eventsOf(invoice.id)).map((event) => [event.kind, event.actorId, event.detail])).toEqual([
      ['created', null, null],
      ['sent', people.cfo.id, recipients],
    ]);
    const [audit] = await server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'invoice_sent'), eq(auditEvents.targetId, org)));
    expect(audit).toMatchObject({
      actorId: people.cfo.id,
      actorEmail: people.cfo.email,
      targetType: 'organisation',
      targetLabel: 'Clínica Sol',
      details: { invoice: invoice.number, amount: '242.00 USD' },
    });

    const emails = await emailsAbout(invoice.number);
    expect(emails.map((email) => email.to)).toEqual([people.owner.email, people.coOwner.email]);
    expect(emails[0]).toMatchObject({
      subject: `Invoice ${invoice.number} from Lato`,
      attachments: [{ filename: `${invoice.number}.pdf`, storageKey: key, contentType: 'application/pdf' }],
    });
    expect(emails[0]!.text).toContain('US$242.00, due on 26 December 2026');
    expect(emails[0]!.text).toContain(`https://lato.test/dashboard/invoice-details?id=${invoice.id}`);
    expect(emails[0]!.text).toContain(`${invoice.number}.pdf`);

    // Never sent, nor stored, twice.
    const again = await request('POST', `/api/v1/invoices/${invoice.id}/send/`, 'cfo');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'invoice_not_draft', errors: { non_field_errors: ['invoice_not_draft'] } });
    expect((await readPdf(server.app.storage, key)).equals(pdf)).toBe(true);
    expect(await emailsAbout(invoice.number)).toHaveLength(2);
  });

  it('writes the PDF and the e-mail in the invoice’s language, to a business without an address by its name', async () => {
    const invoice = await draft(spanishOrg, { organisationId: spanishOrg, language: 'es', currency: 'EUR' });
    expect((await request('POST', `/api/v1/invoices/${invoice.id}/send/`, 'pmClient')).statusCode).toBe(200);
    const row = await rowOf(invoice.id);
    expect(row.address).toBeNull();
    const text = pdfTexts(await readPdf(server.app.storage, row.pdfKey!)).map((line) => line.replaceAll('\u00a0', ' '));
    expect(text).toEqual(expect.arrayContaining(['FACTURA', 'Facturar a', 'Panadería Ruiz', '242,00 €']));
    const [email] = await emailsAbout(invoice.number);
    expect(email).toMatchObject({ to: people.coOwner.email, subject: `Factura ${invoice.number} de Lato` });
    expect(email!.text.replaceAll('\u00a0', ' ')).toContain('por 242,00 €, con vencimiento el 26 de diciembre de 2026');
  });

  it('answers 404 to an unknown invoice or an id that is none (the app’s rule for paths), 401 and 403', async () => {
    const invoice = await draft();
    expect((await request('POST', '/api/v1/invoices/999999/send/', 'cfo')).statusCode).toBe(404);
    expect((await request('POST', '/api/v1/invoices/abc/send/', 'cfo')).statusCode).toBe(404);
    expect((await request('POST', `/api/v1/invoices/${invoice.id}/send/`, null)).statusCode).toBe(401);
    for (const who of ['owner', 'member', 'pmDev'] as const)
      expect((await request('POST', `/api/v1/invoices/${invoice.id}/send/`, who)).statusCode).toBe(403);
    expect((await rowOf(invoice.id)).status).toBe('draft');
  });

  it('removes the PDF it stored when the invoice cannot be written, and leaves the draft as it was', async () => {
    const invoice = await draft();
    // An actor who is not in the database fails the timeline's write, after the PDF is stored.
    await expect(sendInvoice(server.app, { id: 2_000_000_000, role: 'CFO', email: 'ghost@lato.test' }, invoice.id)).rejects.toThrow(
      /invoice_events/,
    );
    expect(await server.app.storage.open(`invoices/${invoice.id}/${invoice.number}.pdf`)).toBeUndefined();
    expect(await rowOf(invoice.id)).toMatchObject({ status: 'draft', pdfKey: null, address: null, sentAt: null });
    expect(await emailsAbout(invoice.number)).toEqual([]);
  });

  it('sends a draft with nothing to pay settled: paid, with its paid date', async () => {
    const invoice = await draft(org, {
      organisationId: org,
      lines: [testLine({ description: 'Courtesy visit', quantity: 1, unitMinor: 0 })],
    });
    expect(invoice.totalMinor).toBe(0);
    const answer = await request('POST', `/api/v1/invoices/${invoice.id}/send/`, 'cfo');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Invoice>()).toMatchObject({ status: 'paid', balance_minor: 0, can: { send: false, remind: false, pay: false } });
    expect(answer.json<Invoice>().paid_at).not.toBeNull();
    expect(await rowOf(invoice.id)).toMatchObject({ status: 'paid', sentAt: now, paidAt: now });
  });

  it('refuses a void invoice with 409', async () => {
    const invoice = await draft(org, { organisationId: org, status: 'void' });
    expect((await request('POST', `/api/v1/invoices/${invoice.id}/send/`, 'cfo')).json()).toMatchObject({ code: 'invoice_not_draft' });
  });
});

describe('sending several invoices', () => {
  it('sends the drafts and says why it skipped the others', async () => {
    const [a, b] = [await draft(), await draft(strangerOrg)];
    const sent = await insertTestInvoice(server.database.db, { organisationId: org, status: 'sent' }, now);
    const answer = await request('POST', '/api/v1/invoices/send/', 'cfo', { ids: [a.id, sent.id, 999999, b.id, a.id] });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<BulkSendResult>()).toEqual({
      sent: [a.id, b.id],
      skipped: [
        { id: sent.id, code: 'invoice_not_draft' },
        { id: 999999, code: 'not_found' },
      ],
    });
    expect((await rowOf(b.id)).status).toBe('sent');
    expect((await emailsAbout(b.number)).map((email) => email.to)).toEqual([people.stranger.email]);
  });

  it('answers 400 to no ids or too many, 401 and 403', async () => {
    expect((await request('POST', '/api/v1/invoices/send/', 'cfo', { ids: [] })).statusCode).toBe(400);
    expect((await request('POST', '/api/v1/invoices/send/', 'cfo', { ids: Array.from({ length: 101 }, (_, i) => i + 1) })).statusCode).toBe(
      400,
    );
    expect((await request('POST', '/api/v1/invoices/send/', null, { ids: [1] })).statusCode).toBe(401);
    expect((await request('POST', '/api/v1/invoices/send/', 'owner', { ids: [1] })).statusCode).toBe(403);
  });
});

describe('reminding', () => {
  it('e-mails the owners what is left to pay, with the stored PDF, and notes it on the timeline', async () => {
    const invoice = await draft();
    await request('POST', `/api/v1/invoices/${invoice.id}/send/`, 'cfo');
    await server.database.db.update(invoices).set({ status: 'partially_paid', paidMinor: 4_200 }).where(eq(invoices.id, invoice.id));
    const answer = await request('POST', `/api/v1/invoices/${invoice.id}/remind/`, 'cfo');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Invoice>().events.map((event) => event.kind)).toEqual(expect.arrayContaining(['sent', 'reminded']));
    expect((await eventsOf(invoice.id)).at(-1)).toMatchObject({
      kind: 'reminded',
      actorId: people.cfo.id,
      detail: `${people.owner.email}, ${people.coOwner.email}`,
    });
    const reminders = (await emailsAbout(invoice.number)).filter((email) => email.subject.startsWith('Reminder'));
    expect(reminders).toHaveLength(2);
    expect(reminders[0]).toMatchObject({
      subject: `Reminder: invoice ${invoice.number} from Lato`,
      attachments: [{ storageKey: `invoices/${invoice.id}/${invoice.number}.pdf` }],
    });
    expect(reminders[0]!.text).toContain('has US$200.00 left to pay, due on 26 December 2026');
  });

  it('stores the PDF of an open invoice that has none, and says when it fell due', async () => {
    const invoice = await insertTestInvoice(server.database.db, { organisationId: spanishOrg, status: 'overdue', language: 'es' }, now);
    expect((await request('POST', `/api/v1/invoices/${invoice.id}/remind/`, 'cfo')).statusCode).toBe(200);
    const key = (await rowOf(invoice.id)).pdfKey;
    expect(key).toBe(`invoices/${invoice.id}/${invoice.number}.pdf`);
    const [email] = await emailsAbout(invoice.number);
    expect(email).toMatchObject({ subject: `Recordatorio: factura ${invoice.number} de Lato`, attachments: [{ storageKey: key }] });
    expect(email!.text).toContain('que venció el 26 de diciembre de 2026');
  });

  it('answers 409 for a draft, a paid or a void invoice; 404, 401 and 403', async () => {
    for (const status of ['draft', 'paid', 'void'] as const) {
      const invoice = await insertTestInvoice(server.database.db, { organisationId: org, status }, now);
      const answer = await request('POST', `/api/v1/invoices/${invoice.id}/remind/`, 'cfo');
      expect([status, answer.statusCode, answer.json().code]).toEqual([status, 409, 'invoice_not_open']);
    }
    const sent = await insertTestInvoice(server.database.db, { organisationId: org, status: 'sent' }, now);
    expect((await request('POST', '/api/v1/invoices/999999/remind/', 'cfo')).statusCode).toBe(404);
    expect((await request('POST', '/api/v1/invoices/0/remind/', 'cfo')).statusCode).toBe(404);
    expect((await request('POST', `/api/v1/invoices/${sent.id}/remind/`, null)).statusCode).toBe(401);
    expect((await request('POST', `/api/v1/invoices/${sent.id}/remind/`, 'owner')).statusCode).toBe(403);
    expect(await eventsOf(sent.id)).toHaveLength(1);
  });
});

describe('downloading an invoice’s PDF', () => {
  it('gives the stored PDF, the same bytes every time, to the staff and the business’s owners', async () => {
    const invoice = await draft();
    await request('POST', `/api/v1/invoices/${invoice.id}/send/`, 'cfo');
    const stored = await readPdf(server.app.storage, (await rowOf(invoice.id)).pdfKey!);
    for (const who of ['cfo', 'owner', 'coOwner'] as const) {
      const answer = await request('GET', `/api/v1/invoices/${invoice.id}/pdf/`, who);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toBe(`attachment; filename=${invoice.number}.pdf`);
      expect(bytesOf(answer).equals(stored)).toBe(true);
    }
  });

  it('draws a draft afresh, marked, and keeps nothing; its owners cannot see it', async () => {
    const invoice = await draft();
    const answer = await request('GET', `/api/v1/invoices/${invoice.id}/pdf/`, 'cfo');
    expect(answer.statusCode).toBe(200);
    expect(pdfTexts(bytesOf(answer))).toContain('DRAFT');
    expect((await rowOf(invoice.id)).pdfKey).toBeNull();
    expect(await server.app.storage.open(`invoices/${invoice.id}/${invoice.number}.pdf`)).toBeUndefined();
    expect((await request('GET', `/api/v1/invoices/${invoice.id}/pdf/`, 'owner')).statusCode).toBe(404);
  });

  it('stores a paid order’s invoice at its first download, once, stamped paid', async () => {
    const invoice = await insertTestInvoice(server.database.db, { organisationId: org, status: 'paid', origin: 'order' }, now);
    expect(invoice.pdfKey).toBeNull();
    const first = await request('GET', `/api/v1/invoices/${invoice.id}/pdf/`, 'owner');
    expect(first.statusCode).toBe(200);
    const key = (await rowOf(invoice.id)).pdfKey;
    expect(key).toBe(`invoices/${invoice.id}/${invoice.number}.pdf`);
    expect(pdfTexts(bytesOf(first))).toEqual(expect.arrayContaining(['PAID', 'Balance due', 'US$0.00']));
    const second = await request('GET', `/api/v1/invoices/${invoice.id}/pdf/`, 'cfo');
    expect(bytesOf(second).equals(bytesOf(first))).toBe(true);
    expect((await readPdf(server.app.storage, key!)).equals(bytesOf(first))).toBe(true);
  });

  it('answers 403 to a member, 404 to another business’s owner, an unknown invoice or an id that is none, and 401', async () => {
    const invoice = await insertTestInvoice(server.database.db, { organisationId: org, status: 'sent' }, now);
    expect((await request('GET', `/api/v1/invoices/${invoice.id}/pdf/`, 'member')).statusCode).toBe(403);
    expect((await request('GET', `/api/v1/invoices/${invoice.id}/pdf/`, 'stranger')).statusCode).toBe(404);
    expect((await request('GET', `/api/v1/invoices/${invoice.id}/pdf/`, 'pmDev')).statusCode).toBe(403);
    expect((await request('GET', '/api/v1/invoices/999999/pdf/', 'cfo')).statusCode).toBe(404);
    expect((await request('GET', '/api/v1/invoices/x/pdf/', 'cfo')).statusCode).toBe(404);
    expect((await request('GET', `/api/v1/invoices/${invoice.id}/pdf/`, null)).statusCode).toBe(401);
  });
});

describe('downloading several PDFs', () => {
  it('gives one ZIP with each invoice’s PDF, by number', async () => {
    const sent = await draft();
    await request('POST', `/api/v1/invoices/${sent.id}/send/`, 'cfo');
    const open = await draft(strangerOrg);
    const paid = await insertTestInvoice(server.database.db, { organisationId: org, status: 'paid', origin: 'order' }, now);
    const answer = await request('GET', `/api/v1/invoices/pdf/?ids=${sent.id},${open.id},${paid.id}`, 'cfo');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe('attachment; filename=invoices.zip');
    const files = unzipSync(bytesOf(answer));
    expect(Object.keys(files)).toEqual([`${sent.number}.pdf`, `${open.number}.pdf`, `${paid.number}.pdf`]);
    expect(Buffer.from(files[`${sent.number}.pdf`]!).equals(await readPdf(server.app.storage, (await rowOf(sent.id)).pdfKey!))).toBe(true);
    expect(pdfTexts(Buffer.from(files[`${open.number}.pdf`]!))).toContain('DRAFT');
    expect((await rowOf(paid.id)).pdfKey).not.toBeNull();
    expect((await rowOf(open.id)).pdfKey).toBeNull();
  });

  it('answers 404 when one is unknown, 400 to bad ids, 401 and 403', async () => {
    const invoice = await draft();
    expect((await request('GET', `/api/v1/invoices/pdf/?ids=${invoice.id},999999`, 'cfo')).statusCode).toBe(404);
    expect((await request('GET', '/api/v1/invoices/pdf/?ids=1,x', 'cfo')).statusCode).toBe(400);
    expect((await request('GET', '/api/v1/invoices/pdf/', 'cfo')).statusCode).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect((await request('GET', `/api/v1/invoices/pdf/?ids=${many}`, 'cfo')).statusCode).toBe(400);
    expect((await request('GET', `/api/v1/invoices/pdf/?ids=${invoice.id}`, null)).statusCode).toBe(401);
    expect((await request('GET', `/api/v1/invoices/pdf/?ids=${invoice.id}`, 'owner')).statusCode).toBe(403);
  });
});
