import type { FastifyInstance } from 'fastify';
import { API } from '@/api/contract/api';
import { implementArea, type AreaHandlers, type EndpointGroup, type Implementation } from '@server/src/http/endpoints';
import type { DemoSeed } from '@server/src/seed/demo-seed';
import { accountHandlers } from './account/routes';
import { auditHandlers } from './audit/routes';
import { authHandlers } from './auth/routes';
import { twoStepHandlers } from './auth/two-step/routes';
import { twoStepSeed } from './auth/two-step/seed';
import { latoAiHandlers } from './lato-ai/routes';
import { devOutboxHandlers } from './mail/routes';
import { latoAiSeed } from './lato-ai/seed';
import { projectHandlers } from './projects/routes';
import { projectsSeed } from './projects/seed';
import { taskHandlers } from './tasks/routes';
import { todoHandlers } from './todo/routes';
import { todoSeed } from './todo/seed';
import { twilioWebhookHandlers } from './twilio/routes';
import { userHandlers } from './users/routes';
import { usersSeed } from './users/seed';
import { invitationHandlers } from './users/invitations-routes';
import { organisationHandlers } from './organisations/routes';
import { organisationsSeed } from './organisations/seed';
import { liveHandlers } from './live/routes';
import { notificationHandlers } from './notifications/routes';
import { notificationsSeed } from './notifications/seed';
import { siteContentHandlers } from './site-content/routes';
import { siteContentSeed } from './site-content/seed';
import { inquiriesHandlers } from './inquiries/routes';
import { inquiriesSeed } from './inquiries/seed';
import { careersHandlers } from './careers/routes';
import { careersSeed } from './careers/seed';
import { pageViewHandlers } from './page-views/routes';
import { shopHandlers } from './shop/routes';
import { shopSeed } from './shop/seed';
import { invoiceHandlers } from './invoices/routes';
import { invoicesSeed } from './invoices/seed';
import { siteAnalyticsHandlers } from './site-analytics/routes';
import { careersAnalyticsHandlers } from './careers/analytics/routes';
import { callAnalyticsHandlers } from './lato-ai/analytics/routes';
import { financeAnalyticsHandlers } from './invoices/analytics/routes';
import { revenueAnalyticsHandlers } from './shop/analytics/routes';
import { logisticsAnalyticsHandlers } from './logistics/routes';
import { salesAnalyticsHandlers } from './shop/sales-analytics/routes';
import { contactHandlers } from './contacts/routes';
import { contactsSeed } from './contacts/seed';
import { crmAnalyticsHandlers } from './contacts/analytics/routes';
import { clientAccountsAnalyticsHandlers } from './client-accounts/routes';
import { marketingHandlers } from './marketing/routes';
import { marketingSeed } from './marketing/seed';
import { academyHandlers } from './academy/routes';
import { academySeed } from './academy/seed';
import { expensesHandlers } from './expenses/routes';
import { expensesSeed } from './expenses/seed';

/** One area of the product as the server knows it. */
interface ServerArea<G extends EndpointGroup> {
  /** Its endpoints in the contract (src/api/contract/api.ts). */
  contract: G;
  /** Each endpoint with the code that answers it. */
  routes(app: FastifyInstance): Implementation[];
  /** Its demo data, given once to each database (server/src/seed). */
  seed?: DemoSeed;
}

/**
 * An area from its contract, its handlers and its demo seed. The handlers are checked against the
 * contract (NoInfer: the contract alone says what the area promises), so a missing one does not
 * compile.
 */
function area<G extends EndpointGroup>({
  contract,
  handlers,
  seed,
}: {
  contract: G;
  handlers(app: FastifyInstance): AreaHandlers<NoInfer<G>>;
  seed?: DemoSeed;
}): ServerArea<G> {
  return { contract, routes: (app) => implementArea(contract, handlers(app)), seed };
}

/**
 * Every area of the server, the one list: an area of the contract missing here does not compile.
 * The demo seeds run in this order, so an area comes after the areas its demo data builds on
 * (projects need people, the todo board both); a new area goes at the end.
 */
export const AREAS = {
  auth: area({ contract: API.auth, handlers: authHandlers }),
  users: area({ contract: API.users, handlers: userHandlers, seed: usersSeed }),
  account: area({ contract: API.account, handlers: accountHandlers }),
  projects: area({ contract: API.projects, handlers: projectHandlers, seed: projectsSeed }),
  tasks: area({ contract: API.tasks, handlers: taskHandlers }),
  todo: area({ contract: API.todo, handlers: todoHandlers, seed: todoSeed }),
  // The settings page's simulator answers two of Lato AI's calls through the Twilio webhooks' code.
  latoAi: area({
    contract: API.latoAi,
    handlers: (app) => ({ ...latoAiHandlers(app), ...twilioWebhookHandlers(app).simulation }),
    seed: latoAiSeed,
  }),
  twilioWebhooks: area({ contract: API.twilioWebhooks, handlers: (app) => twilioWebhookHandlers(app).webhooks }),
  devOutbox: area({ contract: API.devOutbox, handlers: devOutboxHandlers }),
  audit: area({ contract: API.audit, handlers: auditHandlers }),
  invitations: area({ contract: API.invitations, handlers: invitationHandlers }),
  twoStep: area({ contract: API.twoStep, handlers: twoStepHandlers, seed: twoStepSeed }),
  organisations: area({ contract: API.organisations, handlers: organisationHandlers, seed: organisationsSeed }),
  live: area({ contract: API.live, handlers: liveHandlers }),
  // Its demo data is about the others': tasks, projects, calls and texts, and the businesses' people.
  notifications: area({ contract: API.notifications, handlers: notificationHandlers, seed: notificationsSeed }),
  // The public site: its texts and the staff who appear on it, the contact form, the careers pages.
  siteContent: area({ contract: API.siteContent, handlers: siteContentHandlers, seed: siteContentSeed }),
  // Its demo data includes the public pages' views, which the analytics dashboards read.
  inquiries: area({ contract: API.inquiries, handlers: inquiriesHandlers, seed: inquiriesSeed }),
  careers: area({ contract: API.careers, handlers: careersHandlers, seed: careersSeed }),
  pageViews: area({ contract: API.pageViews, handlers: pageViewHandlers }),
  // Its demo data: the catalogue, then the demo businesses' addresses, orders and subscriptions.
  shop: area({ contract: API.shop, handlers: shopHandlers, seed: shopSeed }),
  // Its demo data: the invoices of the shop's paid orders, then staff's and a month's usage.
  invoices: area({ contract: API.invoices, handlers: invoiceHandlers, seed: invoicesSeed }),
  // Reads the page views the public site counts (their demo data is the inquiries area's).
  siteAnalytics: area({ contract: API.siteAnalytics, handlers: siteAnalyticsHandlers }),
  careersAnalytics: area({ contract: API.careersAnalytics, handlers: careersAnalyticsHandlers }),
  callAnalytics: area({ contract: API.callAnalytics, handlers: callAnalyticsHandlers }),
  financeAnalytics: area({ contract: API.financeAnalytics, handlers: financeAnalyticsHandlers }),
  revenueAnalytics: area({ contract: API.revenueAnalytics, handlers: revenueAnalyticsHandlers }),
  logisticsAnalytics: area({ contract: API.logisticsAnalytics, handlers: logisticsAnalyticsHandlers }),
  salesAnalytics: area({ contract: API.salesAnalytics, handlers: salesAnalyticsHandlers }),
  // Its demo data: a contact per caller, texter and inquirer of the areas above, with owners and tags.
  contacts: area({ contract: API.contacts, handlers: contactHandlers, seed: contactsSeed }),
  crmAnalytics: area({ contract: API.crmAnalytics, handlers: crmAnalyticsHandlers }),
  clientAccountsAnalytics: area({ contract: API.clientAccountsAnalytics, handlers: clientAccountsAnalyticsHandlers }),
  // Its demo data: the campaigns the page views' links carry, and the inquiries, sign-ups and orders they brought.
  marketing: area({ contract: API.marketing, handlers: marketingHandlers, seed: marketingSeed }),
  // Its demo data: the onboarding modules in both languages, and the demo clients' progress through them.
  academy: area({ contract: API.academy, handlers: academyHandlers, seed: academySeed }),
  // Its demo data: a few months of Twilio's, the language models' and hosting's bills, each with its receipt.
  expenses: area({ contract: API.expenses, handlers: expensesHandlers, seed: expensesSeed }),
} satisfies { [K in keyof typeof API]: ServerArea<(typeof API)[K]> };

const areas: readonly ServerArea<EndpointGroup>[] = Object.values(AREAS);

/** Every endpoint of every area with the code that answers it, for buildApp to register. */
export const areaRoutes = (app: FastifyInstance): Implementation[] => areas.flatMap((entry) => entry.routes(app));

/** Every area's demo data, in the order of the list above. */
export const DEMO_SEEDS: readonly DemoSeed[] = areas.flatMap(({ seed }) => (seed ? [seed] : []));
