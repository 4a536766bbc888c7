import { BENCH_LOGINS, type BenchData } from './seed';
import { PAGE_VIEWS_TO } from './seed/page-views';

export type Login = keyof typeof BENCH_LOGINS;

export interface BenchEndpoint {
  name: string;
  path: string;
  /** Who calls it; none for a public call. */
  as?: Login;
  /** Measured for comparison, not held to the goal: a ceiling the goal's reads cannot pass. */
  reference?: boolean;
}

/** The empty route first: every other endpoint's rate is compared with it. */
export const BASELINE = 'health';

/** The bench's own route: the todo board's answer, read once and sent from memory as text. */
export const BOARD_TEXT_PATH = '/bench/todo-board-as-text';

/** What the bench measures, with the seeded rows each call names. */
export function benchEndpoints(data: BenchData): BenchEndpoint[] {
  const line = data.busyLine;
  const callFilters = new URLSearchParams({
    twilio_number: String(line.id),
    status: 'completed',
    direction: 'inbound',
    date_from: '2025-12-01',
    date_to: '2026-02-28',
    hide_tests: 'true',
  });
  const month = `from=2026-01-30&to=${PAGE_VIEWS_TO}&time_zone=Europe%2FMadrid`;
  const year = `from=2025-03-01&to=${PAGE_VIEWS_TO}&time_zone=Europe%2FMadrid`;
  // The calls' seed ends on SEED_NOW's day (1 March 2026) and goes back 180 days.
  const quarter = 'from=2025-12-01&to=2026-02-28';
  const halfYear = 'from=2025-09-02&to=2026-02-28';
  const transcriptSearch = new URLSearchParams({ twilio_number: String(line.id), search: 'parking' });
  const contactFilters = new URLSearchParams({ status: 'open', tag: 'vip', search: 'ana' });
  // The contacts' seed goes back a year from SEED_NOW.
  const crmYear = 'from=2025-03-01&to=2026-02-28';
  return [
    { name: BASELINE, path: '/api/health' },
    // One query (the signed-in user, which every signed-in call reads) and no list: the ceiling of
    // every row below it on this machine.
    { name: 'signed-in user', path: '/api/v1/users/me/', as: 'ceo', reference: true },
    { name: 'users list', path: '/api/v1/users/users/', as: 'ceo' },
    { name: 'projects page 1', path: '/api/v1/projects/project-list/?page=1', as: 'ceo' },
    { name: 'projects page 50', path: '/api/v1/projects/project-list/?page=50', as: 'ceo' },
    { name: 'project phases', path: `/api/v1/projects/phases/?project_id=${data.projectId}`, as: 'ceo' },
    { name: 'todo board (2,000)', path: '/api/v1/projects/todo-list', as: 'dev' },
    // The same 640 KB with no token, no query and no writing: the ceiling of an answer that size.
    { name: 'todo board as text', path: BOARD_TEXT_PATH, reference: true },
    { name: 'calls, filtered', path: `/api/v1/calls_service/chats/calls/?${callFilters}`, as: 'client' },
    { name: 'transcript page 2', path: `/api/v1/calls_service/chats/logs/?call_id=${data.longCallId}&page=2`, as: 'client' },
    {
      name: 'latest chats',
      path: `/api/v1/twilio/latest-customer-chats/?${new URLSearchParams({ ai_phone_number: line.phoneNumber })}`,
      as: 'client',
    },
    // The shop: the public catalogue, and every business's orders as staff page through them.
    { name: 'catalogue', path: '/api/v1/site/products/' },
    { name: 'orders page 1 (10,000)', path: '/api/v1/shop/orders/?page=1', as: 'ceo' },
    { name: 'orders paid, page 100', path: '/api/v1/shop/orders/?status=paid&page=100', as: 'ceo' },
    // Invoices: the staff's list over 100,000, its status tabs counted and summed on every page.
    { name: 'invoices page 1 (100,000)', path: '/api/v1/invoices/?page=1', as: 'ceo' },
    { name: 'invoices overdue, searched', path: '/api/v1/invoices/?status=overdue&q=okafor', as: 'ceo' },
    // The analytics dashboard over 100,000 page views: a month compared with the one before, and the year.
    { name: 'site summary, 30 days compared', path: `/api/v1/analytics/site/summary/?${month}&compare=true`, as: 'ceo' },
    { name: 'site traffic, a year', path: `/api/v1/analytics/site/traffic/?${year}`, as: 'ceo' },
    { name: 'site referrers, a year', path: `/api/v1/analytics/site/breakdown/referrer/?${year}`, as: 'ceo' },
    { name: 'site pages, a year', path: `/api/v1/analytics/site/pages/?${year}&limit=50`, as: 'ceo' },
    { name: 'marketing summary, 30 days compared', path: `/api/v1/analytics/marketing/summary/?${month}&compare=true`, as: 'ceo' },
    { name: 'marketing campaigns, 30 days compared', path: `/api/v1/analytics/marketing/campaigns/?${month}&compare=true`, as: 'ceo' },
    { name: 'marketing channels, 30 days compared', path: `/api/v1/analytics/marketing/channels/?${month}&compare=true`, as: 'ceo' },
    // The expenses of a year compared with the year before (10,000 in all): the totals by category and the latest 50.
    {
      name: 'expenses, a year compared',
      path: `/api/v1/expenses/?from=2025-03-01&to=${PAGE_VIEWS_TO}&compare=true&currency=USD`,
      as: 'ceo',
    },
    // Call analytics over 20,000 calls: the busy line's quarter compared with the one before (its
    // owner's Analytics tab), and every client's half year (the staff's page).
    {
      name: 'call summary, busy line, 90 days compared',
      path: `/api/v1/analytics/calls/summary/?${quarter}&compare=true&number=${line.id}`,
      as: 'client',
    },
    { name: 'call series, all clients, 180 days', path: `/api/v1/analytics/calls/series/?${halfYear}`, as: 'ceo' },
    { name: 'call hours, all clients, 180 days', path: `/api/v1/analytics/calls/hours/?${halfYear}`, as: 'ceo' },
    { name: 'unanswered questions, busy line', path: `/api/v1/analytics/calls/unanswered/?${quarter}&number=${line.id}`, as: 'client' },
    // The finance dashboard over 100,000 invoices: a quarter's figures compared, its cash by week,
    // and what is owed today by age.
    {
      name: 'finance summary, 90 days compared',
      path: `/api/v1/analytics/finance/summary/?${quarter}&compare=true&currency=USD`,
      as: 'ceo',
    },
    { name: 'finance cash, a year', path: `/api/v1/analytics/finance/cash/?from=2025-03-01&to=2026-02-28&currency=USD`, as: 'ceo' },
    { name: 'finance ageing', path: '/api/v1/analytics/finance/ageing/?currency=USD', as: 'ceo' },
    { name: 'finance overdue', path: '/api/v1/analytics/finance/overdue/?currency=USD&limit=10', as: 'ceo' },
    // The recurring revenue dashboard over 10,000 subscriptions: a quarter compared, and a year's series.
    {
      name: 'revenue summary, 90 days compared',
      path: `/api/v1/analytics/revenue/summary/?${quarter}&compare=true&currency=USD`,
      as: 'ceo',
    },
    {
      name: 'recurring revenue, 90 days compared',
      path: `/api/v1/analytics/revenue/recurring/?${quarter}&compare=true&currency=USD`,
      as: 'ceo',
    },
    { name: 'revenue by product', path: '/api/v1/analytics/revenue/plans/?currency=USD&limit=10', as: 'ceo' },
    // The sales dashboards over 10,000 orders: a quarter compared, its revenue by day, and the year's products and customers.
    {
      name: 'sales summary, 90 days compared',
      path: `/api/v1/analytics/sales/summary/?${quarter}&compare=true&currency=USD`,
      as: 'ceo',
    },
    { name: 'sales series, 90 days compared', path: `/api/v1/analytics/sales/series/?${quarter}&compare=true&currency=USD`, as: 'ceo' },
    { name: 'sales products, a year', path: `/api/v1/analytics/sales/products/?from=2025-03-01&to=2026-02-28&currency=USD`, as: 'ceo' },
    { name: 'sales customers, a year', path: `/api/v1/analytics/sales/customers/?from=2025-03-01&to=2026-02-28&currency=USD`, as: 'ceo' },
    { name: 'sales conversion, 30 days compared', path: `/api/v1/analytics/sales/conversion/?${month}&compare=true`, as: 'ceo' },
    // The logistics dashboard over 20,000 calls and the projects' tasks.
    { name: 'logistics channels, 180 days compared', path: `/api/v1/analytics/logistics/channels/?${halfYear}&compare=true`, as: 'ceo' },
    { name: 'logistics countries, 180 days', path: `/api/v1/analytics/logistics/countries/?${halfYear}&limit=10`, as: 'ceo' },
    { name: 'logistics tasks, 90 days', path: `/api/v1/analytics/logistics/tasks/?${quarter}&limit=10`, as: 'ceo' },
    { name: 'logistics onboarding, 180 days', path: `/api/v1/analytics/logistics/onboarding/?${halfYear}&limit=10`, as: 'ceo' },
    // The contacts table over 10,000 contacts with its facets: the first page, a status and a tag
    // searched, and the whole table as CSV.
    { name: 'contacts page 1 (10,000)', path: '/api/v1/contacts/', as: 'ceo' },
    { name: 'contacts open and vip, searched', path: `/api/v1/contacts/?${contactFilters}`, as: 'ceo' },
    { name: 'contacts export (10,000)', path: '/api/v1/contacts/export/', as: 'ceo' },
    // The CRM dashboard over the same contacts: a year compared with the one before.
    { name: 'crm summary, a year compared', path: `/api/v1/analytics/crm/summary/?${crmYear}&compare=true`, as: 'ceo' },
    { name: 'crm channels, a year compared', path: `/api/v1/analytics/crm/channels/?${crmYear}&compare=true`, as: 'ceo' },
    { name: 'crm statuses, a year compared', path: `/api/v1/analytics/crm/statuses/?${crmYear}&compare=true`, as: 'ceo' },
    { name: 'crm recent, a year compared', path: `/api/v1/analytics/crm/recent/?${crmYear}&compare=true&limit=10`, as: 'ceo' },
    // The client accounts dashboard: the businesses, their projects' tasks, invoices and contacts.
    { name: 'client accounts summary, 90 days compared', path: `/api/v1/analytics/clients/summary/?${quarter}&compare=true`, as: 'ceo' },
    { name: 'client accounts tasks, a year', path: `/api/v1/analytics/clients/tasks/?${crmYear}`, as: 'ceo' },
    { name: 'client accounts clients, 90 days', path: `/api/v1/analytics/clients/clients/?${quarter}&limit=10`, as: 'ceo' },
    // The full-text search of a busy line's transcripts and messages.
    { name: 'calls searched in transcripts', path: `/api/v1/calls_service/chats/calls/?${transcriptSearch}`, as: 'client' },
    {
      name: 'latest chats searched',
      path: `/api/v1/twilio/latest-customer-chats/?${new URLSearchParams({ ai_phone_number: line.phoneNumber, search: 'appointment' })}`,
      as: 'client',
    },
  ];
}
