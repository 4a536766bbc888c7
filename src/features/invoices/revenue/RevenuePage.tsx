import { Grid } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { CurrencyDashboard, type FinanceSearch } from '@/ui/dashboard';
import { financeCurrenciesQuery } from '@/features/invoices/dashboard/finance-analytics-queries';
import { ExpensesByCategoryWidget } from '@/features/invoices/expenses/ExpensesByCategoryWidget';
import { ExpensesWidget } from '@/features/invoices/expenses/ExpensesWidget';
import { MoneyEventsWidget } from './MoneyEventsWidget';
import { PlansWidget } from './PlansWidget';
import { RecurringWidget } from './RecurringWidget';
import { RevenueFigures } from './RevenueFigures';

/** The agency's recurring revenue from subscriptions and its expenses, in one currency at a time, and the latest money events. */
export function RevenuePage({ search, onSearchChange }: { search: FinanceSearch; onSearchChange(search: FinanceSearch): void }) {
  return (
    <CurrencyDashboard
      title={<Trans>Recurring revenue</Trans>}
      subtitle={
        <Trans>Subscriptions won and lost, where the revenue comes from, what the agency spends, and the latest money events</Trans>
      }
      search={search}
      onSearchChange={onSearchChange}
      currencies={financeCurrenciesQuery}
      none={<Trans>No invoice has been sent yet: the figures start with the first.</Trans>}
    >
      {(period, currency) => (
        <>
          <RevenueFigures period={period} currency={currency} />
          <Grid>
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <RecurringWidget period={period} currency={currency} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <PlansWidget currency={currency} />
            </Grid.Col>
            <Grid.Col span={12}>
              <ExpensesWidget period={period} currency={currency} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <ExpensesByCategoryWidget period={period} currency={currency} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <MoneyEventsWidget period={period} />
            </Grid.Col>
          </Grid>
        </>
      )}
    </CurrencyDashboard>
  );
}
