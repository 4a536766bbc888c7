import { SimpleGrid } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { problemOf } from '@/api/problem';
import { StatCard, uncompared } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { clientSummaryQuery } from './client-accounts-queries';

const LOAD_FAILED = msg`Could not load these figures.`;

/** The client accounts at a glance: who is active, who joined, the work in progress and done, the invoices awaiting payment. */
export function ClientAccountsFigures({ period }: { period: DashboardPeriod }) {
  const { t } = useLingui();
  const format = useFormat();
  const summary = useQuery(clientSummaryQuery(period));
  const data = summary.data;
  return (
    <>
      {summary.error && <RetryAlert message={problemOf(summary.error, LOAD_FAILED)} onRetry={() => void summary.refetch()} />}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }}>
        <StatCard title={t`Active clients`} figure={uncompared(data?.active_clients)} format={format.number} />
        <StatCard title={t`New clients`} figure={data?.new_clients} format={format.number} />
        <StatCard title={t`Projects in progress`} figure={uncompared(data?.projects_in_progress)} format={format.number} />
        <StatCard title={t`Tasks done`} figure={data?.tasks_done} format={format.number} />
        <StatCard title={t`Invoices awaiting payment`} figure={uncompared(data?.open_invoices)} format={format.number} lowerIsBetter />
      </SimpleGrid>
    </>
  );
}
