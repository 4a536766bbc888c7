import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { DashboardNotFoundPage } from '@/layout/NotFoundPage';

// Listed in the menu; until its page is built it shows the not-found page inside the frame.
export const Route = createFileRoute('/_auth/dashboard/settings')({
  staticData: {
    access: ACCESS.latoAi,
    menu: [{ section: 'lato-ai', group: 'lato-ai', label: msg`Settings`, order: 20 }],
  },
  component: DashboardNotFoundPage,
});
