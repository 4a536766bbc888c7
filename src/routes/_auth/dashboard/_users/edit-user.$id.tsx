import { createFileRoute } from '@tanstack/react-router';
import { EditUserPage, UserLoadError, usersApi } from '@/features/users';
import { DashboardNotFoundPage } from '@/layout/NotFoundPage';
import { loadById } from '@/layout/load-by-id';

export const Route = createFileRoute('/_auth/dashboard/_users/edit-user/$id')({
  loader: ({ params }) => loadById(params.id, usersApi.get),
  errorComponent: UserLoadError,
  // Rendered here, inside the dashboard frame, rather than in place of the frame.
  notFoundComponent: DashboardNotFoundPage,
  component: function EditUserRoute() {
    return <EditUserPage user={Route.useLoaderData()} />;
  },
});
