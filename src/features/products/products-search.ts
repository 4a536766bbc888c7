import { PRODUCT_KINDS, PRODUCT_LIST_SORTS, PRODUCT_STATUSES, type ProductKind, type ProductStatus } from '@/api/contract/shop-values';
import type { ProductListQuery } from '@/api/contract/shop';
import { positiveInt, searchText } from '@/ui/search-params';

export type ProductSort = (typeof PRODUCT_LIST_SORTS)[number];
/** The catalogue's own order (the pricing page's), when the address names none. */
export const DEFAULT_PRODUCT_SORT: ProductSort = 'position';

/** The product table's and grid's address: the search, the kind and status shown, the order and the page. */
export interface ProductSearch {
  q?: string;
  kind?: ProductKind;
  status?: ProductStatus;
  sort?: ProductSort;
  page?: number;
}

/** Reads the address leniently: a value the pages do not offer is left out, never an error page. */
export function parseProductSearch(query: Record<string, unknown>): ProductSearch {
  const q = searchText(query.q);
  const kind = PRODUCT_KINDS.find((known) => known === query.kind);
  const status = PRODUCT_STATUSES.find((known) => known === query.status);
  const sort = PRODUCT_LIST_SORTS.find((known) => known === query.sort);
  const page = positiveInt(query.page);
  return {
    ...(q && { q }),
    ...(kind && { kind }),
    ...(status && { status }),
    ...(sort && sort !== DEFAULT_PRODUCT_SORT && { sort }),
    ...(page && page > 1 && { page }),
  };
}

export const PRODUCTS_PAGE_SIZE = 20;

/** The list call's query for the address. */
export const productListQueryOf = (search: ProductSearch): ProductListQuery => ({
  q: search.q,
  kind: search.kind,
  status: search.status,
  sort: search.sort ?? DEFAULT_PRODUCT_SORT,
  page: search.page ?? 1,
  page_size: PRODUCTS_PAGE_SIZE,
});

/** Whether the address narrows the catalogue (an empty answer then means "nothing matches", not "nothing yet"). */
export const isFiltered = (search: ProductSearch) => search.q !== undefined || search.kind !== undefined || search.status !== undefined;
