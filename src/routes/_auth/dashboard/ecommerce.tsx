import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { ShopSalesPage, salesCurrenciesQuery } from '@/features/shop';
import { parseFinanceSearch, type FinanceSearch } from '@/ui/dashboard';

/** What the shop's products sell, for the catalogue's managers; the period, the comparison and the currency are in the address. */
export const Route = createFileRoute('/_auth/dashboard/ecommerce')({
  staticData: {
    access: ACCESS.catalogue,
    menu: [{ section: 'dashboard', group: 'dashboards', label: msg`Shop sales`, order: 44 }],
  },
  validateSearch: (search: Record<string, unknown>): FinanceSearch => parseFinanceSearch(search),
  loader: () => void queryClient.prefetchQuery(salesCurrenciesQuery),
  component: function ShopSalesPageRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <ShopSalesPage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  },
});
