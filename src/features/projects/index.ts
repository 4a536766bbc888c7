export { ProjectsListArea } from './ProjectsListArea';
export { ProjectCardsPage } from './ProjectCardsPage';
export { ProjectTablePage } from './ProjectTablePage';
export { ProjectCompactPage } from './ProjectCompactPage';
export { ProjectDetailsPage } from './ProjectDetailsPage';
export { TeamMemberPage } from './TeamMemberPage';
export { parseTeamSearch, type TeamSearch } from './team-search';
export { projectsApi } from './projects-api';
export { parseProjectListSearch, type ProjectListSearch } from './url-filters';
