import { accountEndpoints } from './account';
import { auditEndpoints } from './audit';
import { authEndpoints } from './auth';
import { projectEndpoints } from './projects';
import { taskEndpoints } from './tasks';
import { todoEndpoints } from './todo';
import { latoAiEndpoints } from './lato-ai';
import { twilioWebhooks } from './twilio-webhooks';
import { devOutboxEndpoints } from './dev-outbox';
import type { EndpointSpec } from './endpoint';
import { userEndpoints } from './users';
import { twoStepEndpoints } from './two-step';
import { invitationEndpoints } from './invitations';
import { organisationEndpoints } from './organisations';
import { liveEndpoints } from './live';
import { notificationEndpoints } from './notifications';
import { siteContentEndpoints } from './site-content';
import { inquiriesEndpoints } from './inquiries';
import { careersEndpoints } from './careers';
import { shopEndpoints } from './shop';
import { pageViewEndpoints } from './page-views';
import { invoiceEndpoints } from './invoices';
import { siteAnalyticsEndpoints } from './site-analytics';
import { careersAnalyticsEndpoints } from './careers-analytics';
import { callAnalyticsEndpoints } from './call-analytics';
import { financeAnalyticsEndpoints } from './finance-analytics';
import { logisticsAnalyticsEndpoints } from './logistics-analytics';
import { revenueAnalyticsEndpoints } from './revenue-analytics';
import { salesAnalyticsEndpoints } from './sales-analytics';
import { contactEndpoints } from './contacts';
import { crmAnalyticsEndpoints } from './crm-analytics';
import { marketingEndpoints } from './marketing';
import { academyEndpoints } from './academy';
import { expensesEndpoints } from './expenses';
import { clientAccountsAnalyticsEndpoints } from './client-accounts-analytics';

/** Every endpoint of the API, by area. A new area adds its endpoints here. */
export const API = {
  auth: authEndpoints,
  users: userEndpoints,
  account: accountEndpoints,
  projects: projectEndpoints,
  tasks: taskEndpoints,
  todo: todoEndpoints,
  latoAi: latoAiEndpoints,
  twilioWebhooks,
  devOutbox: devOutboxEndpoints,
  audit: auditEndpoints,
  twoStep: twoStepEndpoints,
  invitations: invitationEndpoints,
  organisations: organisationEndpoints,
  live: liveEndpoints,
  notifications: notificationEndpoints,
  siteContent: siteContentEndpoints,
  inquiries: inquiriesEndpoints,
  careers: careersEndpoints,
  shop: shopEndpoints,
  pageViews: pageViewEndpoints,
  invoices: invoiceEndpoints,
  siteAnalytics: siteAnalyticsEndpoints,
  careersAnalytics: careersAnalyticsEndpoints,
  callAnalytics: callAnalyticsEndpoints,
  financeAnalytics: financeAnalyticsEndpoints,
  revenueAnalytics: revenueAnalyticsEndpoints,
  logisticsAnalytics: logisticsAnalyticsEndpoints,
  salesAnalytics: salesAnalyticsEndpoints,
  contacts: contactEndpoints,
  crmAnalytics: crmAnalyticsEndpoints,
  clientAccountsAnalytics: clientAccountsAnalyticsEndpoints,
  marketing: marketingEndpoints,
  academy: academyEndpoints,
  expenses: expensesEndpoints,
} as const;

export const ALL_ENDPOINTS: readonly EndpointSpec[] = Object.values(API).flatMap((area) => Object.values(area) as EndpointSpec[]);
