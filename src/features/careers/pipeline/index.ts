export { ApplicationsPage } from './ApplicationsPage';
export { applicationBoardQuery } from './pipeline-queries';
export { parseApplicationsSearch, type ApplicationsSearch } from './pipeline-search';
