import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { ClientAccountsPage, clientSummaryQuery } from '@/features/client-accounts';
import { parseDashboardSearch, periodOf, readerTimeZone, type DashboardSearch } from '@/ui/dashboard';

/** The client accounts (CRM-2): how the agency's work with its clients stands; the period and the comparison are in the address. */
export const Route = createFileRoute('/_auth/dashboard/crm-2')({
  staticData: {
    access: ACCESS.clientAccounts,
    menu: [{ section: 'dashboard', group: 'dashboards', label: msg`Client accounts`, order: 36 }],
  },
  validateSearch: (search: Record<string, unknown>): DashboardSearch => parseDashboardSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => void queryClient.prefetchQuery(clientSummaryQuery(periodOf(deps, readerTimeZone()))),
  component: function ClientAccountsRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <ClientAccountsPage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  },
});
