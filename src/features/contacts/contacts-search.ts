import {
  CONTACT_SORTS,
  CONTACT_SOURCES,
  CONTACT_STATUSES,
  type ContactSort,
  type ContactSource,
  type ContactStatus,
} from '@/api/contract/contacts-values';
import type { ContactFilter, ContactListQuery, ContactScope } from '@/api/contract/contacts';
import { positiveInt, searchText } from '@/ui/search-params';

/** The page sizes offered; the address keeps the one chosen. */
export const CONTACT_PAGE_SIZES = [25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 25;

/** The contacts page's address: its filters, order, page and page size, only those set. */
export interface ContactsSearch {
  q?: string;
  status?: ContactStatus[];
  source?: ContactSource[];
  /** A person's id, or `none`. */
  owner?: number | 'none';
  tag?: string[];
  /** A business's id, or `agency` (staff only). */
  org?: ContactScope;
  sort?: ContactSort;
  order?: 'asc' | 'desc';
  page?: number;
  size?: number;
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

function known<T extends string>(values: readonly T[], given: unknown): T[] {
  const asked = listOf(given);
  return values.filter((value) => asked.includes(value));
}

/** Reads the address leniently: a value the page does not offer is left out, never an error page. */
export function parseContactsSearch(query: Record<string, unknown>): ContactsSearch {
  const q = searchText(query.q);
  const status = known(CONTACT_STATUSES, query.status);
  const source = known(CONTACT_SOURCES, query.source);
  const owner = query.owner === 'none' ? 'none' : positiveInt(query.owner);
  const tag = [
    ...new Set(
      listOf(query.tag)
        .map((t) => searchText(t, 40).toLowerCase())
        .filter((t) => t && !t.includes(',')),
    ),
  ];
  const org = query.org === 'agency' ? 'agency' : positiveInt(query.org);
  const sort = CONTACT_SORTS.find((s) => s === query.sort);
  const order = query.order === 'asc' || query.order === 'desc' ? query.order : undefined;
  const page = positiveInt(query.page);
  const size = CONTACT_PAGE_SIZES.find((s) => s === Number(query.size));
  return {
    ...(q && { q }),
    ...(status.length > 0 && { status }),
    ...(source.length > 0 && { source }),
    ...(owner !== undefined && { owner }),
    ...(tag.length > 0 && { tag }),
    ...(org !== undefined && { org }),
    ...(sort && { sort }),
    ...(order && { order }),
    ...(page && page > 1 && { page }),
    ...(size && size !== DEFAULT_PAGE_SIZE && { size }),
  };
}

/** What the list call and the export send for the address's filters and order. */
export const contactFilterOf = (
  search: ContactsSearch,
): Omit<ContactFilter, 'sort' | 'order'> & Pick<ContactListQuery, 'sort' | 'order'> => ({
  search: search.q,
  status: search.status ?? [],
  source: search.source ?? [],
  owner: search.owner,
  tag: search.tag ?? [],
  organisation: search.org,
  sort: search.sort,
  order: search.order,
});

export const pageSizeOf = (search: ContactsSearch): number => search.size ?? DEFAULT_PAGE_SIZE;

/** The list call's query for the address. */
export const contactListQueryOf = (search: ContactsSearch): ContactListQuery => ({
  ...contactFilterOf(search),
  page: search.page ?? 1,
  page_size: pageSizeOf(search),
});
