import { createFileRoute } from '@tanstack/react-router';
import { PermissionPage } from '@/layout/standalone-pages';

export const Route = createFileRoute('/permission')({
  component: PermissionPage,
});
