import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { AudiencePage, siteSummaryQuery } from '@/features/analytics';
import { parseDashboardSearch, periodOf, readerTimeZone, type DashboardSearch } from '@/ui/dashboard';

/** The public site's visitors and campaigns; its period and comparison are in the address. */
export const Route = createFileRoute('/_auth/dashboard/analytics-2')({
  staticData: {
    access: ACCESS.siteAnalytics,
    menu: [{ section: 'dashboard', group: 'dashboards', label: msg`Audience`, order: 20 }],
  },
  validateSearch: (search: Record<string, unknown>): DashboardSearch => parseDashboardSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => void queryClient.prefetchQuery(siteSummaryQuery(periodOf(deps, readerTimeZone()))),
  component: function AudienceRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <AudiencePage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  },
});
