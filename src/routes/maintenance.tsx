import { createFileRoute } from '@tanstack/react-router';
import { MaintenancePage } from '@/layout/standalone-pages';

export const Route = createFileRoute('/maintenance')({
  component: MaintenancePage,
});
