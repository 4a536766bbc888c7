import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconChecklist } from '@tabler/icons-react';
import { ACCESS } from '@/api/contract/roles';
import { TodoPage } from '@/features/todo';

export const Route = createFileRoute('/_auth/dashboard/todo-list')({
  staticData: {
    access: ACCESS.todo,
    menu: [{ section: 'management', label: msg`Todo List`, icon: IconChecklist, order: 30 }],
  },
  component: TodoPage,
});
