export { PositionsPage } from './PositionsPage';
export { EditPositionPage, NewPositionPage } from './PositionPages';
export { positionListQuery, positionQuery } from './careers-queries';
export { ApplicationsPage, applicationBoardQuery, parseApplicationsSearch, type ApplicationsSearch } from './pipeline';
export { JobManagementPage, careersSummaryQuery } from './dashboard';
