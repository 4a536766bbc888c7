import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { financeCurrenciesQuery, RevenuePage } from '@/features/invoices';
import { parseFinanceSearch, type FinanceSearch } from '@/ui/dashboard';

/** The agency's recurring revenue and money events for the people who run invoices; the period, the comparison and the currency are in the address. */
export const Route = createFileRoute('/_auth/dashboard/finance-2')({
  staticData: {
    access: ACCESS.invoices,
    menu: [{ section: 'dashboard', group: 'dashboards', label: msg`Recurring revenue`, order: 41 }],
  },
  validateSearch: (search: Record<string, unknown>): FinanceSearch => parseFinanceSearch(search),
  loader: () => void queryClient.prefetchQuery(financeCurrenciesQuery),
  component: function RevenueRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <RevenuePage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  },
});
