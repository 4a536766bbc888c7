import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twilioNumbers, type UserRow } from '@server/db/schema';
import { signIn, startTestServer, TEST_PASSWORD, type TestServer } from '@server/test/harness';

const O = '/api/v1/organisations';
const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let now = new Date('2026-11-26T10:00:00Z');
const people = {} as Record<'ceo' | 'pm' | 'dev' | 'grace' | 'maya' | 'hugo', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
/** Grace owns the dental studio (Maya answers its phones); Hugo owns another business. */
let dental: number;
let plumbing: number;
let dentalNumber: number;

type Who = keyof typeof people | null;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Who, payload?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    ...(payload !== undefined && { payload: payload as object }),
  });

/**
 * The join link's token from the newest invitation e-mail to this address (to join `business`,
 * when several businesses invited it), once the job runner has sent it: e-mails go out by jobs, in
 * no promised order.
 */
async function linkTokenFor(email: string, business?: string) {
  await server.app.jobs.settled();
  const emails = (await server.sentEmails(email)).filter((mail) => business === undefined || mail.subject.includes(business));
  const text = emails.at(-1)?.text ?? '';
  return /\/join\?token=([\w-]+)/.exec(text)?.[1];
}

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
  people.ceo = await server.createUser('CEO');
  people.pm = await server.createUser('PM_CLIENT');
  people.dev = await server.createUser('DEV');
  people.grace = await server.createUser('CLIENT', { fullName: 'Grace Okafor' });
  people.maya = await server.createUser('CLIENT', { fullName: 'Maya Chen' });
  people.hugo = await server.createUser('CLIENT', { fullName: 'Hugo Bernard' });
  for (const key of Object.keys(people) as (keyof typeof people)[]) tokens[key] = (await signIn(server.app, people[key].email)).access;
  dental = await server.organisationOf(people.grace);
  plumbing = await server.organisationOf(people.hugo);
  const [number] = await server.database.db
    .insert(twilioNumbers)
    .values({ phoneNumber: '+14155550142', friendlyName: 'Front desk', organisationId: dental })
    .returning();
  dentalNumber = number!.id;
});
afterAll(() => server.close());

describe('the businesses a person belongs to', () => {
  it('lists a client’s businesses with their role, and none for staff', async () => {
    const mine = await call('GET', `${O}/mine/`, 'grace');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([{ id: dental, name: 'Grace Okafor', role: 'owner' }]);
    expect((await call('GET', `${O}/mine/`, 'ceo')).json()).toEqual([]);
    expect((await call('GET', `${O}/mine/`, null)).statusCode).toBe(401);
  });

  it('lists every business to the managers, with counts, and refuses the rest', async () => {
    const list = await call('GET', `${O}/`, 'pm');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: dental, name: 'Grace Okafor', people: 1, numbers: 1, projects: 0 })]),
    );
    expect((await call('GET', `${O}/`, 'dev')).statusCode).toBe(403);
    expect((await call('GET', `${O}/`, 'grace')).statusCode).toBe(403);
    expect((await call('GET', `${O}/`, null)).statusCode).toBe(401);
  });
});

describe('one business', () => {
  it('shows its settings and numbers to its people and the managers, and 404 to anyone else', async () => {
    const own = await call('GET', `${O}/${dental}/`, 'grace');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: dental,
      my_role: 'owner',
      currency: 'USD',
      numbers: [{ id: dentalNumber, friendly_name: 'Front desk' }],
    });
    expect((await call('GET', `${O}/${dental}/`, 'ceo')).json()).toMatchObject({ id: dental, my_role: null });
    expect((await call('GET', `${O}/${dental}/`, 'hugo')).statusCode).toBe(404);
    expect((await call('GET', `${O}/999999/`, 'ceo')).statusCode).toBe(404);
    expect((await call('GET', `${O}/${dental}/`, 'dev')).statusCode).toBe(403);
    expect((await call('GET', `${O}/${dental}/`, null)).statusCode).toBe(401);
  });

  it('lets its owner change its settings, checks each field, and changes nothing on a refusal', async () => {
    const saved = await call('PATCH', `${O}/${dental}/`, 'grace', {
      name: 'Okafor Dental Studio',
      currency: 'EUR',
      time_zone: 'Europe/Madrid',
      billing_email: 'Billing@Okafor.test',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Okafor Dental Studio',
      currency: 'EUR',
      time_zone: 'Europe/Madrid',
      billing_email: 'billing@okafor.test',
    });
    const refused = await call('PATCH', `${O}/${dental}/`, 'grace', { name: 'Changed', currency: 'XYZ', time_zone: 'Mars/Olympus' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ currency: ['invalid_currency'], time_zone: ['invalid_time_zone'] });
    expect((await call('GET', `${O}/${dental}/`, 'grace')).json()).toMatchObject({ name: 'Okafor Dental Studio', currency: 'EUR' });
    expect((await call('PATCH', `${O}/${dental}/`, 'hugo', { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call('PATCH', `${O}/${dental}/`, null, { name: 'Mine now' })).statusCode).toBe(401);
  });

  it('lets the managers create a business and e-mails its owner an invitation', async () => {
    const created = await call('POST', `${O}/`, 'pm', {
      name: 'Casa Verde',
      owner_name: 'Lucía Torres',
      owner_email: 'Lucia@Casaverde.test',
      language: 'es',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Casa Verde', language: 'es', billing_email: 'lucia@casaverde.test' });
    await server.app.jobs.settled();
    const [email] = await server.sentEmails('lucia@casaverde.test');
    expect(email?.subject).toBe('Únete a Casa Verde en Lato');
    expect(email?.text).toContain('como propietario');
    const invitations = await call('GET', `${O}/${created.json().id}/invitations/`, 'pm');
    expect(invitations.json()).toEqual([expect.objectContaining({ email: 'lucia@casaverde.test', role: 'owner' })]);
    const staff = await call('POST', `${O}/`, 'pm', { name: 'X', owner_name: 'Y', owner_email: people.dev.email });
    expect(staff.json().errors).toEqual({ email: ['staff_email'] });
    expect((await call('POST', `${O}/`, 'pm', { owner_email: 'not an address' })).statusCode).toBe(400);
    expect((await call('POST', `${O}/`, 'grace', { name: 'X', owner_name: 'Y', owner_email: 'y@y.test' })).statusCode).toBe(403);
  });
});

describe('a business’s logo', () => {
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const upload = (who: Who, file: Blob | null, removeLogo = false, id = dental) => {
    const form = new FormData();
    if (file) form.append('logo', file, 'logo.png');
    form.append('remove_logo', String(removeLogo));
    return server.app.inject({
      method: 'PUT',
      url: `${O}/${id}/logo/`,
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
      payload: form,
    });
  };

  it('takes an image from an owner, serves it, and removes it on request', async () => {
    const saved = await upload('grace', new Blob([PNG], { type: 'image/png' }));
    expect(saved.statusCode).toBe(200);
    const logo = saved.json().logo as string;
    expect(logo).toMatch(/^\/media\/avatars\/[\w-]+\.png$/);
    expect((await server.app.inject({ method: 'GET', url: logo })).statusCode).toBe(200);
    const removed = await upload('grace', null, true);
    expect(removed.json().logo).toBeNull();
    expect((await server.app.inject({ method: 'GET', url: logo })).statusCode).toBe(404);
  });

  it('refuses a file that is no image, and anyone but an owner or a manager', async () => {
    const text = await upload('grace', new Blob(['not an image'], { type: 'image/png' }));
    expect(text.json().errors).toEqual({ logo: ['not_an_image'] });
    expect((await call('GET', `${O}/${dental}/`, 'grace')).json().logo).toBeNull();
    expect((await upload('hugo', new Blob([PNG]))).statusCode).toBe(404);
    expect((await upload(null, new Blob([PNG]))).statusCode).toBe(401);
    expect((await upload('ceo', new Blob([PNG]), false, 999999)).statusCode).toBe(404);
  });
});

describe('people of a business', () => {
  it('invites someone new, who joins with a name and password and reads the calls at once', async () => {
    const invited = await call('POST', `${O}/${dental}/invitations/`, 'grace', { email: 'reception@okafor.test', role: 'member' });
    expect(invited.statusCode).toBe(201);
    const token = await linkTokenFor('reception@okafor.test');
    expect(token).toBeDefined();
    const shown = await call('GET', `${O}/join/?token=${token}`, null);
    expect(shown.json()).toEqual({
      organisation: 'Okafor Dental Studio',
      organisation_id: dental,
      email: 'reception@okafor.test',
      role: 'member',
      has_account: false,
    });
    const weak = await call('POST', `${O}/join/`, null, { token, full_name: 'Rosa Díaz', password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toContain('too_short');
    const joined = await call('POST', `${O}/join/`, null, { token, full_name: 'Rosa Díaz', password: 'Reception2026!' });
    expect(joined.statusCode).toBe(201);
    const access = joined.json().access as string;
    const numbers = await server.app.inject({
      method: 'GET',
      url: '/api/v1/calls_service/chats/twilio-numbers/',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(numbers.json()).toEqual([
      expect.objectContaining({ id: dentalNumber, organisation: { id: dental, name: 'Okafor Dental Studio' } }),
    ]);
    // The link works once.
    expect((await call('GET', `${O}/join/?token=${token}`, null)).statusCode).toBe(404);
  });

  it('joins someone with an account by their password, so they belong to two businesses', async () => {
    await call('POST', `${O}/${plumbing}/invitations/`, 'hugo', { email: people.maya.email });
    await call('POST', `${O}/${dental}/invitations/`, 'grace', { email: people.maya.email.toUpperCase() });
    const token = await linkTokenFor(people.maya.email, 'Okafor Dental Studio');
    expect((await call('GET', `${O}/join/?token=${token}`, null)).json()).toMatchObject({ has_account: true });
    const wrong = await call('POST', `${O}/join/`, null, { token, password: 'not her password 1' });
    expect(wrong.json().errors).toEqual({ password: ['wrong_password'] });
    expect((await call('POST', `${O}/join/`, null, { token, password: TEST_PASSWORD })).statusCode).toBe(201);
    expect((await call('GET', `${O}/mine/`, 'maya')).json()).toEqual([expect.objectContaining({ id: dental, role: 'member' })]);
    // Hugo's invitation still waits for her: joining one business leaves the other's link working.
    const pending = (await call('GET', `${O}/${plumbing}/invitations/`, 'hugo')).json();
    expect(pending).toEqual([expect.objectContaining({ email: people.maya.email })]);
  });

  it('refuses an invitation to a staff address or someone already in, and to a member', async () => {
    expect((await call('POST', `${O}/${dental}/invitations/`, 'grace', { email: people.ceo.email })).json().errors).toEqual({
      email: ['staff_email'],
    });
    expect((await call('POST', `${O}/${dental}/invitations/`, 'grace', { email: people.maya.email })).json().errors).toEqual({
      email: ['already_member'],
    });
    expect((await call('POST', `${O}/${dental}/invitations/`, 'grace', { email: 'x' })).statusCode).toBe(400);
    expect((await call('POST', `${O}/${dental}/invitations/`, 'maya', { email: 'new@okafor.test' })).statusCode).toBe(403);
    expect((await call('GET', `${O}/${dental}/invitations/`, 'maya')).statusCode).toBe(403);
    expect((await call('POST', `${O}/${dental}/invitations/`, 'hugo', { email: 'new@okafor.test' })).statusCode).toBe(404);
  });

  it('resends an invitation with a new link, and a withdrawn or expired one stops working', async () => {
    await call('POST', `${O}/${dental}/invitations/`, 'grace', { email: 'later@okafor.test' });
    const first = await linkTokenFor('later@okafor.test');
    const [pending] = (await call('GET', `${O}/${dental}/invitations/`, 'grace')).json() as { id: number; email: string }[];
    expect(pending?.email).toBe('later@okafor.test');
    const resent = await call('POST', `${O}/${dental}/invitations/${pending!.id}/resend/`, 'grace');
    expect(resent.statusCode).toBe(200);
    const second = await linkTokenFor('later@okafor.test');
    expect(second).not.toBe(first);
    expect((await call('GET', `${O}/join/?token=${first}`, null)).statusCode).toBe(404);
    expect((await call('GET', `${O}/join/?token=${second}`, null)).statusCode).toBe(200);
    now = new Date(now.getTime() + 8 * DAY);
    expect((await call('GET', `${O}/join/?token=${second}`, null)).statusCode).toBe(404);
    now = new Date(now.getTime() - 8 * DAY);
    expect((await call('DELETE', `${O}/${dental}/invitations/${pending!.id}/`, 'maya')).statusCode).toBe(403);
    expect((await call('DELETE', `${O}/${dental}/invitations/${pending!.id}/`, 'grace')).statusCode).toBe(200);
    expect((await call('GET', `${O}/join/?token=${second}`, null)).statusCode).toBe(404);
    expect((await call('DELETE', `${O}/${dental}/invitations/${pending!.id}/`, 'grace')).statusCode).toBe(404);
    expect((await call('POST', `${O}/join/`, null, { token: second, password: 'Whatever2026!', full_name: 'Late' })).statusCode).toBe(404);
  });

  it('changes roles, but never leaves a business without an owner', async () => {
    const members = (await call('GET', `${O}/${dental}/members/`, 'maya')).json() as { id: number; role: string }[];
    expect(members.map((m) => m.role)).toEqual(['owner', 'member', 'member']);
    const lastOwner = await call('PATCH', `${O}/${dental}/members/${people.grace.id}/`, 'grace', { role: 'member' });
    expect(lastOwner.json().errors).toEqual({ role: ['last_owner'] });
    expect((await call('PATCH', `${O}/${dental}/members/${people.maya.id}/`, 'maya', { role: 'owner' })).statusCode).toBe(403);
    const promoted = await call('PATCH', `${O}/${dental}/members/${people.maya.id}/`, 'grace', { role: 'owner' });
    expect(promoted.json()).toMatchObject({ id: people.maya.id, role: 'owner' });
    expect((await call('PATCH', `${O}/${dental}/members/${people.maya.id}/`, 'grace', { role: 'boss' })).statusCode).toBe(400);
    expect((await call('PATCH', `${O}/${dental}/members/${people.hugo.id}/`, 'grace', { role: 'owner' })).statusCode).toBe(404);
    expect((await call('PATCH', `${O}/${dental}/members/${people.maya.id}/`, 'grace', { role: 'member' })).statusCode).toBe(200);
  });

  it('removes a member, whose very next request with the same token sees none of the business', async () => {
    const before = await call('GET', `/api/v1/calls_service/settings/${dentalNumber}/`, 'maya');
    expect(before.statusCode).toBe(200);
    expect((await call('DELETE', `${O}/${dental}/members/${people.grace.id}/`, 'grace')).json().errors).toEqual({ role: ['last_owner'] });
    expect((await call('DELETE', `${O}/${dental}/members/${people.maya.id}/`, 'maya')).statusCode).toBe(403);
    expect((await call('DELETE', `${O}/${dental}/members/${people.maya.id}/`, 'grace')).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/calls_service/settings/${dentalNumber}/`, 'maya')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/calls_service/chats/twilio-numbers/', 'maya')).json()).toEqual([]);
    expect((await call('GET', `${O}/${dental}/`, 'maya')).statusCode).toBe(404);
    expect((await call('DELETE', `${O}/${dental}/members/${people.maya.id}/`, 'grace')).statusCode).toBe(404);
  });
});

describe('numbers of a business', () => {
  it('lets the managers move a number to another business, whose people then read it instead', async () => {
    const all = await call('GET', `${O}/numbers/`, 'ceo');
    expect(all.json()).toEqual([expect.objectContaining({ id: dentalNumber, organisation: expect.objectContaining({ id: dental }) })]);
    const moved = await call('POST', `${O}/${plumbing}/numbers/`, 'ceo', { number_id: dentalNumber });
    expect(moved.json()).toMatchObject({ id: dentalNumber, organisation: { id: plumbing } });
    expect((await call('GET', `/api/v1/calls_service/settings/${dentalNumber}/`, 'grace')).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/calls_service/settings/${dentalNumber}/`, 'hugo')).statusCode).toBe(200);
    expect((await call('POST', `${O}/${plumbing}/numbers/`, 'ceo', { number_id: 999999 })).json().errors).toEqual({
      number_id: ['not_found'],
    });
    expect((await call('POST', `${O}/999999/numbers/`, 'ceo', { number_id: dentalNumber })).statusCode).toBe(404);
    expect((await call('POST', `${O}/${dental}/numbers/`, 'hugo', { number_id: dentalNumber })).statusCode).toBe(403);
    await call('POST', `${O}/${dental}/numbers/`, 'ceo', { number_id: dentalNumber });
  });
});
