export { AnalyticsPage } from './AnalyticsPage';
export { AudiencePage } from './AudiencePage';
export { siteAnalyticsKeys, siteSummaryQuery, siteTrafficQuery, siteBreakdownQuery } from './site-analytics-queries';
