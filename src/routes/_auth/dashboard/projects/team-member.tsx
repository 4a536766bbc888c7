import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconUsersGroup } from '@tabler/icons-react';
import { ACCESS } from '@/api/contract/roles';
import { parseTeamSearch, TeamMemberPage, type TeamSearch } from '@/features/projects';

export const Route = createFileRoute('/_auth/dashboard/projects/team-member')({
  staticData: {
    access: ACCESS.projects,
    menu: [{ section: 'management', label: msg`Team members`, icon: IconUsersGroup, order: 25 }],
  },
  validateSearch: (search: Record<string, unknown>): TeamSearch => parseTeamSearch(search),
  component: function TeamMemberRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <TeamMemberPage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  },
});
