import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ProjectTablePage } from '@/features/projects';

export const Route = createFileRoute('/_auth/dashboard/projects/_list/version-2')({
  staticData: { menu: [{ section: 'apps', group: 'projects-template', label: msg`Projects version 2`, order: 20 }] },
  component: ProjectTablePage,
});
