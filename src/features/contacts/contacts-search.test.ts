import { describe, expect, it } from 'vitest';
import { contactListQueryOf, parseContactsSearch } from './contacts-search';

describe('the contacts page’s address', () => {
  it('keeps the filters, order, page and page size it offers', () => {
    const search = parseContactsSearch({
      q: ' Okafor ',
      status: ['won', 'open'],
      source: 'call',
      owner: '7',
      tag: ['VIP', 'follow-up'],
      org: '3',
      sort: 'name',
      order: 'asc',
      page: '2',
      size: '50',
    });
    expect(search).toEqual({
      q: 'Okafor',
      status: ['open', 'won'],
      source: ['call'],
      owner: 7,
      tag: ['vip', 'follow-up'],
      org: 3,
      sort: 'name',
      order: 'asc',
      page: 2,
      size: 50,
    });
    expect(contactListQueryOf(search)).toEqual({
      search: 'Okafor',
      status: ['open', 'won'],
      source: ['call'],
      owner: 7,
      tag: ['vip', 'follow-up'],
      organisation: 3,
      sort: 'name',
      order: 'asc',
      page: 2,
      page_size: 50,
    });
  });

  it('leaves out what it does not offer, never failing: unknown values, page 1, the default size, a tag with a comma', () => {
    expect(
      parseContactsSearch({
        status: 'maybe',
        source: ['fax'],
        owner: '-1',
        tag: 'a,b',
        org: 'elsewhere',
        sort: 'phone',
        order: 'up',
        page: '1',
        size: '25',
      }),
    ).toEqual({});
    expect(parseContactsSearch({ owner: 'none', org: 'agency', size: '1000' })).toEqual({ owner: 'none', org: 'agency' });
  });

  it('asks for the first page of 25, the most recently seen first, when the address says nothing', () => {
    expect(contactListQueryOf({})).toMatchObject({ page: 1, page_size: 25, status: [], source: [], tag: [] });
  });
});
