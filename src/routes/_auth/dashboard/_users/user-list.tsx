import { createFileRoute } from '@tanstack/react-router';
import { UserListPage } from '@/features/users';

export const Route = createFileRoute('/_auth/dashboard/_users/user-list')({
  component: UserListPage,
});
