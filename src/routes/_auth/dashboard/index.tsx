import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { AnalyticsPage, siteSummaryQuery, siteTrafficQuery } from '@/features/analytics';
import { parseDashboardSearch, periodOf, readerTimeZone, type DashboardSearch } from '@/ui/dashboard';

/** The public site's traffic: the staff's start page. Its period and comparison are in the address. */
export const Route = createFileRoute('/_auth/dashboard/')({
  staticData: {
    access: ACCESS.siteAnalytics,
    menu: [{ section: 'dashboard', group: 'dashboards', label: msg`Analytics`, order: 10 }],
  },
  validateSearch: (search: Record<string, unknown>): DashboardSearch => parseDashboardSearch(search),
  loaderDeps: ({ search }) => search,
  // Asked for beside the page's code and not waited for: the page shows its frame while they come.
  loader: ({ deps }) => {
    const period = periodOf(deps, readerTimeZone());
    void queryClient.prefetchQuery(siteSummaryQuery(period));
    void queryClient.prefetchQuery(siteTrafficQuery(period));
  },
  component: function AnalyticsRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <AnalyticsPage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  },
});
