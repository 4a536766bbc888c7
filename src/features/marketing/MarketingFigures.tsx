import { SimpleGrid } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { problemOf } from '@/api/problem';
import { StatCard } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { marketingSummaryQuery } from './marketing-queries';

const LOAD_FAILED = msg`Could not load these figures.`;

/** The period's visits, the share campaigns brought, and what their visitors did. */
export function MarketingFigures({ period }: { period: DashboardPeriod }) {
  const { t } = useLingui();
  const format = useFormat();
  const summary = useQuery(marketingSummaryQuery(period));
  const data = summary.data;
  return (
    <>
      {summary.error && <RetryAlert message={problemOf(summary.error, LOAD_FAILED)} onRetry={() => void summary.refetch()} />}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }}>
        <StatCard title={t`Visits`} figure={data?.visits} format={format.number} />
        <StatCard title={t`Visits from campaigns`} figure={data?.campaign_visits} format={format.number} />
        <StatCard title={t`Inquiries from campaigns`} figure={data?.inquiries} format={format.number} />
        <StatCard title={t`Sign-ups from campaigns`} figure={data?.sign_ups} format={format.number} />
        <StatCard title={t`Orders from campaigns`} figure={data?.orders} format={format.number} />
      </SimpleGrid>
    </>
  );
}
