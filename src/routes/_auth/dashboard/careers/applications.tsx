import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconLayoutKanban } from '@tabler/icons-react';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { ApplicationsPage, applicationBoardQuery, parseApplicationsSearch } from '@/features/careers';

/** The applications pipeline of the careers pages, for the staff who hire; `?position=` narrows it, `?application=` opens one. */
export const Route = createFileRoute('/_auth/dashboard/careers/applications')({
  staticData: {
    access: ACCESS.careers,
    menu: [{ section: 'management', group: 'public-site', label: msg`Applications`, icon: IconLayoutKanban, order: 25 }],
  },
  validateSearch: parseApplicationsSearch,
  loaderDeps: ({ search }) => ({ position: search.position ?? null }),
  // Asked for beside the page's code and not waited for: the page shows its frame while it comes.
  loader: ({ deps }) => void queryClient.prefetchQuery(applicationBoardQuery(deps.position)),
  component: function ApplicationsRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    // Opening or closing an application is a step Back undoes; another position replaces the address.
    return (
      <ApplicationsPage
        search={search}
        onSearchChange={(next) => void navigate({ to: '.', search: next, replace: next.application === search.application })}
      />
    );
  },
});
