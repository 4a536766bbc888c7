import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { SalesPage, salesCurrenciesQuery } from '@/features/shop';
import { parseFinanceSearch, type FinanceSearch } from '@/ui/dashboard';

/** What the shop sold, for the catalogue's managers; the period, the comparison and the currency are in the address. */
export const Route = createFileRoute('/_auth/dashboard/sales')({
  staticData: {
    access: ACCESS.catalogue,
    menu: [{ section: 'dashboard', group: 'dashboards', label: msg`Sales`, order: 42 }],
  },
  validateSearch: (search: Record<string, unknown>): FinanceSearch => parseFinanceSearch(search),
  loader: () => void queryClient.prefetchQuery(salesCurrenciesQuery),
  component: function SalesPageRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <SalesPage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  },
});
