import { createFileRoute, notFound } from '@tanstack/react-router';
import { z } from 'zod';
import { toApiError } from '@/api/errors';
import { EditUserPage, UserLoadError, usersApi } from '@/features/users';
import { DashboardNotFoundPage } from '@/layout/NotFoundPage';

export const Route = createFileRoute('/_auth/dashboard/_users/edit-user/$id')({
  loader: async ({ params }) => {
    const id = z.coerce.number().int().positive().safeParse(params.id);
    if (!id.success) throw notFound();
    try {
      return await usersApi.get(id.data);
    } catch (error) {
      if (toApiError(error).status === 404) throw notFound();
      throw error;
    }
  },
  errorComponent: UserLoadError,
  // Rendered here, inside the dashboard frame, rather than in place of the frame.
  notFoundComponent: DashboardNotFoundPage,
  component: function EditUserRoute() {
    return <EditUserPage user={Route.useLoaderData()} />;
  },
});
