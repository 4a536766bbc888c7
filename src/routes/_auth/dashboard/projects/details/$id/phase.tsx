import { createFileRoute, notFound } from '@tanstack/react-router';
import { idSchema } from '@/api/contract/common';
import { ACCESS } from '@/api/contract/roles';
import { PhaseEditorPage } from '@/features/phase-editor';
import { DashboardNotFoundPage } from '@/layout/NotFoundPage';

/** The project's phase and task editor; the board itself says when the project is not the reader's (not found). */
export const Route = createFileRoute('/_auth/dashboard/projects/details/$id/phase')({
  staticData: { access: ACCESS.projects },
  loader: ({ params }) => {
    const id = idSchema.safeParse(params.id);
    if (!id.success) throw notFound();
    return id.data;
  },
  notFoundComponent: DashboardNotFoundPage,
  component: function PhaseEditorRoute() {
    const projectId = Route.useLoaderData();
    return <PhaseEditorPage key={projectId} projectId={projectId} />;
  },
});
