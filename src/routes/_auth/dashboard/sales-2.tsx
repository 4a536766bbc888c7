import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { CustomersPage, salesCurrenciesQuery } from '@/features/shop';
import { parseFinanceSearch, type FinanceSearch } from '@/ui/dashboard';

/** Who buys from the shop, for the catalogue's managers; the period, the comparison and the currency are in the address. */
export const Route = createFileRoute('/_auth/dashboard/sales-2')({
  staticData: {
    access: ACCESS.catalogue,
    menu: [{ section: 'dashboard', group: 'dashboards', label: msg`Customers`, order: 43 }],
  },
  validateSearch: (search: Record<string, unknown>): FinanceSearch => parseFinanceSearch(search),
  loader: () => void queryClient.prefetchQuery(salesCurrenciesQuery),
  component: function CustomersPageRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <CustomersPage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  },
});
