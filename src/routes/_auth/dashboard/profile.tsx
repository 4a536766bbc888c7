import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { ProfilePage, accountApi } from '@/features/account';

/** Everyone's own profile, reached from the account menu; the template menu offers it to managers. */
export const Route = createFileRoute('/_auth/dashboard/profile')({
  staticData: {
    access: ACCESS.everyone,
    menu: [{ section: 'user-contact', group: 'users-template', label: msg`Profile`, order: 40, visibleTo: ACCESS.users }],
  },
  loader: () => accountApi.profile(),
  component: function ProfileRoute() {
    return <ProfilePage profile={Route.useLoaderData()} />;
  },
});
