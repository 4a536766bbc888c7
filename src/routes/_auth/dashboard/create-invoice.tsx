import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconFilePlus } from '@tabler/icons-react';
import { ACCESS } from '@/api/contract/roles';
import { InvoiceEditorPage, parseEditorSearch } from '@/features/invoices';

/** A new invoice, or a draft to edit (`?id=`); a new one may start from a business and its project. */
export const Route = createFileRoute('/_auth/dashboard/create-invoice')({
  staticData: {
    access: ACCESS.invoices,
    menu: [{ section: 'accounts', group: 'invoice', label: msg`Create invoice`, icon: IconFilePlus, order: 20 }],
  },
  validateSearch: parseEditorSearch,
  component: function CreateInvoiceRoute() {
    return <InvoiceEditorPage search={Route.useSearch()} />;
  },
});
