import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconBriefcase } from '@tabler/icons-react';
import { ProjectCardsPage } from '@/features/projects';

export const Route = createFileRoute('/_auth/dashboard/projects/_list/version-1')({
  staticData: {
    menu: [
      {
        section: 'management',
        label: msg`Projects`,
        icon: IconBriefcase,
        order: 20,
        // Its other views (table, list) and each project's pages are under Projects too.
        activeUnder: ['/dashboard/projects/version-', '/dashboard/projects/details/'],
      },
    ],
  },
  component: ProjectCardsPage,
});
