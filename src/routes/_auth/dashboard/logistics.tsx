import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { channelsQuery, LogisticsPage } from '@/features/logistics';
import { parseDashboardSearch, periodOf, readerTimeZone, type DashboardSearch } from '@/ui/dashboard';

/** How the agency delivers its work, for its managers; the period and the comparison are in the address. */
export const Route = createFileRoute('/_auth/dashboard/logistics')({
  staticData: {
    access: ACCESS.logistics,
    menu: [{ section: 'dashboard', group: 'dashboards', label: msg`Logistics`, order: 50 }],
  },
  validateSearch: (search: Record<string, unknown>): DashboardSearch => parseDashboardSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => void queryClient.prefetchQuery(channelsQuery(periodOf(deps, readerTimeZone()))),
  component: function LogisticsRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <LogisticsPage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  },
});
