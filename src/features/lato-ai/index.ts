export { CallsPage } from './CallsPage';
export { parseCallsSearch, type CallsSearch } from './calls-search';
