import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconSchool } from '@tabler/icons-react';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { AcademyPage, modulesQuery } from '@/features/academy';
import { parseDashboardSearch, type DashboardSearch } from '@/ui/dashboard';

/** The clients' onboarding academy: its editors' dashboard, and a client person's lessons; the period is in the address. */
export const Route = createFileRoute('/_auth/dashboard/learning-management')({
  staticData: {
    access: ACCESS.academy,
    menu: [
      { section: 'dashboard', group: 'dashboards', label: msg`Learning management`, order: 38, visibleTo: ACCESS.academyEditors },
      { section: 'lato-ai', group: 'lato-ai', label: msg`Academy`, icon: IconSchool, order: 45, visibleTo: ACCESS.latoAi },
    ],
  },
  validateSearch: (search: Record<string, unknown>): DashboardSearch => parseDashboardSearch(search),
  loader: () => void queryClient.prefetchQuery(modulesQuery),
  component: function AcademyRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <AcademyPage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  },
});
