import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { UserListPage } from '@/features/users';

export const Route = createFileRoute('/_auth/dashboard/_users/user-list')({
  staticData: { menu: [{ section: 'user-contact', group: 'users-template', label: msg`User list`, order: 10 }] },
  component: UserListPage,
});
