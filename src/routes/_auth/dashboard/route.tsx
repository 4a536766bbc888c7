import { createFileRoute } from '@tanstack/react-router';
import { DashboardShell } from '@/features/shell';
import { DashboardNotFoundPage } from '@/layout/NotFoundPage';

export const Route = createFileRoute('/_auth/dashboard')({
  component: DashboardShell,
  notFoundComponent: DashboardNotFoundPage,
});
