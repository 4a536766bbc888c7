export { MarketingPage } from './MarketingPage';
export { marketingSummaryQuery } from './marketing-queries';
