import type { ReactNode } from 'react';
import { Select, Stack, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import { problemOf } from '@/api/problem';
import { RetryAlert } from '@/ui/RetryAlert';
import { DashboardHeader, useDashboardPeriod } from './DashboardHeader';
import type { FinanceSearch } from './finance-search';

const CURRENCIES_FAILED = msg`Could not load the currencies.`;

type CurrencyRows = { rows: readonly { currency: InvoiceCurrency }[] };

interface Props<T extends CurrencyRows, K extends QueryKey> {
  title: ReactNode;
  subtitle: ReactNode;
  search: FinanceSearch;
  onSearchChange(search: FinanceSearch): void;
  /** The currencies the figures exist in, the most used first: the first is the default. */
  currencies: UseQueryOptions<T, Error, T, K>;
  /** Said while there is no currency yet (nothing sold or invoiced). */
  none: ReactNode;
  /** The widgets, once the currency is known. */
  children(period: DashboardPeriod, currency: InvoiceCurrency): ReactNode;
}

/**
 * The frame of the agency's money dashboards: the period, and one currency at a time (amounts in
 * different currencies are never added up), chosen among those the figures exist in.
 */
export function CurrencyDashboard<T extends CurrencyRows, K extends QueryKey>({
  title,
  subtitle,
  search,
  onSearchChange,
  currencies: currenciesQuery,
  none,
  children,
}: Props<T, K>) {
  const { t } = useLingui();
  const { currency: asked, ...periodSearch } = search;
  const { period, today } = useDashboardPeriod(periodSearch);
  const currencies = useQuery(currenciesQuery);
  const used = currencies.data?.rows.map((row) => row.currency) ?? [];
  const currency = asked ?? used[0];
  const chosen = asked === undefined ? {} : { currency: asked };
  return (
    <Stack gap="lg">
      <DashboardHeader
        title={title}
        subtitle={subtitle}
        search={periodSearch}
        period={period}
        today={today}
        onSearchChange={(next) => onSearchChange({ ...next, ...chosen })}
      />
      {currencies.error && (
        <RetryAlert message={problemOf(currencies.error, CURRENCIES_FAILED)} onRetry={() => void currencies.refetch()} />
      )}
      {used.length > 1 && (
        <Select
          label={t`Currency`}
          description={t`Amounts in different currencies are never added up.`}
          data={used}
          value={currency ?? null}
          onChange={(next) => next && onSearchChange({ ...periodSearch, currency: next as InvoiceCurrency })}
          allowDeselect={false}
          maw={240}
        />
      )}
      {currencies.data && currency === undefined && (
        <Text c="dimmed" role="status">
          {none}
        </Text>
      )}
      {currency && children(period, currency)}
    </Stack>
  );
}
