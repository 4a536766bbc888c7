import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconBriefcase } from '@tabler/icons-react';
import { ACCESS } from '@/api/contract/roles';
import { DashboardNotFoundPage } from '@/layout/NotFoundPage';

// Listed in the menu; until its page is built it shows the not-found page inside the frame.
export const Route = createFileRoute('/_auth/dashboard/projects/version-1')({
  staticData: {
    access: ACCESS.projects,
    menu: [
      { section: 'management', label: msg`Projects`, icon: IconBriefcase, order: 20 },
      { section: 'apps', group: 'projects-template', label: msg`Projects version 1`, order: 10 },
    ],
  },
  component: DashboardNotFoundPage,
});
