import { createFileRoute } from '@tanstack/react-router';
import { ACCESS } from '@/api/contract/roles';
import { ProjectDetailsPage, projectsApi } from '@/features/projects';
import { DashboardNotFoundPage } from '@/layout/NotFoundPage';
import { loadById } from '@/layout/load-by-id';

/** One project; an id that is unknown, or of a project the reader may not see, is not found. */
export const Route = createFileRoute('/_auth/dashboard/projects/details/$id/')({
  staticData: { access: ACCESS.projects },
  loader: ({ params }) => loadById(params.id, projectsApi.get),
  // Rendered here, inside the dashboard frame, rather than in place of the frame.
  notFoundComponent: DashboardNotFoundPage,
  component: function ProjectDetailsRoute() {
    const project = Route.useLoaderData();
    return <ProjectDetailsPage key={project.id} project={project} />;
  },
});
