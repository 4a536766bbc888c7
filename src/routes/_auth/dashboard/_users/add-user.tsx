import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { AddUserPage } from '@/features/users';

export const Route = createFileRoute('/_auth/dashboard/_users/add-user')({
  staticData: { menu: [{ section: 'user-contact', group: 'users-template', label: msg`Add user`, order: 30 }] },
  component: AddUserPage,
});
