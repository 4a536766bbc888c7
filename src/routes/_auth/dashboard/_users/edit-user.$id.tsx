import { createFileRoute } from '@tanstack/react-router';
import { fetchFresh } from '@/api/query-client';
import { EditUserPage, UserLoadError, userQuery } from '@/features/users';
import { DashboardNotFoundPage } from '@/layout/NotFoundPage';
import { loadById } from '@/layout/load-by-id';

export const Route = createFileRoute('/_auth/dashboard/_users/edit-user/$id')({
  // Always read afresh: the form starts from what is saved now.
  loader: ({ params }) => loadById(params.id, (id) => fetchFresh(userQuery(id))),
  errorComponent: UserLoadError,
  // Rendered here, inside the dashboard frame, rather than in place of the frame.
  notFoundComponent: DashboardNotFoundPage,
  component: function EditUserRoute() {
    return <EditUserPage user={Route.useLoaderData()} />;
  },
});
