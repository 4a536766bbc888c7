import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { DashboardNotFoundPage } from '@/layout/NotFoundPage';

// Listed in the menu; until its page is built it shows the not-found page inside the frame.
export const Route = createFileRoute('/_auth/dashboard/cart')({
  staticData: {
    access: ACCESS.staff,
    menu: [{ section: 'ecommerce', group: 'ecommerce-flow', label: msg`Cart`, order: 10 }],
  },
  component: DashboardNotFoundPage,
});
