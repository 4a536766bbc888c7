import { createFileRoute } from '@tanstack/react-router';
import { UserGridPage } from '@/features/users';

export const Route = createFileRoute('/_auth/dashboard/_users/user-grid')({
  component: UserGridPage,
});
