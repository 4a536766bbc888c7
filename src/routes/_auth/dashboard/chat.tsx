import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconBrandHipchat } from '@tabler/icons-react';
import { ACCESS } from '@/api/contract/roles';
import { DashboardNotFoundPage } from '@/layout/NotFoundPage';

// Listed in the menu; until its page is built it shows the not-found page inside the frame.
export const Route = createFileRoute('/_auth/dashboard/chat')({
  staticData: {
    access: ACCESS.staff,
    menu: [{ section: 'user-contact', label: msg`Chats`, icon: IconBrandHipchat, order: 20 }],
  },
  component: DashboardNotFoundPage,
});
