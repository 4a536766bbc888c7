import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconTable } from '@tabler/icons-react';
import { ACCESS } from '@/api/contract/roles';
import { DashboardNotFoundPage } from '@/layout/NotFoundPage';

// Listed in the menu; until its page is built it shows the not-found page inside the frame.
export const Route = createFileRoute('/_auth/dashboard/data-table-1')({
  staticData: {
    access: ACCESS.staff,
    menu: [{ section: 'apps', label: msg`Data Table`, icon: IconTable, order: 20 }],
  },
  component: DashboardNotFoundPage,
});
