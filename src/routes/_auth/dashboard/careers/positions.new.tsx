import { createFileRoute } from '@tanstack/react-router';
import { ACCESS } from '@/api/contract/roles';
import { NewPositionPage } from '@/features/careers';

export const Route = createFileRoute('/_auth/dashboard/careers/positions/new')({
  staticData: { access: ACCESS.careers },
  component: NewPositionPage,
});
