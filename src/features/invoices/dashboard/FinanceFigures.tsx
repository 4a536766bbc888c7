import { SimpleGrid } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import { problemOf } from '@/api/problem';
import { StatCard } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { financeSummaryQuery } from './finance-analytics-queries';

const LOAD_FAILED = msg`Could not load the money figures.`;

/** The period's cash in and invoicing, what is owed and overdue today, and the recurring revenue a month. */
export function FinanceFigures({ period, currency }: { period: DashboardPeriod; currency: InvoiceCurrency }) {
  const { t } = useLingui();
  const format = useFormat();
  const summary = useQuery(financeSummaryQuery(period, currency));
  const figures = summary.data;
  const money = (minor: number) => format.money(minor, currency);
  const now = (value: number | undefined) => (value === undefined ? undefined : { value, previous: null });
  return (
    <>
      {summary.error && <RetryAlert message={problemOf(summary.error, LOAD_FAILED)} onRetry={() => void summary.refetch()} />}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }}>
        <StatCard title={t`Cash in`} figure={figures?.cash_in} format={money} />
        <StatCard title={t`Invoiced`} figure={figures?.invoiced} format={money} />
        <StatCard title={t`Owed today`} figure={now(figures?.outstanding_minor)} format={money} />
        <StatCard title={t`Overdue today`} figure={now(figures?.overdue_minor)} format={money} lowerIsBetter />
        <StatCard title={t`Recurring revenue a month`} figure={now(figures?.monthly_recurring_minor)} format={money} />
      </SimpleGrid>
    </>
  );
}
