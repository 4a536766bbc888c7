import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { NewInquiry } from '@/api/contract/inquiries';
import type { BillingAddress, CheckoutFields, PaymentStart } from '@/api/contract/shop';
import { inquiries, orders, pendingSignUps, users, type UserRow } from '@server/db/schema';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { insertProduct, recordingProvider, usePaymentProvider } from '@server/src/shop/checkout/test-kit';

/*
 * The campaign code a visitor arrived with, kept with what they do: the contact form's inquiry,
 * the account a sign-up makes, the order a checkout places. The contract trims and lower-cases it
 * (' Brand-Search' is kept as 'brand-search'), and refuses one that is not letters, digits, dots,
 * dashes and underscores starting with a letter or digit, or longer than 64 characters: 400, and
 * nothing is kept.
 */

const NOW = new Date('2026-11-24T10:00:00Z');
const MALFORMED: [string, string][] = [
  ['brand search', 'invalid_format'],
  ['-brand', 'invalid_format'],
  ['brand/search', 'invalid_format'],
  ['b'.repeat(65), 'too_long'],
];

let server: TestServer;
let sequence = 0;
const next = () => (sequence += 1);

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => NOW });
});
afterAll(() => server.close());

describe('the contact form (POST /api/v1/site/inquiries/)', () => {
  const form = (extra: Partial<NewInquiry> = {}): NewInquiry => ({
    name: 'Hannah Whitfield',
    email: `hannah${next()}@whitfieldvets.test`,
    subject: 'Phone assistant for two clinics',
    message: 'We miss calls at lunchtime.',
    consent: true,
    language: 'en',
    ...extra,
  });
  const submit = (payload: object) =>
    server.app.inject({ method: 'POST', url: '/api/v1/site/inquiries/', payload, remoteAddress: `198.51.100.${next()}` });
  const campaignOf = async (email: string) =>
    (await server.database.db.select({ campaign: inquiries.campaign }).from(inquiries).where(eq(inquiries.email, email))).map(
      (row) => row.campaign,
    );

  it('keeps the campaign in lower case with the inquiry', async () => {
    const sent = form({ campaign: ' Brand-Search ' });
    expect((await submit(sent)).statusCode).toBe(201);
    expect(await campaignOf(sent.email)).toEqual(['brand-search']);
  });

  it('keeps none without one', async () => {
    const sent = form();
    expect((await submit(sent)).statusCode).toBe(201);
    expect(await campaignOf(sent.email)).toEqual([null]);
  });

  it('refuses a malformed campaign (400) and keeps no inquiry', async () => {
    const before = await server.database.db.$count(inquiries);
    for (const [campaign, code] of MALFORMED) {
      const response = await submit(form({ campaign }));
      expect(response.statusCode, campaign).toBe(400);
      expect(response.json().errors, campaign).toEqual({ campaign: [code] });
    }
    expect(await server.database.db.$count(inquiries)).toBe(before);
  });
});

describe('signing up (POST /api/v1/users/register/, then register/confirm/)', () => {
  const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload, remoteAddress: '198.51.100.200' });
  const newcomer = (extra: object = {}) => ({
    full_name: 'Mara Quintero',
    email: `mara${next()}@shop.test`,
    password: 'my-shop-2026',
    accept_terms: true,
    ...extra,
  });
  async function signUp(person: { email: string }) {
    expect((await post('/api/v1/users/register/', person)).statusCode).toBe(200);
    await server.app.jobs.settled();
    const code = (await server.sentEmails(person.email)).flatMap((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? []).at(-1)!;
    const confirmed = await post('/api/v1/users/register/confirm/', { email: person.email, code });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const [user] = await server.database.db.select().from(users).where(eq(users.email, person.email));
    return user!;
  }

  it('gives the confirmed account the campaign it signed up with, in lower case', async () => {
    const user = await signUp(newcomer({ campaign: 'Spring-Update' }));
    expect(user).toMatchObject({ role: 'CLIENT', signUpCampaign: 'spring-update' });
  });

  it('gives none to an account signed up without one', async () => {
    expect((await signUp(newcomer())).signUpCampaign).toBeNull();
  });

  it('refuses a malformed campaign (400) and starts no sign-up', async () => {
    for (const [campaign, code] of MALFORMED) {
      const person = newcomer({ campaign });
      const response = await post('/api/v1/users/register/', person);
      expect(response.statusCode, campaign).toBe(400);
      expect(response.json().errors, campaign).toEqual({ campaign: [code] });
      expect(await server.database.db.$count(pendingSignUps, eq(pendingSignUps.email, person.email))).toBe(0);
    }
  });
});

describe('checking out (POST /api/v1/shop/checkout/)', () => {
  const payments = recordingProvider();
  let buyer: UserRow;
  let token: string;
  let organisation: number;
  let address: BillingAddress;
  let product: number;

  const call = (url: string, payload: object) =>
    server.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
  const fields = (extra: Partial<CheckoutFields> = {}): CheckoutFields => ({
    organisation,
    address: address.id,
    idempotency_key: `capture-checkout-${String(next()).padStart(6, '0')}`,
    ...extra,
  });
  async function fillCart() {
    const added = await call('/api/v1/shop/cart/items/', { product, interval: 'one_time', quantity: 1 });
    expect(added.statusCode, added.body).toBe(200);
  }
  const campaignOf = async (id: number) =>
    (await server.database.db.select({ campaign: orders.campaign }).from(orders).where(eq(orders.id, id)))[0]!.campaign;

  beforeAll(async () => {
    usePaymentProvider(server.app, payments.provider);
    buyer = await server.createUser('CLIENT', { fullName: 'Olga Owner' });
    token = (await signIn(server.app, buyer.email)).access;
    organisation = await server.organisationOf(buyer);
    product = (await insertProduct(server.database.db, { kind: 'service', nameEn: 'Website', priceMinor: 240000, interval: 'one_time' }))
      .id;
    const made = await call(`/api/v1/shop/organisations/${organisation}/addresses/`, {
      name: 'Olga Owner',
      line1: 'Gran Vía 1',
      city: 'Madrid',
      postal_code: '28013',
      country: 'ES',
    });
    if (made.statusCode !== 201) throw new Error(`address: ${made.statusCode} ${made.body}`);
    address = made.json<BillingAddress>();
  });

  it('keeps the campaign in lower case with the order placed', async () => {
    await fillCart();
    const response = await call('/api/v1/shop/checkout/', fields({ campaign: 'Brand-Search' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(await campaignOf(response.json<PaymentStart>().order.id)).toBe('brand-search');
  });

  it('keeps none without one', async () => {
    await fillCart();
    const response = await call('/api/v1/shop/checkout/', fields());
    expect(response.statusCode, response.body).toBe(201);
    expect(await campaignOf(response.json<PaymentStart>().order.id)).toBeNull();
  });

  it('refuses a malformed campaign (400) and places no order', async () => {
    await fillCart();
    const before = await server.database.db.$count(orders);
    for (const [campaign, code] of MALFORMED) {
      const response = await call('/api/v1/shop/checkout/', fields({ campaign }));
      expect(response.statusCode, campaign).toBe(400);
      expect(response.json().errors, campaign).toEqual({ campaign: [code] });
    }
    expect(await server.database.db.$count(orders)).toBe(before);
  });
});
