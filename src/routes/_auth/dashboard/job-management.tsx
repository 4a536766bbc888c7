import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { JobManagementPage, careersSummaryQuery } from '@/features/careers';
import { parseDashboardSearch, periodOf, readerTimeZone, type DashboardSearch } from '@/ui/dashboard';

/** The careers pipeline's figures, for the staff who hire; the period and comparison are in the address. */
export const Route = createFileRoute('/_auth/dashboard/job-management')({
  staticData: {
    access: ACCESS.careers,
    menu: [{ section: 'dashboard', group: 'dashboards', label: msg`Job management`, order: 90 }],
  },
  validateSearch: (search: Record<string, unknown>): DashboardSearch => parseDashboardSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => void queryClient.prefetchQuery(careersSummaryQuery(periodOf(deps, readerTimeZone()))),
  component: function JobManagementRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <JobManagementPage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  },
});
