export { CallsPage } from './CallsPage';
export { parseCallsSearch, parseNumberSearch, type CallsSearch } from './calls-search';
export { SettingsPage } from './SettingsPage';
export { numbersQuery } from './lato-ai-queries';
