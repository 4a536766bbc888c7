export { JobManagementPage } from './JobManagementPage';
export { careersSummaryQuery } from './careers-analytics-queries';
