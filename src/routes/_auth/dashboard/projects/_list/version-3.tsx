import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ProjectCompactPage } from '@/features/projects';

export const Route = createFileRoute('/_auth/dashboard/projects/_list/version-3')({
  staticData: { menu: [{ section: 'apps', group: 'projects-template', label: msg`Projects version 3`, order: 30 }] },
  component: ProjectCompactPage,
});
