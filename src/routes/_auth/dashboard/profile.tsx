import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS, isStaff } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { ProfilePage, profileQuery } from '@/features/account';
import { MemberWorkSummary, memberWorkQuery } from '@/features/projects';

/** Everyone's own profile, reached from the account menu; the template menu offers it to managers. */
export const Route = createFileRoute('/_auth/dashboard/profile')({
  staticData: {
    access: ACCESS.everyone,
    menu: [{ section: 'user-contact', group: 'users-template', label: msg`Profile`, order: 40, visibleTo: ACCESS.users }],
  },
  loader: async () => {
    const profile = await queryClient.fetchQuery(profileQuery);
    // Staff see their projects and open tasks; a client's work is their calls, a page of its own.
    const work = isStaff(profile.role) ? await queryClient.fetchQuery(memberWorkQuery(profile)) : null;
    return { profile, work };
  },
  component: function ProfileRoute() {
    const { profile, work } = Route.useLoaderData();
    return <ProfilePage profile={profile} work={work && <MemberWorkSummary work={work} />} />;
  },
});
