import { createFileRoute, notFound } from '@tanstack/react-router';
import { idSchema } from '@/api/contract/common';
import { ACCESS } from '@/api/contract/roles';
import { toApiError } from '@/api/errors';
import { ProjectDetailsPage, projectsApi } from '@/features/projects';
import { DashboardNotFoundPage } from '@/layout/NotFoundPage';

/** One project; an id that is unknown, or of a project the reader may not see, is not found. */
export const Route = createFileRoute('/_auth/dashboard/projects/details/$id/')({
  staticData: { access: ACCESS.projects },
  loader: async ({ params }) => {
    const id = idSchema.safeParse(params.id);
    if (!id.success) throw notFound();
    try {
      return await projectsApi.get(id.data);
    } catch (error) {
      if (toApiError(error).status === 404) throw notFound();
      throw error;
    }
  },
  // Rendered here, inside the dashboard frame, rather than in place of the frame.
  notFoundComponent: DashboardNotFoundPage,
  component: function ProjectDetailsRoute() {
    const project = Route.useLoaderData();
    return <ProjectDetailsPage key={project.id} project={project} />;
  },
});
