import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Expense } from '@/api/contract/expenses';
import { ACCESS, ROLES, isAllowed, type Role } from '@/api/contract/roles';
import { auditEvents, expenses, type UserRow } from '@server/db/schema';
import { testConfig } from '@server/src/config';
import { createStorage } from '@server/src/files/storage/create-storage';
import type { FileStorage } from '@server/src/files/storage/file-storage';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { RECEIPT_PDF, RECEIPT_PNG, TEXT_AS_PDF, expenseForm, insertExpense, storedReceipts, type FormFile } from './test-kit';

/*
 * Recording an expense with its receipt, sending the receipt back, and deleting both. The clock
 * reads 20 March 2026 10:00 UTC: the 20th is today (allowed), and so is the 21st, which has begun
 * at UTC+14 (00:00 there); the 22nd has begun nowhere (refused).
 */

const NOW = new Date('2026-03-20T10:00:00Z');
const E = '/api/v1/expenses/';
const FIELDS = {
  spent_on: '2026-03-18',
  category: 'telephony',
  vendor: '  Twilio ',
  description: 'February’s calls',
  amount_minor: '12345',
  currency: 'USD',
};
const RECEIPT: FormFile = { name: 'Twilio invoice.pdf', data: RECEIPT_PDF };

/** The storage of the test's folder, whose removals can be made to fail. */
const config = testConfig();
const disk = { removalsFail: false };
function withFailingRemovals(storage: FileStorage): FileStorage {
  return {
    put: (key, body, options) => storage.put(key, body, options),
    open: (key) => storage.open(key),
    remove: (key) => (disk.removalsFail ? Promise.reject(new Error('EROFS: simulated')) : storage.remove(key)),
  };
}

let server: TestServer;
const logLines: string[] = [];
const people = {} as Record<Role, UserRow>;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  server = await startTestServer(
    { mediaDir: config.mediaDir, filesDir: config.filesDir, logLevel: 'warn' },
    { clock: () => NOW, storage: withFailingRemovals(createStorage(config)), logStream: { write: (line) => void logLines.push(line) } },
  );
  for (const role of ROLES) {
    people[role] = await server.createUser(role, { fullName: `${role} person` });
    tokens[role] = (await signIn(server.app, people[role].email)).access;
  }
});
afterAll(() => server.close());

beforeEach(async () => {
  disk.removalsFail = false;
  await server.database.db.delete(expenses);
  await server.database.db.delete(auditEvents);
  // Each test starts with no receipt stored, so one can tell what it stored.
  rmSync(path.join(config.filesDir, 'expenses'), { recursive: true, force: true });
});

const as = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});
const record = (form: FormData, token: string | null = tokens.CFO) =>
  server.app.inject({ method: 'POST', url: E, headers: as(token), payload: form });
const remove = (id: number, token: string | null = tokens.CFO) =>
  server.app.inject({ method: 'DELETE', url: `${E}${id}/`, headers: as(token) });
const receiptOf = (id: number, token: string | null = tokens.CFO) =>
  server.app.inject({ method: 'GET', url: `${E}${id}/receipt/`, headers: as(token) });

async function recorded(fields: Record<string, string> = FIELDS, receipt: FormFile = RECEIPT): Promise<Expense> {
  const response = await record(expenseForm(fields, receipt));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Expense>();
}

const rowCount = async () => (await server.database.db.select({ n: count() }).from(expenses))[0]!.n;
const auditCount = async () => (await server.database.db.select({ n: count() }).from(auditEvents))[0]!.n;
const keyOf = async (id: number) =>
  (await server.database.db.select({ key: expenses.receiptKey }).from(expenses).where(eq(expenses.id, id)))[0]!.key;

describe('recording an expense (POST /api/v1/expenses/)', () => {
  it('keeps the expense and its receipt, answers it (201) and audits it with the request’s user', async () => {
    const expense = await recorded();
    expect(expense).toEqual({
      id: expect.any(Number),
      spent_on: '2026-03-18',
      category: 'telephony',
      vendor: 'Twilio',
      description: 'February’s calls',
      amount_minor: 12_345,
      currency: 'USD',
      recorded_by: 'CFO person',
      receipt: { name: 'Twilio invoice.pdf', content_type: 'application/pdf', size: RECEIPT_PDF.length },
    });
    const key = await keyOf(expense.id);
    expect(key).toMatch(/^expenses\/[0-9a-f-]{36}$/);
    expect((await server.app.storage.open(key))?.size).toBe(RECEIPT_PDF.length);
    const events = await server.database.db.select().from(auditEvents);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'expense_recorded',
      actorId: people.CFO.id,
      actorEmail: people.CFO.email,
      targetType: 'expense',
      targetId: expense.id,
      targetLabel: 'Twilio',
      details: { amount: '123.45 USD', category: 'telephony' },
    });
  });

  it('takes an image as the receipt, an expense paid today where the day has begun (UTC+14), and no description', async () => {
    const { description: _left, ...fields } = FIELDS;
    const expense = await recorded(
      { ...fields, spent_on: '2026-03-21', currency: 'JPY' },
      { name: 'photo.png', data: RECEIPT_PNG, type: 'image/png' },
    );
    expect(expense).toMatchObject({ spent_on: '2026-03-21', description: '', currency: 'JPY' });
    expect(expense.receipt).toEqual({ name: 'photo.png', content_type: 'image/png', size: RECEIPT_PNG.length });
    // The audit log writes the amount in the currency's own decimals (none for the yen).
    expect((await server.database.db.select().from(auditEvents))[0]!.details).toEqual({ amount: '12345 JPY', category: 'telephony' });
  });

  it.each([
    ['without a receipt', FIELDS, undefined, { receipt: ['required'] }],
    ['with a text file named .pdf', FIELDS, { name: 'invoice.pdf', data: TEXT_AS_PDF }, { receipt: ['file_type_not_allowed'] }],
    ['with an empty file', FIELDS, { name: 'invoice.pdf', data: Buffer.alloc(0) }, { receipt: ['empty_file'] }],
    ['dated after today', { ...FIELDS, spent_on: '2026-03-22' }, RECEIPT, { spent_on: ['date_in_future'] }],
    [
      'dated after today with a bad receipt (both said at once)',
      { ...FIELDS, spent_on: '2027-01-01' },
      { name: 'invoice.pdf', data: TEXT_AS_PDF },
      { spent_on: ['date_in_future'], receipt: ['file_type_not_allowed'] },
    ],
    ['of nothing', { ...FIELDS, amount_minor: '0' }, RECEIPT, { amount_minor: ['too_small'] }],
    ['with an empty vendor', { ...FIELDS, vendor: '   ' }, RECEIPT, { vendor: ['required'] }],
    ['in a currency it does not know', { ...FIELDS, currency: 'XXX' }, RECEIPT, { currency: ['invalid_choice'] }],
    ['of a category it does not know', { ...FIELDS, category: 'travel' }, RECEIPT, { category: ['invalid_choice'] }],
  ] as const)('refuses one %s (400), keeping nothing', async (_name, fields, receipt, errors) => {
    const response = await record(expenseForm(fields, receipt));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual(errors);
    expect(await rowCount()).toBe(0);
    expect(await auditCount()).toBe(0);
    expect(storedReceipts(config.filesDir)).toEqual([]);
  });
});

describe('the receipt (GET /api/v1/expenses/:id/receipt/)', () => {
  it('answers the same bytes to be shown in place, under their name and type, kept by no cache', async () => {
    const expense = await recorded();
    const response = await receiptOf(expense.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="Twilio invoice.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(RECEIPT_PDF)).toBe(true);
  });

  it('answers 404 for an expense that does not exist, or whose file is missing', async () => {
    expect((await receiptOf(999_999)).statusCode).toBe(404);
    const lost = await insertExpense(server.database.db, { spentOn: '2026-03-01', amountMinor: 100 });
    expect((await receiptOf(lost.id)).statusCode).toBe(404);
  });
});

describe('deleting an expense (DELETE /api/v1/expenses/:id/)', () => {
  it('deletes the expense and its receipt, and audits it', async () => {
    const expense = await recorded();
    const kept = await recorded({ ...FIELDS, vendor: 'OpenAI' });
    const key = await keyOf(expense.id);
    const response = await remove(expense.id, tokens.CEO);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: 'Expense deleted.' });
    expect(await server.app.storage.open(key)).toBeUndefined();
    expect(await server.app.storage.open(await keyOf(kept.id))).toBeDefined();
    expect(await rowCount()).toBe(1);
    const [event] = await server.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'expense_deleted'));
    expect(event).toMatchObject({
      actorId: people.CEO.id,
      targetType: 'expense',
      targetId: expense.id,
      targetLabel: 'Twilio',
      details: { amount: '123.45 USD', category: 'telephony' },
    });
    expect((await remove(expense.id)).statusCode).toBe(404);
    expect((await receiptOf(expense.id)).statusCode).toBe(404);
  });

  it('answers 404 for an expense that does not exist, auditing nothing', async () => {
    expect((await remove(999_999)).statusCode).toBe(404);
    expect(await auditCount()).toBe(0);
  });

  it('still deletes the expense when its receipt will not go, with a warning in the log', async () => {
    const expense = await recorded();
    const key = await keyOf(expense.id);
    disk.removalsFail = true;
    const response = await remove(expense.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowCount()).toBe(0);
    expect(logLines.some((line) => line.includes('receipt was not removed') && line.includes(key))).toBe(true);
  });
});

describe('who may', () => {
  it('refuses every call signed out (401) and to the roles outside ACCESS.invoices (403), changing nothing', async () => {
    const expense = await recorded();
    const key = await keyOf(expense.id);
    for (const token of [null, ...ROLES.filter((role) => !isAllowed(role, ACCESS.invoices)).map((role) => tokens[role])]) {
      const status = token ? 403 : 401;
      expect((await record(expenseForm(FIELDS, RECEIPT), token)).statusCode).toBe(status);
      expect((await remove(expense.id, token)).statusCode).toBe(status);
      expect((await receiptOf(expense.id, token)).statusCode).toBe(status);
    }
    expect(await rowCount()).toBe(1);
    expect(await server.app.storage.open(key)).toBeDefined();
    expect(storedReceipts(config.filesDir)).toEqual([key.split('/')[1]]);
  });

  it('lets every role of ACCESS.invoices record, read the receipt and delete', async () => {
    for (const role of ACCESS.invoices) {
      const response = await record(expenseForm(FIELDS, RECEIPT), tokens[role]);
      expect(response.statusCode, role).toBe(201);
      const { id } = response.json<Expense>();
      expect(response.json<Expense>().recorded_by).toBe(`${role} person`);
      expect((await receiptOf(id, tokens[role])).statusCode, role).toBe(200);
      expect((await remove(id, tokens[role])).statusCode, role).toBe(200);
    }
  });
});
