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
import { revenueSummaryQuery } from './revenue-analytics-queries';

const LOAD_FAILED = msg`Could not load the recurring revenue figures.`;

/** The recurring revenue at the period's end, the subscriptions won and lost in it, the churn and the revenue per business. */
export function RevenueFigures({ period, currency }: { period: DashboardPeriod; currency: InvoiceCurrency }) {
  const { t } = useLingui();
  const format = useFormat();
  const summary = useQuery(revenueSummaryQuery(period, currency));
  const figures = summary.data;
  const money = (minor: number) => format.money(minor, currency);
  return (
    <>
      {summary.error && <RetryAlert message={problemOf(summary.error, LOAD_FAILED)} onRetry={() => void summary.refetch()} />}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }}>
        <StatCard title={t`Recurring revenue a month`} figure={figures?.monthly_recurring} format={money} />
        <StatCard title={t`New subscriptions`} figure={figures?.new_subscriptions} format={format.number} />
        <StatCard title={t`Cancelled subscriptions`} figure={figures?.cancelled_subscriptions} format={format.number} lowerIsBetter />
        <StatCard title={t`Churn rate`} figure={figures?.churn_rate} format={format.percent} lowerIsBetter />
        <StatCard title={t`Revenue a month per business`} figure={figures?.average_per_business} format={money} />
      </SimpleGrid>
    </>
  );
}
