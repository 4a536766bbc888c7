import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import {
  callSummaryQuery,
  ClientCallAnalyticsPage,
  parseClientCallAnalyticsSearch,
  type ClientCallAnalyticsSearch,
} from '@/features/lato-ai';
import { periodOf, readerTimeZone } from '@/ui/dashboard';

/** The assistant's calls across the agency's clients, for its managers; the period and the client are in the address. */
export const Route = createFileRoute('/_auth/dashboard/call-analytics')({
  staticData: {
    access: ACCESS.clientCallAnalytics,
    menu: [{ section: 'dashboard', group: 'dashboards', label: msg`Call analytics`, order: 30 }],
  },
  validateSearch: (search: Record<string, unknown>): ClientCallAnalyticsSearch => parseClientCallAnalyticsSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ deps: { organisation, ...period } }) =>
    void queryClient.prefetchQuery(
      callSummaryQuery(periodOf(period, readerTimeZone()), organisation === undefined ? {} : { organisation }),
    ),
  component: function CallAnalyticsRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <ClientCallAnalyticsPage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  },
});
