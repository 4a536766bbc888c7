import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ACCESS } from '@/api/contract/roles';
import { ProjectsListArea, parseProjectListSearch, type ProjectListSearch } from '@/features/projects';

/** The three projects views share one list; its search, status and sort live in the URL. */
export const Route = createFileRoute('/_auth/dashboard/projects/_list')({
  staticData: { access: ACCESS.projects },
  validateSearch: (search: Record<string, unknown>): ProjectListSearch => parseProjectListSearch(search),
  component: function ProjectsListRoute() {
    const search = Route.useSearch();
    // From the page shown (a view below this layout), so only its query changes.
    const navigate = useNavigate();
    return <ProjectsListArea search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  },
});
