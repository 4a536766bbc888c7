import { createFileRoute } from '@tanstack/react-router';
import { ACCESS } from '@/api/contract/roles';
import { fetchFresh } from '@/api/query-client';
import { EditPositionPage, positionQuery } from '@/features/careers';
import { DashboardNotFoundPage } from '@/layout/NotFoundPage';
import { loadById } from '@/layout/load-by-id';

/** One position; an id that is unknown is not found, inside the dashboard frame. */
export const Route = createFileRoute('/_auth/dashboard/careers/positions/$id')({
  staticData: { access: ACCESS.careers },
  // Always read afresh: the form starts from what is saved now.
  loader: ({ params }) => loadById(params.id, (id) => fetchFresh(positionQuery(id)).then((position) => position.id)),
  notFoundComponent: DashboardNotFoundPage,
  component: function EditPositionRoute() {
    const id = Route.useLoaderData();
    return <EditPositionPage key={id} positionId={id} />;
  },
});
