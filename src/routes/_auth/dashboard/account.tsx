import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { AccountPage, profileQuery } from '@/features/account';

/** Everyone's own account settings, reached from the account menu; the template menu offers it to managers. */
export const Route = createFileRoute('/_auth/dashboard/account')({
  staticData: {
    access: ACCESS.everyone,
    menu: [{ section: 'user-contact', group: 'users-template', label: msg`Account`, order: 50, visibleTo: ACCESS.users }],
  },
  loader: () => queryClient.fetchQuery(profileQuery),
  component: function AccountRoute() {
    return <AccountPage profile={Route.useLoaderData()} />;
  },
});
