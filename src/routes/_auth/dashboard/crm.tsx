import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { CrmPage, crmSummaryQuery } from '@/features/crm';
import { parseDashboardSearch, periodOf, readerTimeZone, type DashboardSearch } from '@/ui/dashboard';

/** The leads the assistant and the site captured, for the agency's managers; the period and the comparison are in the address. */
export const Route = createFileRoute('/_auth/dashboard/crm')({
  staticData: {
    access: ACCESS.crm,
    menu: [{ section: 'dashboard', group: 'dashboards', label: msg`CRM`, order: 35 }],
  },
  validateSearch: (search: Record<string, unknown>): DashboardSearch => parseDashboardSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => void queryClient.prefetchQuery(crmSummaryQuery(periodOf(deps, readerTimeZone()))),
  component: function CrmRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <CrmPage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  },
});
