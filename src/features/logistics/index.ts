export { LogisticsPage } from './LogisticsPage';
export { channelsQuery } from './logistics-queries';
