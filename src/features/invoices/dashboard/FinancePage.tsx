import { Grid } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { AgeingWidget } from './AgeingWidget';
import { CashWidget } from './CashWidget';
import { CurrencyDashboard, type FinanceSearch } from '@/ui/dashboard';
import { financeCurrenciesQuery } from './finance-analytics-queries';
import { FinanceFigures } from './FinanceFigures';
import { OverdueWidget } from './OverdueWidget';

/** The agency's money over a period, in one currency at a time: cash in, invoicing, what is owed and for how long. */
export function FinancePage({ search, onSearchChange }: { search: FinanceSearch; onSearchChange(search: FinanceSearch): void }) {
  return (
    <CurrencyDashboard
      title={<Trans>Finance</Trans>}
      subtitle={<Trans>Cash in, invoicing and what the clients owe</Trans>}
      search={search}
      onSearchChange={onSearchChange}
      currencies={financeCurrenciesQuery}
      none={<Trans>No invoice has been sent yet: the figures start with the first.</Trans>}
    >
      {(period, currency) => (
        <>
          <FinanceFigures period={period} currency={currency} />
          <Grid>
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <CashWidget period={period} currency={currency} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <AgeingWidget currency={currency} />
            </Grid.Col>
            <Grid.Col span={12}>
              <OverdueWidget currency={currency} />
            </Grid.Col>
          </Grid>
        </>
      )}
    </CurrencyDashboard>
  );
}
