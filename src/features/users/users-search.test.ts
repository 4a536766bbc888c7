import { describe, expect, it } from 'vitest';
import { paramsOf, parseUsersSearch, searchOf } from './users-search';

describe('the users list address', () => {
  it('keeps only what differs from the defaults, and reads back the same list', () => {
    const params = { scope: 'clients' as const, search: 'ramírez', ordering: 'full_name' as const, page: 3, pageSize: 50 };
    const search = searchOf(params);
    expect(search).toEqual({ tab: 'clients', q: 'ramírez', sort: 'full_name', page: 3, size: 50 });
    expect(paramsOf(search)).toEqual(params);
    expect(searchOf(paramsOf({}))).toEqual({});
  });

  it('leaves out what the list does not offer instead of failing', () => {
    expect(parseUsersSearch({ tab: 'hackers', q: '  ', sort: 'password', page: '0', size: '7' })).toEqual({});
    expect(parseUsersSearch({ tab: 'DEV', page: '2', size: '100' })).toEqual({ tab: 'DEV', page: 2, size: 100 });
  });
});
