import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { FinancePage, financeCurrenciesQuery } from '@/features/invoices';
import { parseFinanceSearch, type FinanceSearch } from '@/ui/dashboard';

/** The agency's money for the people who run invoices; the period, the comparison and the currency are in the address. */
export const Route = createFileRoute('/_auth/dashboard/finance')({
  staticData: {
    access: ACCESS.invoices,
    menu: [{ section: 'dashboard', group: 'dashboards', label: msg`Finance`, order: 40 }],
  },
  validateSearch: (search: Record<string, unknown>): FinanceSearch => parseFinanceSearch(search),
  loader: () => void queryClient.prefetchQuery(financeCurrenciesQuery),
  component: function FinanceRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <FinancePage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  },
});
