import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { DashboardNotFoundPage } from '@/layout/NotFoundPage';

// Listed in the menu; until its page is built it shows the not-found page inside the frame.
export const Route = createFileRoute('/_auth/dashboard/projects/version-3')({
  staticData: {
    access: ACCESS.projects,
    menu: [{ section: 'apps', group: 'projects-template', label: msg`Projects version 3`, order: 30 }],
  },
  component: DashboardNotFoundPage,
});
