import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconList } from '@tabler/icons-react';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { ProductListPage, parseProductSearch, productListQuery, productListQueryOf, type ProductSearch } from '@/features/products';

/** The shop's catalogue as a table, for the staff who run it; search, filters, order and page in the address. */
export const Route = createFileRoute('/_auth/dashboard/product-list')({
  staticData: {
    access: ACCESS.catalogue,
    menu: [
      {
        section: 'ecommerce',
        group: 'products',
        label: msg`Product list`,
        icon: IconList,
        order: 10,
        // The grid and a product's page are reached from the list: they stand under it.
        activeUnder: ['/dashboard/product-grid', '/dashboard/product-details'],
      },
    ],
  },
  validateSearch: (search: Record<string, unknown>): ProductSearch => parseProductSearch(search),
  loaderDeps: ({ search }) => search,
  // Asked for beside the page's code and not waited for: the page shows its frame while it comes.
  loader: ({ deps }) => void queryClient.prefetchQuery(productListQuery(productListQueryOf(deps))),
  component: function ProductListRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <ProductListPage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  },
});
