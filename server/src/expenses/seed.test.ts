import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { addDays } from '@/api/contract/dashboards';
import type { Expenses } from '@/api/contract/expenses';
import { auditEvents, expenses } from '@server/db/schema';
import { readAs, signIn, startTestServer, storedBytes, type TestServer } from '@server/test/harness';
import { demoBills, expensesSeed } from './seed';

/*
 * The demo's expenses on a database with the demo CFO only. The seed reads the real clock, and so
 * does this test: "today" is the UTC day it runs on.
 */

let server: TestServer;
let token: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  const cfo = await server.createUser('CFO', { email: 'cfo@lato.test', fullName: 'Benjamin Carter' });
  token = (await signIn(server.app, cfo.email)).access;
  await server.database.db.transaction((tx) =>
    expensesSeed.run(tx, { storage: server.app.storage, twoStepSecrets: server.app.twoStep.secrets }),
  );
});
afterAll(() => server.close());

const bytesOf = (key: string) => storedBytes(server.app.storage, key);

describe('the expenses demo data', () => {
  it('spreads six months of bills in dollars and euros over every category, none after today, each with a PDF receipt', async () => {
    const rows = await server.database.db.select().from(expenses);
    expect(rows.length).toBeGreaterThan(30);
    expect(new Set(rows.map((row) => row.currency))).toEqual(new Set(['USD', 'EUR']));
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(['telephony', 'ai_models', 'hosting', 'software', 'other']));
    expect(rows.every((row) => row.spentOn <= today && row.spentOn >= addDays(today, -200))).toBe(true);
    expect(rows.filter((row) => row.vendor === 'Twilio').length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      const receipt = await bytesOf(row.receiptKey);
      expect(receipt.length).toBe(row.receiptSize);
      expect((await fileTypeFromBuffer(receipt))?.mime).toBe('application/pdf');
      expect(receipt.toString('latin1')).toContain(`(${row.vendor}) '`);
    }
  });

  it('puts several in the last 30 days, the dashboards’ default period, recorded by the demo CFO', async () => {
    const period = `from=${addDays(today, -29)}&to=${today}`;
    const dollars = await readAs<Expenses>(server.app, `/api/v1/expenses/?${period}&currency=USD&compare=true`, token);
    expect(dollars.count).toBeGreaterThanOrEqual(4);
    expect(dollars.total_minor).toBeGreaterThan(0);
    expect(dollars.previous_total_minor).toBeGreaterThan(0);
    expect(dollars.by_category.map((row) => row.category)).toContain('ai_models');
    expect(dollars.rows.every((row) => row.recorded_by === 'Benjamin Carter')).toBe(true);
    const euros = await readAs<Expenses>(server.app, `/api/v1/expenses/?${period}&currency=EUR`, token);
    expect(euros.count).toBeGreaterThanOrEqual(1);

    // Each was recorded by the CFO, as the money events say.
    const events = await server.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'expense_recorded'));
    const rows = await server.database.db.select().from(expenses);
    expect(events.map((event) => [event.action, event.actorEmail, event.targetId]).sort()).toEqual(
      rows.map((row) => ['expense_recorded', 'cfo@lato.test', row.id]).sort(),
    );

    const receipt = await server.app.inject({
      method: 'GET',
      url: `/api/v1/expenses/${dollars.rows[0]!.id}/receipt/`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.length).toBe(dollars.rows[0]!.receipt.size);
  });

  it('has several dollar bills and a euro one in the last 30 days whatever the day it is seeded on', () => {
    // Every day of two years, month ends and a leap day included: at most one monthly vendor's
    // latest bill is 30 days old (the one whose day is tomorrow's, after a 31-day month).
    for (let day = '2027-01-01'; day <= '2028-12-31'; day = addDays(day, 1)) {
      const recent = demoBills(day).filter((bill) => bill.spentOn >= addDays(day, -29) && bill.spentOn <= day);
      expect(recent.filter((bill) => bill.currency === 'USD').length, day).toBeGreaterThanOrEqual(5);
      expect(recent.filter((bill) => bill.currency === 'EUR').length, day).toBeGreaterThanOrEqual(1);
      expect(new Set(recent.map((bill) => bill.category)).size, day).toBeGreaterThanOrEqual(4);
      expect(demoBills(day).every((bill) => bill.spentOn <= day)).toBe(true);
    }
  });
});
