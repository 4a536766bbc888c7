export { CallsPage } from '@/features/lato-ai/calls/CallsPage';
export { parseCallsSearch, parseNumberSearch, type CallsSearch, type NumberSearch } from '@/features/lato-ai/calls/calls-search';
export { SettingsPage } from '@/features/lato-ai/settings/SettingsPage';
export { numbersQuery } from './lato-ai-queries';
export { ClientCallAnalyticsPage } from '@/features/lato-ai/analytics/ClientCallAnalyticsPage';
export { parseClientCallAnalyticsSearch, type ClientCallAnalyticsSearch } from '@/features/lato-ai/analytics/call-analytics-search';
export { callSummaryQuery } from '@/features/lato-ai/analytics/call-analytics-queries';
