import { createFileRoute } from '@tanstack/react-router';
import { DashboardHome } from '../../../features/dashboard';

export const Route = createFileRoute('/_auth/dashboard/')({
  component: DashboardHome,
});
