import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconPhoneCall } from '@tabler/icons-react';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { CallsPage, parseCallsSearch, numbersQuery, type CallsSearch } from '@/features/lato-ai';

export const Route = createFileRoute('/_auth/dashboard/calls')({
  staticData: {
    access: ACCESS.latoAi,
    menu: [{ section: 'lato-ai', group: 'lato-ai', label: msg`Calls`, icon: IconPhoneCall, order: 10 }],
  },
  validateSearch: (search: Record<string, unknown>): CallsSearch => parseCallsSearch(search),
  // The numbers are asked for beside the page's code, not once it is drawn, and not waited for:
  // the page shows its frame while they come. Not again as the address's search changes.
  loader: () => void queryClient.prefetchQuery(numbersQuery),
  shouldReload: false,
  component: function CallsRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <CallsPage search={search} onSearchChange={(next, how) => void navigate({ to: '.', search: next, replace: how !== 'step' })} />;
  },
});
