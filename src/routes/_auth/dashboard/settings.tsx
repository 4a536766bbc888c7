import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { parseNumberSearch, numbersQuery, SettingsPage } from '@/features/lato-ai';

export const Route = createFileRoute('/_auth/dashboard/settings')({
  staticData: {
    access: ACCESS.latoAi,
    menu: [{ section: 'lato-ai', group: 'lato-ai', label: msg`Settings`, order: 20 }],
  },
  validateSearch: parseNumberSearch,
  // The numbers are asked for beside the page's code, not once it is drawn, and not waited for:
  // the page shows its frame while they come. Not again as the address's search changes.
  loader: () => void queryClient.prefetchQuery(numbersQuery),
  shouldReload: false,
  component: function SettingsRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return (
      <SettingsPage
        search={search}
        onNumber={(id, org, how) => void navigate({ to: '.', search: { org, number: id }, replace: how === 'correct' })}
      />
    );
  },
});
