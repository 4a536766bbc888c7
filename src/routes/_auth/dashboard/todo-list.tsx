import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconChecklist } from '@tabler/icons-react';
import { ACCESS } from '@/api/contract/roles';
import { DashboardNotFoundPage } from '@/layout/NotFoundPage';

// Listed in the menu; until its page is built it shows the not-found page inside the frame.
export const Route = createFileRoute('/_auth/dashboard/todo-list')({
  staticData: {
    access: ACCESS.todo,
    menu: [
      { section: 'management', label: msg`Todo List`, icon: IconChecklist, order: 30 },
      { section: 'apps', label: msg`Todo List`, icon: IconChecklist, order: 30 },
    ],
  },
  component: DashboardNotFoundPage,
});
