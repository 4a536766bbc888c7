import { SimpleGrid } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { problemOf } from '@/api/problem';
import { StatCard } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { callSummaryQuery, type CallScope } from './call-analytics-queries';

const LOAD_FAILED = msg`Could not load the call figures.`;

/** The period's calls, how many the assistant handled alone, how long a call lasted, how many came after hours, how many were missed. */
export function CallFigures({ period, scope }: { period: DashboardPeriod; scope: CallScope }) {
  const { t } = useLingui();
  const format = useFormat();
  const summary = useQuery(callSummaryQuery(period, scope));
  const figures = summary.data;
  return (
    <>
      {summary.error && <RetryAlert message={problemOf(summary.error, LOAD_FAILED)} onRetry={() => void summary.refetch()} />}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }}>
        <StatCard title={t`Calls`} figure={figures?.calls} format={format.number} />
        <StatCard title={t`Handled by the assistant`} figure={figures?.handled} format={format.number} />
        <StatCard title={t`Average handle time`} figure={figures?.average_handle_seconds} format={format.duration} />
        <StatCard title={t`After hours`} figure={figures?.after_hours_share} format={format.percent} />
        <StatCard title={t`Missed calls`} figure={figures?.missed} format={format.number} lowerIsBetter />
      </SimpleGrid>
    </>
  );
}
