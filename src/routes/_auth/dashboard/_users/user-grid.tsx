import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconUsers } from '@tabler/icons-react';
import { UserGridPage } from '@/features/users';

export const Route = createFileRoute('/_auth/dashboard/_users/user-grid')({
  staticData: {
    menu: [
      { section: 'management', label: msg`Users`, icon: IconUsers, order: 10 },
      { section: 'user-contact', group: 'users-template', label: msg`User grid`, order: 20 },
    ],
  },
  component: UserGridPage,
});
