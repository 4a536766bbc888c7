import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { MarketingPage, marketingSummaryQuery } from '@/features/marketing';
import { parseDashboardSearch, periodOf, readerTimeZone, type DashboardSearch } from '@/ui/dashboard';

/** The agency's campaigns and channels, for the staff who run the public site; the period and the comparison are in the address. */
export const Route = createFileRoute('/_auth/dashboard/marketing')({
  staticData: {
    access: ACCESS.marketing,
    menu: [{ section: 'dashboard', group: 'dashboards', label: msg`Marketing`, order: 37 }],
  },
  validateSearch: (search: Record<string, unknown>): DashboardSearch => parseDashboardSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => void queryClient.prefetchQuery(marketingSummaryQuery(periodOf(deps, readerTimeZone()))),
  component: function MarketingRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <MarketingPage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  },
});
