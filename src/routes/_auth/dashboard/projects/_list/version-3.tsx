import { createFileRoute } from '@tanstack/react-router';
import { ProjectCompactPage } from '@/features/projects';

export const Route = createFileRoute('/_auth/dashboard/projects/_list/version-3')({
  component: ProjectCompactPage,
});
