import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { ProductGridPage, parseProductSearch, productListQuery, productListQueryOf, type ProductSearch } from '@/features/products';

/** The shop's catalogue as cards, the same address as the table's; reached from the table's view switch. */
export const Route = createFileRoute('/_auth/dashboard/product-grid')({
  staticData: { access: ACCESS.catalogue },
  validateSearch: (search: Record<string, unknown>): ProductSearch => parseProductSearch(search),
  loaderDeps: ({ search }) => search,
  // Asked for beside the page's code and not waited for: the page shows its frame while it comes.
  loader: ({ deps }) => void queryClient.prefetchQuery(productListQuery(productListQueryOf(deps))),
  component: function ProductGridRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <ProductGridPage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  },
});
