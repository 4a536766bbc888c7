import { createFileRoute } from '@tanstack/react-router';
import { AddUserPage } from '@/features/users';

export const Route = createFileRoute('/_auth/dashboard/_users/add-user')({
  component: AddUserPage,
});
