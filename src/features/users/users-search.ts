import { ROLES } from '@/api/contract/roles';
import { USER_ORDERINGS, type UserOrdering, type UserScope } from '@/api/contract/users-values';
import { positiveInt, searchText } from '@/ui/search-params';
import { DEFAULT_USER_LIST_PARAMS, type UserListParams } from '@machines/users-list/list-params';

/** The users list's address: its tab, search, sort, page and page size, only those not at their default. */
export interface UsersSearch {
  tab?: UserScope;
  q?: string;
  sort?: UserOrdering;
  page?: number;
  size?: number;
}

/** The keys the users pages keep in the address, carried along between the list, the cards and the forms. */
export const USERS_SEARCH_KEYS: (keyof UsersSearch)[] = ['tab', 'q', 'sort', 'page', 'size'];

/**
 * The whole address the list wants, every key named (those at their default as undefined): the
 * address keeps the list's keys across the users pages, so a key left out would keep its old
 * value (a cleared search would come back on the next tab).
 */
export const wholeSearch = (search: UsersSearch): UsersSearch =>
  Object.fromEntries(USERS_SEARCH_KEYS.map((key) => [key, search[key]])) as UsersSearch;

const SCOPES: readonly UserScope[] = ['all', 'clients', 'staff', ...ROLES];
const PAGE_SIZES = [20, 50, 100];

/** Reads the address leniently: a value the list does not offer is left out, never an error page. */
export function parseUsersSearch(query: Record<string, unknown>): UsersSearch {
  const q = searchText(query.q);
  const page = positiveInt(query.page);
  const size = Number(query.size);
  return {
    ...(SCOPES.includes(query.tab as UserScope) && query.tab !== 'all' && { tab: query.tab as UserScope }),
    ...(q && { q }),
    ...(USER_ORDERINGS.includes(query.sort as UserOrdering) &&
      query.sort !== DEFAULT_USER_LIST_PARAMS.ordering && { sort: query.sort as UserOrdering }),
    ...(page && page > 1 && { page }),
    ...(PAGE_SIZES.includes(size) && size !== DEFAULT_USER_LIST_PARAMS.pageSize && { size }),
  };
}

export const paramsOf = (search: UsersSearch): UserListParams => ({
  scope: search.tab ?? DEFAULT_USER_LIST_PARAMS.scope,
  search: search.q ?? '',
  ordering: search.sort ?? DEFAULT_USER_LIST_PARAMS.ordering,
  page: search.page ?? 1,
  pageSize: search.size ?? DEFAULT_USER_LIST_PARAMS.pageSize,
});

export const searchOf = (params: UserListParams): UsersSearch =>
  parseUsersSearch({ tab: params.scope, q: params.search, sort: params.ordering, page: params.page, size: params.pageSize });

export const sameSearch = (a: UsersSearch, b: UsersSearch) =>
  JSON.stringify(searchOf(paramsOf(a))) === JSON.stringify(searchOf(paramsOf(b)));
