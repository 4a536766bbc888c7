import { createFileRoute } from '@tanstack/react-router';
import { ACCESS } from '@/api/contract/roles';
import { DashboardNotFoundPage } from '@/layout/NotFoundPage';

// Not in the menu until its page is built; meanwhile its address shows the not-found page inside the frame.
export const Route = createFileRoute('/_auth/dashboard/payment')({
  staticData: {
    access: ACCESS.staff,
  },
  component: DashboardNotFoundPage,
});
