import { createFileRoute } from '@tanstack/react-router';
import { ACCESS } from '@/api/contract/roles';
import { DashboardNotFoundPage } from '@/layout/NotFoundPage';

// The phase editor is the next area to be built; until then its address shows the not-found page in the frame.
export const Route = createFileRoute('/_auth/dashboard/projects/details/$id/phase')({
  staticData: { access: ACCESS.projects },
  component: DashboardNotFoundPage,
});
