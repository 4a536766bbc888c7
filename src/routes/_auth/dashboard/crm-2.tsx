import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { DashboardNotFoundPage } from '@/layout/NotFoundPage';

// Listed in the menu; until its page is built it shows the not-found page inside the frame.
export const Route = createFileRoute('/_auth/dashboard/crm-2')({
  staticData: {
    access: ACCESS.staff,
    menu: [{ section: 'dashboard', group: 'dashboards', label: msg`CRM 2`, order: 40 }],
  },
  component: DashboardNotFoundPage,
});
