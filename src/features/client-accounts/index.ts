export { ClientAccountsPage } from './ClientAccountsPage';
export { clientSummaryQuery } from './client-accounts-queries';
