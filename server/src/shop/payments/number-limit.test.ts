import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { twilioNumbers } from '@server/db/schema';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { insertCatalogue, insertNumber, insertSubscription, type Catalogue } from './test-kit';

let server: TestServer;
let catalogue: Catalogue;
let manager: string;
/** Where spare numbers wait: the agency's own account, with no plan. */
let pool: number;

beforeAll(async () => {
  server = await startTestServer();
  catalogue = await insertCatalogue(server.database.db);
  manager = (await signIn(server.app, (await server.createUser('CEO')).email)).access;
  pool = await server.organisationOf(await server.createUser('CLIENT'));
});
afterAll(() => server.close());

const assign = (organisationId: number, numberId: number) =>
  server.app.inject({
    method: 'POST',
    url: `/api/v1/organisations/${organisationId}/numbers/`,
    headers: { authorization: `Bearer ${manager}` },
    payload: { number_id: numberId },
  });
const spare = () => insertNumber(server.database.db, pool);
const holderOf = async (numberId: number) =>
  (await server.database.db.select().from(twilioNumbers).where(eq(twilioNumbers.id, numberId)))[0]!.organisationId;

describe('assigning a number to a business on a plan', () => {
  it('refuses a number beyond what the plan and its add-ons allow: 409 plan_limit_numbers', async () => {
    const { db } = server.database;
    const business = await server.organisationOf(await server.createUser('CLIENT'));
    await insertSubscription(db, business, catalogue.starter);
    expect((await assign(business, (await spare()).id)).statusCode).toBe(200);

    const second = await spare();
    const refused = await assign(business, second.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('plan_limit_numbers');
    expect(await holderOf(second.id)).toBe(pool);

    // An extra number makes two, the Starter plan's cap.
    await insertSubscription(db, business, catalogue.extraNumber);
    expect((await assign(business, second.id)).statusCode).toBe(200);
    await insertSubscription(db, business, catalogue.extraNumber);
    expect((await assign(business, (await spare()).id)).json().code).toBe('plan_limit_numbers');
  });

  it('still answers a number the business already holds', async () => {
    const business = await server.organisationOf(await server.createUser('CLIENT'));
    await insertSubscription(server.database.db, business, catalogue.starter);
    const held = await insertNumber(server.database.db, business);
    expect((await assign(business, held.id)).statusCode).toBe(200);
  });

  it('does not limit a business with no plan (the agency’s managed accounts, billed by hand)', async () => {
    const business = await server.organisationOf(await server.createUser('CLIENT'));
    for (let i = 0; i < 4; i += 1) expect((await assign(business, (await spare()).id)).statusCode).toBe(200);
  });

  it('counts a plan that ended as no plan', async () => {
    const business = await server.organisationOf(await server.createUser('CLIENT'));
    await insertSubscription(server.database.db, business, catalogue.starter, { status: 'cancelled' });
    await insertNumber(server.database.db, business);
    expect((await assign(business, (await spare()).id)).statusCode).toBe(200);
  });
});
