import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactPage } from '@/api/contract/contacts';
import { callsAs, keysOf, startContactsWorld, type ContactKey, type ContactsWorld, type Person } from './test-kit';

/*
 * The list over the test kit's nine contacts: every count and order below is read off its FIXTURE.
 * Okafor Dental's five, newest seen first: d1 (1 March), d5 (25 Feb), d2 (20 Feb), d3 (10 Feb), d4 (Dec).
 */

const L = '/api/v1/contacts/';
let world: ContactsWorld;

beforeAll(async () => {
  world = await startContactsWorld();
});
afterAll(() => world.server.close());

async function list(who: Person, query = ''): Promise<ContactPage> {
  const response = await callsAs(world, who).get(`${L}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContactPage>();
}
const keys = (page: ContactPage) =>
  keysOf(
    world,
    page.results.map((contact) => contact.id),
  );
const dental = () => `organisation=${world.businesses.dental}`;

describe('the list a client person reads', () => {
  it("lists their business's contacts, the most recently seen first, with names and facets", async () => {
    const page = await list('grace');
    expect(keys(page)).toEqual(['d1', 'd5', 'd2', 'd3', 'd4']);
    expect(page).toMatchObject({ count: 5, num_pages: 1, current_page: 1 });
    expect(page.results[2]).toEqual({
      id: world.ids.d2,
      organisation: { id: world.businesses.dental, name: 'Okafor Dental' },
      name: 'Lucía Fernández',
      phone: '+34612345601',
      email: null,
      source: 'sms',
      status: 'open',
      owner: { id: world.people.grace.id, name: 'Grace Okafor' },
      tags: ['spanish', 'follow-up'],
      interactions: 2,
      first_seen_at: '2026-01-05T09:00:00.000Z',
      last_seen_at: '2026-02-20T09:00:00.000Z',
    });
    expect(page.facets).toEqual({
      status: { new: 2, open: 1, won: 1, lost: 1 },
      source: { call: 2, sms: 2, inquiry: 0, import: 1 },
      // Two each for spanish and vip, one each for follow-up and referral: by count, then by name.
      tags: [
        { tag: 'spanish', contacts: 2 },
        { tag: 'vip', contacts: 2 },
        { tag: 'follow-up', contacts: 1 },
        { tag: 'referral', contacts: 1 },
      ],
    });
  });

  it('gives a member the same list as the owner, each business its own, and an empty business nothing', async () => {
    expect(keys(await list('maya'))).toEqual(['d1', 'd5', 'd2', 'd3', 'd4']);
    expect(keys(await list('hugo'))).toEqual(['p1', 'p2']);
    expect(await list('olga')).toMatchObject({ count: 0, results: [], facets: { status: { new: 0, open: 0, won: 0, lost: 0 }, tags: [] } });
  });

  it("answers 404 for another business's contacts or the agency's own, as for a business that does not exist", async () => {
    for (const query of [`organisation=${world.businesses.plumbing}`, 'organisation=agency', 'organisation=999999'])
      expect((await callsAs(world, 'grace').get(`${L}?${query}`)).statusCode, query).toBe(404);
    expect((await callsAs(world, 'hugo').get(`${L}?${dental()}`)).statusCode).toBe(404);
  });
});

describe("the list the agency's managers read", () => {
  it("lists every business's contacts and the agency's own, or one business's, or the agency's", async () => {
    expect(keys(await list('ceo'))).toEqual(['d1', 'p1', 'p2', 'd5', 'd2', 'a2', 'd3', 'a1', 'd4']);
    expect(keys(await list('pm', 'organisation=agency'))).toEqual(['a2', 'a1']);
    expect(keys(await list('pm', `organisation=${world.businesses.plumbing}`))).toEqual(['p1', 'p2']);
    expect((await callsAs(world, 'ceo').get(`${L}?organisation=999999`)).statusCode).toBe(404);
  });
});

describe('filters, and the facets under them', () => {
  it('filters by status, each facet counting under the other filters but its own', async () => {
    const page = await list('grace', 'status=new&status=open');
    expect(keys(page)).toEqual(['d1', 'd2', 'd3']);
    expect(page.facets).toEqual({
      // The status facet ignores the status filter: the whole business's statuses.
      status: { new: 2, open: 1, won: 1, lost: 1 },
      // d1 and d3 came by call, d2 by text.
      source: { call: 2, sms: 1, inquiry: 0, import: 0 },
      tags: [
        { tag: 'follow-up', contacts: 1 },
        { tag: 'spanish', contacts: 1 },
        { tag: 'vip', contacts: 1 },
      ],
    });
  });

  it('filters by source, by every tag asked for, and by owner or none', async () => {
    expect(keys(await list('grace', 'source=sms'))).toEqual(['d5', 'd2']);
    const spanish = await list('grace', 'tag=spanish');
    expect(keys(spanish)).toEqual(['d5', 'd2']);
    // Tags combine: each tag's count is what adding it to the filter gives (the two Spanish speakers, one of them to follow up).
    expect(spanish.facets.tags).toEqual([
      { tag: 'spanish', contacts: 2 },
      { tag: 'follow-up', contacts: 1 },
    ]);
    expect(spanish.facets.status).toEqual({ new: 0, open: 1, won: 0, lost: 1 });
    expect(keys(await list('grace', 'tag=spanish&tag=follow-up'))).toEqual(['d2']);
    expect(keys(await list('grace', 'tag=SPANISH'))).toEqual(['d5', 'd2']);
    expect(keys(await list('grace', 'owner=none'))).toEqual(['d5', 'd3']);
    expect(keys(await list('grace', `owner=${world.people.maya.id}`))).toEqual(['d1', 'd4']);
    expect(keys(await list('ceo', 'status=open&tag=follow-up'))).toEqual(['d2', 'a1']);
  });

  it('searches the name without minding case or accents, the e-mail, and the number however it is written', async () => {
    const cases: [string, ContactKey[]][] = [
      ['LUCIA', ['d2']],
      ['ruiz.test', ['d5']],
      ['(415) 555-0103', ['d3']],
      ['+1 415', ['d1', 'd3']],
      ['reed marcus', ['d4']],
      ['olivia 0103', []],
      ['100%', []],
    ];
    for (const [search, expected] of cases)
      expect(keys(await list('grace', new URLSearchParams({ search }).toString())), search).toEqual(expected);
    // Another business's contact is not found by its number.
    expect(keys(await list('grace', 'search=447700900101'))).toEqual([]);
  });
});

describe('order and pages', () => {
  it('sorts by each column either way, ties by id', async () => {
    const cases: [string, ContactKey[]][] = [
      ['sort=name&order=asc', ['d3', 'd5', 'd2', 'd4', 'd1']],
      ['sort=interactions', ['d1', 'd5', 'd2', 'd3', 'd4']],
      // The pipeline's order (new, open, won, lost), not the alphabet's.
      ['sort=status&order=asc', ['d1', 'd3', 'd2', 'd4', 'd5']],
      ['sort=source&order=asc', ['d1', 'd3', 'd2', 'd5', 'd4']],
      ['sort=first_seen_at&order=asc', ['d4', 'd1', 'd2', 'd5', 'd3']],
      ['sort=last_seen_at&order=asc', ['d4', 'd3', 'd2', 'd5', 'd1']],
    ];
    for (const [query, expected] of cases) expect(keys(await list('grace', query)), query).toEqual(expected);
  });

  it('pages through the list, and answers 404 past the last page', async () => {
    const pages = [1, 2, 3].map((page) => `page_size=2&page=${page}`);
    expect(keys(await list('grace', pages[0]))).toEqual(['d1', 'd5']);
    expect(keys(await list('grace', pages[1]))).toEqual(['d2', 'd3']);
    const last = await list('grace', pages[2]);
    expect(keys(last)).toEqual(['d4']);
    expect(last).toMatchObject({ count: 5, num_pages: 3, current_page: 3 });
    // The facets are the whole list's, whatever the page.
    expect(last.facets.status).toEqual({ new: 2, open: 1, won: 1, lost: 1 });
    expect((await callsAs(world, 'grace').get(`${L}?page_size=2&page=4`)).statusCode).toBe(404);
  });

  it('answers 400 to a query it cannot read', async () => {
    for (const query of ['sort=phone', 'order=up', 'status=closed', 'source=fax', 'page=0', 'page_size=101', 'tag=a,b', 'owner=nobody'])
      expect((await callsAs(world, 'grace').get(`${L}?${query}`)).statusCode, query).toBe(400);
  });
});
