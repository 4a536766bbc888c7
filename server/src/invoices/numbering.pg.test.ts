import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { invoiceNumberSequences, invoices } from '@server/db/schema';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { insertInvoice, invoiceNumberText } from './issue';
import { testLine } from './test-kit';

/*
 * Gapless numbers under concurrency. The API suite runs here on PGlite (one connection: the
 * transactions queue) and again in CI on a real PostgreSQL server (TEST_DATABASE_URL, .ci/run),
 * where the twenty transactions run at once on the pool's connections and only the sequence
 * row's lock keeps their numbers apart.
 */

let server: TestServer;
let token: string;
let organisation: number;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.app, (await server.createUser('CFO')).email)).access;
  organisation = await server.organisationOf(await server.createUser('CLIENT'));
});
afterAll(() => server.close());

const create = (issueDate: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/v1/invoices/',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      organisation,
      currency: 'EUR',
      issue_date: issueDate,
      due_date: issueDate,
      lines: [{ description: 'Consulting', quantity: 1, unit_minor: 10_000, tax_bp: 2_100 }],
    },
  });

/** A transaction that takes the year's next number, then fails before it commits. */
const failingCreation = (year: number) =>
  server.database.db
    .transaction(async (tx) => {
      await insertInvoice(
        tx,
        {
          organisationId: organisation,
          projectId: null,
          currency: 'EUR',
          language: 'en',
          issueDate: `${year}-06-01`,
          dueDate: `${year}-06-01`,
          notes: '',
          terms: '',
          origin: 'manual',
          status: 'draft',
          createdBy: null,
          lines: [testLine()],
        },
        new Date(),
      );
      throw new Error('the invoice fails after taking its number');
    })
    .then(
      () => 'committed',
      (error: Error) => error.message,
    );

const numbersOf = async (year: number) =>
  (await server.database.db.select().from(invoices).where(eq(invoices.year, year)).orderBy(asc(invoices.sequence))).map((i) => [
    i.sequence,
    i.number,
  ]);

describe('invoice numbers under concurrency', () => {
  it('gives twenty invoices created at once the numbers 1 to 20 of their year: no gap, no duplicate', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => create('2031-03-15')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(20).fill(201));
    const answered = answers.map((answer) => answer.json<{ number: string }>().number).sort();
    const expected = Array.from({ length: 20 }, (_, n) => invoiceNumberText(2031, n + 1));
    expect(answered).toEqual(expected);
    expect(await numbersOf(2031)).toEqual(expected.map((number, n) => [n + 1, number]));
    const [sequence] = await server.database.db.select().from(invoiceNumberSequences).where(eq(invoiceNumberSequences.year, 2031));
    expect(sequence!.lastNumber).toBe(20);
  });

  it('leaves no gap where a creation failed after taking its number, even among others at once', async () => {
    const failed = await failingCreation(2032);
    expect(failed).toBe('the invoice fails after taking its number');
    const [answers, failures] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => create('2032-03-15'))),
      Promise.all(Array.from({ length: 5 }, () => failingCreation(2032))),
    ]);
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    expect(failures.every((message) => message === 'the invoice fails after taking its number')).toBe(true);
    expect(await numbersOf(2032)).toEqual(Array.from({ length: 10 }, (_, n) => [n + 1, invoiceNumberText(2032, n + 1)]));
    const next = await create('2032-12-31');
    expect(next.json().number).toBe(invoiceNumberText(2032, 11));
  });
});
