import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceFields } from '@/api/contract/invoices';
import {
  auditEvents,
  invoiceEvents,
  invoiceLines,
  invoiceNumberSequences,
  invoices,
  organisations,
  phases,
  projects,
  tasks,
  type UserRow,
} from '@server/db/schema';
import { insertProduct } from '@server/src/shop/checkout/test-kit';
import { insertNumber } from '@server/src/shop/payments/test-kit';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { insertTestInvoice } from '@server/src/invoices/test-kit';

let server: TestServer;
const people = {} as Record<'cfo' | 'pmClient' | 'pmDev' | 'dev' | 'owner', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
type Who = keyof typeof people | null;
let org: number;
let otherOrg: number;
const ids = { project: 0, phase: 0, task: 0, otherProject: 0, otherPhase: 0, otherTask: 0, product: 0, number: 0, otherNumber: 0 };

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  people.cfo = await server.createUser('CFO', { fullName: 'Carla Cfo' });
  people.pmClient = await server.createUser('PM_CLIENT');
  people.pmDev = await server.createUser('PM_DEV');
  people.dev = await server.createUser('DEV');
  people.owner = await server.createUser('CLIENT');
  for (const key of Object.keys(people) as (keyof typeof people)[]) tokens[key] = (await signIn(server.app, people[key].email)).access;
  org = await server.organisationOf(people.owner);
  await db.update(organisations).set({ name: 'Olga SL', language: 'es' }).where(eq(organisations.id, org));
  otherOrg = (await db.insert(organisations).values({ name: 'Other' }).returning())[0]!.id;
  ids.project = (await db.insert(projects).values({ name: 'Website', clientId: org }).returning())[0]!.id;
  ids.otherProject = (await db.insert(projects).values({ name: 'App', clientId: otherOrg }).returning())[0]!.id;
  ids.phase = (await db.insert(phases).values({ projectId: ids.project, name: 'Design', position: 0 }).returning())[0]!.id;
  ids.otherPhase = (await db.insert(phases).values({ projectId: ids.otherProject, name: 'Build', position: 0 }).returning())[0]!.id;
  ids.task = (await db.insert(tasks).values({ projectId: ids.project, phaseId: ids.phase, title: 'Wireframes' }).returning())[0]!.id;
  ids.otherTask = (
    await db.insert(tasks).values({ projectId: ids.otherProject, phaseId: ids.otherPhase, title: 'API' }).returning()
  )[0]!.id;
  ids.product = (await insertProduct(db, { kind: 'service', interval: 'one_time', nameEn: 'Website', priceMinor: 240_000 })).id;
  ids.number = (await insertNumber(db, org)).id;
  ids.otherNumber = (await insertNumber(db, otherOrg)).id;
});
afterAll(() => server.close());

const send = (method: 'POST' | 'PUT', url: string, who: Who, payload: unknown) =>
  server.app.inject({ method, url, payload: payload as object, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });

const fields = (changes: Partial<InvoiceFields> = {}): InvoiceFields => ({
  organisation: org,
  project: ids.project,
  currency: 'EUR',
  issue_date: '2026-11-02',
  due_date: '2026-12-02',
  notes: 'Thank you.',
  terms: '30 days.',
  lines: [
    { source: 'product', product: ids.product, description: 'Website', quantity: 1, unit_minor: 240_000, tax_bp: 2_100 },
    { source: 'phase', phase: ids.phase, description: 'Design phase', quantity: 10, unit_minor: 5_000, discount_bp: 1_000, tax_bp: 2_100 },
    { source: 'task', task: ids.task, description: 'Wireframes', quantity: 3, unit_minor: 3_333, tax_bp: 1_000 },
    {
      source: 'usage',
      number: ids.number,
      usage_month: '2026-10',
      usage_metric: 'minutes',
      description: 'Minutos de llamada',
      quantity: 7,
      unit_minor: 5,
    },
  ],
  ...changes,
});

/** What the database holds of invoices: a refusal must leave every count and the year's sequence as they were. */
async function snapshot() {
  const { db } = server.database;
  const [[rows], [lines], [events], [audit], sequences] = await Promise.all([
    db.select({ n: count() }).from(invoices),
    db.select({ n: count() }).from(invoiceLines),
    db.select({ n: count() }).from(invoiceEvents),
    db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.action, 'invoice_voided')),
    db.select().from(invoiceNumberSequences),
  ]);
  return { invoices: rows!.n, lines: lines!.n, events: events!.n, audit: audit!.n, sequences };
}

async function create(changes: Partial<InvoiceFields> = {}, who: Who = 'cfo') {
  const response = await send('POST', '/api/v1/invoices/', who, fields(changes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Invoice>();
}

describe('creating an invoice (POST /api/v1/invoices/)', () => {
  it('keeps a numbered draft in the organisation’s language, its totals computed by the server', async () => {
    const invoice = await create();
    expect(invoice).toMatchObject({
      number: 'INV-2026-0001',
      status: 'draft',
      origin: 'manual',
      organisation: { id: org, name: 'Olga SL' },
      project: { id: ids.project, name: 'Website' },
      currency: 'EUR',
      language: 'es',
      notes: 'Thank you.',
      // 2400.00 + 500.00 + 99.99 + 0.35, less 50.00 off the phase.
      subtotal_minor: 240_000 + 50_000 + 9_999 + 35,
      discount_minor: 5_000,
      taxes: [
        { tax_bp: 0, base_minor: 35, tax_minor: 0 },
        { tax_bp: 1_000, base_minor: 9_999, tax_minor: 1_000 },
        { tax_bp: 2_100, base_minor: 285_000, tax_minor: 59_850 },
      ],
      tax_minor: 60_850,
      total_minor: 295_034 + 60_850,
      balance_minor: 355_884,
      can: { edit: true, send: true, void: true },
    });
    expect(
      invoice.lines.map((line) => [line.source, line.product, line.phase, line.task, line.number, line.usage_month, line.usage_metric]),
    ).toEqual([
      ['product', ids.product, null, null, null, null, null],
      ['phase', null, ids.phase, null, null, null, null],
      ['task', null, null, ids.task, null, null, null],
      ['usage', null, null, null, ids.number, '2026-10', 'minutes'],
    ]);
    expect(invoice.events).toEqual([{ kind: 'created', at: expect.any(String), by: 'Carla Cfo', amount_minor: null, detail: null }]);
    // The next one takes the next number of its issue date's year.
    expect((await create({ project: null, lines: [fields().lines[0]!] }, 'pmClient')).number).toBe('INV-2026-0002');
    expect((await create({ issue_date: '2027-01-04', due_date: '2027-02-04', project: null, lines: [fields().lines[0]!] })).number).toBe(
      'INV-2027-0001',
    );
  });

  it('refuses what the lines name wrongly, every field at once, and keeps nothing (not even a number)', async () => {
    const before = await snapshot();
    const refusals: [Partial<InvoiceFields>, Record<string, string[]>][] = [
      [{ organisation: 999_999 }, { organisation: ['source_unknown'] }],
      // The project's own phase and task are then not of the invoice's project either.
      [
        { project: ids.otherProject },
        { project: ['not_of_project'], 'lines.1.phase': ['not_of_project'], 'lines.2.task': ['not_of_project'] },
      ],
      [{ project: 999_999 }, { project: ['not_of_project'], 'lines.1.phase': ['not_of_project'], 'lines.2.task': ['not_of_project'] }],
      [
        {
          lines: [
            { source: 'phase', phase: ids.otherPhase, description: 'x', quantity: 1, unit_minor: 1 },
            { source: 'task', task: ids.otherTask, description: 'x', quantity: 1, unit_minor: 1 },
            { source: 'product', product: 999_999, description: 'x', quantity: 1, unit_minor: 1 },
            { source: 'product', description: 'x', quantity: 1, unit_minor: 1 },
            {
              source: 'usage',
              number: ids.otherNumber,
              usage_month: '2026-10',
              usage_metric: 'sms',
              description: 'x',
              quantity: 1,
              unit_minor: 1,
            },
            { source: 'usage', description: 'x', quantity: 1, unit_minor: 1 },
          ],
        },
        {
          'lines.0.phase': ['not_of_project'],
          'lines.1.task': ['not_of_project'],
          'lines.2.product': ['source_unknown'],
          'lines.3.product': ['source_unknown'],
          'lines.4.number': ['source_unknown'],
          'lines.5.number': ['usage_incomplete'],
          'lines.5.usage_month': ['usage_incomplete'],
          'lines.5.usage_metric': ['usage_incomplete'],
        },
      ],
      // A phase line on an invoice billing no project is not of its project either.
      [
        { project: null, lines: [{ source: 'phase', phase: ids.phase, description: 'x', quantity: 1, unit_minor: 1 }] },
        { 'lines.0.phase': ['not_of_project'] },
      ],
      // 11 × 999,999.99 passes what one invoice may hold.
      [{ lines: [{ description: 'Too much', quantity: 11, unit_minor: 99_999_999 }] }, { lines: ['invoice_too_large'] }],
      [{ due_date: '2026-11-01' }, { due_date: ['due_before_issue'] }],
      [{ lines: [] }, { lines: ['too_few'] }],
    ];
    for (const [changes, errors] of refusals) {
      const response = await send('POST', '/api/v1/invoices/', 'cfo', fields(changes));
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a usage line of a month not over yet (or to come), and keeps nothing', async () => {
    // The editor's check reads the real time, not the app's clock.
    const thisMonth = new Date().toISOString().slice(0, 7);
    const before = await snapshot();
    for (const month of [thisMonth, '2099-01']) {
      const usage = { ...fields().lines[3]!, usage_month: month };
      const response = await send('POST', '/api/v1/invoices/', 'cfo', fields({ lines: [fields().lines[0]!, usage] }));
      expect(response.statusCode, month).toBe(400);
      expect(response.json()).toMatchObject({ code: 'usage_month_open', errors: { 'lines.1.usage_month': ['usage_month_open'] } });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('sends it at once when asked (create and send)', async () => {
    const invoice = await create({ send: true });
    expect(invoice).toMatchObject({ status: 'sent', can: { edit: false, send: false, remind: true } });
    expect(invoice.sent_at).not.toBeNull();
    expect(invoice.events.map((event) => event.kind)).toEqual(['created', 'sent']);
  });

  it('answers 401 and 403 to roles outside the billing staff', async () => {
    expect((await send('POST', '/api/v1/invoices/', null, fields())).statusCode).toBe(401);
    for (const who of ['pmDev', 'dev', 'owner'] as const)
      expect((await send('POST', '/api/v1/invoices/', who, fields())).statusCode).toBe(403);
  });
});

describe('editing a draft (PUT /api/v1/invoices/:id/)', () => {
  it('replaces its content and totals, keeps its number, and tells the timeline', async () => {
    const draft = await create();
    const response = await send('PUT', `/api/v1/invoices/${draft.id}/`, 'pmClient', {
      ...fields({ project: null, currency: 'JPY', issue_date: '2026-12-01', due_date: '2026-12-31' }),
      lines: [{ description: 'Consulting', quantity: 3, unit_minor: 1_001, discount_bp: 500, tax_bp: 1_000 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const invoice = response.json<Invoice>();
    // 3003 yen less 5 % (150.15 → 150) = 2853; 10 % tax 285.3 → 285.
    expect(invoice).toMatchObject({
      id: draft.id,
      number: draft.number,
      project: null,
      currency: 'JPY',
      issue_date: '2026-12-01',
      subtotal_minor: 3_003,
      discount_minor: 150,
      tax_minor: 285,
      total_minor: 3_138,
    });
    expect(invoice.lines).toHaveLength(1);
    expect(invoice.events.map((event) => event.kind)).toEqual(['created', 'updated']);
  });

  it('refuses an issue date in another year than its number’s (400 on `issue_date`), and changes nothing', async () => {
    const draft = await create();
    const before = await snapshot();
    for (const [issue_date, due_date] of [
      ['2027-03-01', '2027-03-31'],
      ['2025-12-31', '2026-01-30'],
    ] as const) {
      const refused = await send('PUT', `/api/v1/invoices/${draft.id}/`, 'cfo', fields({ issue_date, due_date, notes: 'Moved.' }));
      expect(refused.statusCode, issue_date).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'issue_year_fixed', errors: { issue_date: ['issue_year_fixed'] } });
    }
    expect(await snapshot()).toEqual(before);
    const [kept] = await server.database.db.select().from(invoices).where(eq(invoices.id, draft.id));
    expect(kept).toMatchObject({ issueDate: '2026-11-02', dueDate: '2026-12-02', notes: 'Thank you.', year: 2026, number: draft.number });
  });

  it('keeps a month’s usage draft with its business: another organisation is refused (400 on `organisation`)', async () => {
    const { db } = server.database;
    const usageDraft = await insertTestInvoice(db, { organisationId: org, origin: 'usage', usageMonth: '2026-09' });
    const before = await snapshot();
    const refused = await send(
      'PUT',
      `/api/v1/invoices/${usageDraft.id}/`,
      'cfo',
      fields({ organisation: otherOrg, project: null, lines: [{ description: 'Minutes', quantity: 1, unit_minor: 5 }] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'source_unknown', errors: { organisation: ['source_unknown'] } });
    expect(await snapshot()).toEqual(before);
    const [kept] = await db.select().from(invoices).where(eq(invoices.id, usageDraft.id));
    expect(kept).toMatchObject({ organisationId: org, usageMonth: '2026-09', totalMinor: usageDraft.totalMinor });
    // Its own business it keeps: the edit goes through.
    const kept200 = await send('PUT', `/api/v1/invoices/${usageDraft.id}/`, 'cfo', fields({ project: null, lines: [fields().lines[3]!] }));
    expect(kept200.statusCode, kept200.body).toBe(200);
  });

  it('sends the edited draft when asked', async () => {
    const draft = await create();
    const response = await send('PUT', `/api/v1/invoices/${draft.id}/`, 'cfo', fields({ notes: 'Sent now.', send: true }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Invoice>()).toMatchObject({ status: 'sent', notes: 'Sent now.' });
    expect(response.json<Invoice>().events.map((event) => event.kind)).toEqual(['created', 'updated', 'sent']);
  });

  it('refuses a sent invoice (409), a wrong line (400) leaving the draft as it was, and answers 401, 403, 404', async () => {
    const draft = await create();
    const sent = await insertTestInvoice(server.database.db, { organisationId: org, status: 'sent' });
    const conflict = await send('PUT', `/api/v1/invoices/${sent.id}/`, 'cfo', fields());
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'invoice_not_draft' });

    const before = await snapshot();
    const refused = await send('PUT', `/api/v1/invoices/${draft.id}/`, 'cfo', fields({ project: ids.otherProject }));
    expect(refused.statusCode).toBe(400);
    const tooLarge = await send(
      'PUT',
      `/api/v1/invoices/${draft.id}/`,
      'cfo',
      fields({ lines: [{ description: 'x', quantity: 11, unit_minor: 99_999_999 }] }),
    );
    expect(tooLarge.json()).toMatchObject({ code: 'invoice_too_large' });
    expect(await snapshot()).toEqual(before);
    const [kept] = await server.database.db.select().from(invoices).where(eq(invoices.id, draft.id));
    expect(kept).toMatchObject({ totalMinor: draft.total_minor, projectId: ids.project });

    expect((await send('PUT', `/api/v1/invoices/${draft.id}/`, null, fields())).statusCode).toBe(401);
    expect((await send('PUT', `/api/v1/invoices/${draft.id}/`, 'owner', fields())).statusCode).toBe(403);
    expect((await send('PUT', '/api/v1/invoices/999999/', 'cfo', fields())).statusCode).toBe(404);
    expect((await send('PUT', `/api/v1/invoices/${draft.id}/`, 'cfo', { ...fields(), currency: 'XXX' })).statusCode).toBe(400);
  });
});

describe('voiding (POST /api/v1/invoices/:id/void/)', () => {
  const voidOf = (id: number, who: Who, reason: unknown = 'Billed twice') => send('POST', `/api/v1/invoices/${id}/void/`, who, { reason });

  it('voids a draft or an open invoice with nothing paid, with its reason in the timeline and the audit log', async () => {
    const draft = await create();
    const response = await voidOf(draft.id, 'cfo');
    expect(response.statusCode, response.body).toBe(200);
    const invoice = response.json<Invoice>();
    expect(invoice).toMatchObject({ status: 'void', number: draft.number, balance_minor: 0, can: { void: false, edit: false } });
    expect(invoice.events.at(-1)).toMatchObject({ kind: 'voided', by: 'Carla Cfo', detail: 'Billed twice' });
    const [audit] = await server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'invoice_voided'), eq(auditEvents.actorId, people.cfo.id)));
    expect(audit).toMatchObject({
      targetType: 'organisation',
      targetId: org,
      targetLabel: 'Olga SL',
      details: { invoice: draft.number, amount: '3558.84 EUR', reason: 'Billed twice' },
    });
    const [row] = await server.database.db.select().from(invoices).where(eq(invoices.id, draft.id));
    expect(row!.voidedAt).toBeInstanceOf(Date);

    const overdue = await insertTestInvoice(server.database.db, { organisationId: org, status: 'overdue', currency: 'KWD' });
    expect((await voidOf(overdue.id, 'pmClient')).json<Invoice>().status).toBe('void');
  });

  it('refuses a paid, part-paid or void invoice (409) and changes nothing', async () => {
    const { db } = server.database;
    const paid = await insertTestInvoice(db, { organisationId: org, status: 'paid' });
    const partial = await insertTestInvoice(db, { organisationId: org, status: 'partially_paid' });
    await db.update(invoices).set({ paidMinor: 100 }).where(eq(invoices.id, partial.id));
    const voided = await insertTestInvoice(db, { organisationId: org, status: 'void' });
    const before = await snapshot();
    for (const id of [paid.id, partial.id, voided.id]) {
      const response = await voidOf(id, 'cfo');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'invoice_not_open' });
    }
    expect(await snapshot()).toEqual(before);
    const [row] = await db.select().from(invoices).where(eq(invoices.id, partial.id));
    expect(row!.status).toBe('partially_paid');
  });

  it('answers 400 without a reason, 401, 403 and 404', async () => {
    const draft = await create();
    expect((await voidOf(draft.id, 'cfo', '')).statusCode).toBe(400);
    expect((await voidOf(draft.id, 'cfo', '   ')).statusCode).toBe(400);
    expect((await voidOf(draft.id, null)).statusCode).toBe(401);
    expect((await voidOf(draft.id, 'owner')).statusCode).toBe(403);
    expect((await voidOf(draft.id, 'pmDev')).statusCode).toBe(403);
    expect((await voidOf(999_999, 'cfo')).statusCode).toBe(404);
    const [row] = await server.database.db.select().from(invoices).where(eq(invoices.id, draft.id));
    expect(row!.status).toBe('draft');
  });
});
