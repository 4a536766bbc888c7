import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { TeamMemberPage } from '@/features/projects';

export const Route = createFileRoute('/_auth/dashboard/projects/team-member')({
  staticData: {
    access: ACCESS.projects,
    menu: [{ section: 'apps', group: 'projects-template', label: msg`Team members`, order: 40 }],
  },
  component: TeamMemberPage,
});
