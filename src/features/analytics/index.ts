export { AnalyticsPage } from './AnalyticsPage';
