import { createFileRoute } from '@tanstack/react-router';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { OrganisationDetailsPage, organisationQuery } from '@/features/organisations';
import { DashboardNotFoundPage } from '@/layout/NotFoundPage';
import { loadById } from '@/layout/load-by-id';

/** One client business; an id that is unknown is not found, inside the dashboard frame. */
export const Route = createFileRoute('/_auth/dashboard/organisations/$id')({
  staticData: { access: ACCESS.organisations },
  // Shown from the cache when it holds the business (and read again behind it when out of date).
  loader: ({ params }) => loadById(params.id, (id) => queryClient.ensureQueryData({ ...organisationQuery(id), revalidateIfStale: true })),
  notFoundComponent: DashboardNotFoundPage,
  component: function OrganisationDetailsRoute() {
    const { id } = Route.useLoaderData();
    return <OrganisationDetailsPage key={id} organisationId={id} />;
  },
});
