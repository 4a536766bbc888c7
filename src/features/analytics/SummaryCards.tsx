import { SimpleGrid } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { RetryAlert } from '@/ui/RetryAlert';
import { problemOf } from '@/api/problem';
import { msg } from '@lingui/core/macro';
import { StatCard } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { siteSummaryQuery } from './site-analytics-queries';
import { LiveVisitors } from './LiveVisitors';

const LOAD_FAILED = msg`Could not load the site's figures.`;

/** The period's headline figures, and who is on the site now. */
export function SummaryCards({ period }: { period: DashboardPeriod }) {
  const { t } = useLingui();
  const format = useFormat();
  const summary = useQuery(siteSummaryQuery(period));
  const figures = summary.data;
  return (
    <>
      {summary.error && <RetryAlert message={problemOf(summary.error, LOAD_FAILED)} onRetry={() => void summary.refetch()} />}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        <StatCard title={t`Sessions`} figure={figures?.sessions} format={format.number} />
        <StatCard title={t`Bounce Rate`} figure={figures?.bounce_rate} format={format.percent} lowerIsBetter />
        <StatCard title={t`Session Duration`} figure={figures?.session_seconds} format={format.duration} />
        <LiveVisitors />
      </SimpleGrid>
    </>
  );
}
