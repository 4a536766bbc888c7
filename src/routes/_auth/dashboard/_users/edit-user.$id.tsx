import { createFileRoute, notFound } from '@tanstack/react-router';
import { z } from 'zod';
import { toApiError } from '../../../../api/errors';
import { EditUserPage, UserLoadError, usersApi } from '../../../../features/users';


export const Route = createFileRoute('/_auth/dashboard/_users/edit-user/$id')({
  params: { parse: ({ id }) => ({ id: z.coerce.number().int().positive().parse(id) }), stringify: ({ id }) => ({ id: String(id) }) },
  loader: async ({ params }) => {
    try {
      return await usersApi.get(params.id);
    } catch (error) {
      if (toApiError(error).status === 404) throw notFound();
      throw error;
    }
  },
  errorComponent: UserLoadError,
  component: function EditUserRoute() {
    return <EditUserPage user={Route.useLoaderData()} />;
  },
});
