import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { AnalyticsPage } from '@/features/analytics';

export const Route = createFileRoute('/_auth/dashboard/')({
  staticData: {
    access: ACCESS.staff,
    menu: [{ section: 'dashboard', group: 'dashboards', label: msg`Analytics`, order: 10 }],
  },
  component: AnalyticsPage,
});
