import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconFileInvoice } from '@tabler/icons-react';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { InvoiceListPage, invoiceListQuery, invoiceListQueryOf, parseInvoiceSearch, type InvoiceSearch } from '@/features/invoices';

/** Every client's invoices, for the billing staff; the status tab, search, filters, order and page in the address. */
export const Route = createFileRoute('/_auth/dashboard/invoice-list')({
  staticData: {
    access: ACCESS.invoices,
    menu: [
      {
        section: 'accounts',
        group: 'invoice',
        label: msg`Invoice list`,
        icon: IconFileInvoice,
        order: 10,
        // An invoice's page is reached from the list: it stands under it.
        activeUnder: ['/dashboard/invoice-details'],
      },
    ],
  },
  validateSearch: (search: Record<string, unknown>): InvoiceSearch => parseInvoiceSearch(search),
  loaderDeps: ({ search }) => search,
  // Asked for beside the page's code and not waited for: the page shows its frame while it comes.
  loader: ({ deps }) => void queryClient.prefetchQuery(invoiceListQuery(invoiceListQueryOf(deps))),
  component: function InvoiceListRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <InvoiceListPage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  },
});
