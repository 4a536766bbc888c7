import { createFileRoute, notFound } from '@tanstack/react-router';
import { ACCESS } from '@/api/contract/roles';
import { fetchFresh } from '@/api/query-client';
import { ProductDetailsPage, productQuery } from '@/features/products';
import { DashboardNotFoundPage } from '@/layout/NotFoundPage';
import { loadById } from '@/layout/load-by-id';
import { positiveInt } from '@/ui/search-params';

/** One product of the catalogue, `?id=`; an id missing or unknown is not found, inside the dashboard frame. */
export const Route = createFileRoute('/_auth/dashboard/product-details')({
  staticData: { access: ACCESS.catalogue },
  validateSearch: (search: Record<string, unknown>): { id?: number } => {
    const id = positiveInt(search.id);
    return id ? { id } : {};
  },
  loaderDeps: ({ search }) => ({ id: search.id }),
  // Always read afresh: the page and its form start from what is saved now.
  loader: ({ deps }) => {
    if (deps.id === undefined) throw notFound();
    return loadById(String(deps.id), (id) => fetchFresh(productQuery(id)).then((product) => product.id));
  },
  notFoundComponent: DashboardNotFoundPage,
  component: function ProductDetailsRoute() {
    const id = Route.useLoaderData();
    return <ProductDetailsPage key={id} productId={id} />;
  },
});
