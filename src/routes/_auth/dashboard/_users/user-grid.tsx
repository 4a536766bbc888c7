import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { UserGridPage } from '@/features/users';

export const Route = createFileRoute('/_auth/dashboard/_users/user-grid')({
  staticData: {
    menu: [{ section: 'user-contact', group: 'users-template', label: msg`User grid`, order: 20 }],
  },
  component: UserGridPage,
});
