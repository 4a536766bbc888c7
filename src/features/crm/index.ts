export { CrmPage } from './CrmPage';
export { crmSummaryQuery } from './crm-queries';
