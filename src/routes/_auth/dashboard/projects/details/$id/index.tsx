import { createFileRoute } from '@tanstack/react-router';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { ProjectDetailsPage, projectQuery } from '@/features/projects';
import { DashboardNotFoundPage } from '@/layout/NotFoundPage';
import { loadById } from '@/layout/load-by-id';

/** One project; an id that is unknown, or of a project the reader may not see, is not found. */
export const Route = createFileRoute('/_auth/dashboard/projects/details/$id/')({
  staticData: { access: ACCESS.projects },
  // Shown from the cache when it holds the project (and read again behind it when out of date).
  loader: ({ params }) => loadById(params.id, (id) => queryClient.ensureQueryData({ ...projectQuery(id), revalidateIfStale: true })),
  // Rendered here, inside the dashboard frame, rather than in place of the frame.
  notFoundComponent: DashboardNotFoundPage,
  component: function ProjectDetailsRoute() {
    const { id } = Route.useLoaderData();
    return <ProjectDetailsPage key={id} projectId={id} />;
  },
});
