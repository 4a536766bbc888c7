import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProductListQuery } from '@/api/contract/shop';
import { productsApi } from './products-api';

/** The catalogue's reads, as the cache knows them; a change invalidates them by these keys. */
export const productKeys = {
  all: ['products'] as const,
  lists: ['products', 'list'] as const,
  list: (query: ProductListQuery) => ['products', 'list', query] as const,
  detail: (id: number) => ['products', 'detail', id] as const,
  sales: (id: number) => ['products', 'sales', id] as const,
  salesPage: (id: number, page: number) => ['products', 'sales', id, page] as const,
};

/** One page of the table or the grid; the last page stays shown while the next loads. */
export const productListQuery = (query: ProductListQuery) =>
  queryOptions({ queryKey: productKeys.list(query), queryFn: () => productsApi.list(query), placeholderData: keepPreviousData });

export const productQuery = (id: number) => queryOptions({ queryKey: productKeys.detail(id), queryFn: () => productsApi.get(id) });

export const SALES_PAGE_SIZE = 10;

/** One page of a product's paid sales, with its totals; orders are paid at any time, so read afresh on each visit. */
export const productSalesQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: productKeys.salesPage(id, page),
    queryFn: () => productsApi.sales(id, page, SALES_PAGE_SIZE),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
