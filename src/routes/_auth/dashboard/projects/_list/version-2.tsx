import { createFileRoute } from '@tanstack/react-router';
import { ProjectTablePage } from '@/features/projects';

export const Route = createFileRoute('/_auth/dashboard/projects/_list/version-2')({
  component: ProjectTablePage,
});
