import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { parseTeamSearch, TeamMemberPage, type TeamSearch } from '@/features/projects';

export const Route = createFileRoute('/_auth/dashboard/projects/team-member')({
  staticData: {
    access: ACCESS.projects,
    menu: [{ section: 'apps', group: 'projects-template', label: msg`Team members`, order: 40 }],
  },
  validateSearch: (search: Record<string, unknown>): TeamSearch => parseTeamSearch(search),
  component: function TeamMemberRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <TeamMemberPage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  },
});
