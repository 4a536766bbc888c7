import { SimpleGrid } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { problemOf } from '@/api/problem';
import { StatCard, uncompared } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { crmSummaryQuery } from './crm-queries';

const LOAD_FAILED = msg`Could not load these figures.`;

/** The period's leads at a glance: how many came, how many became customers, the calls' length, and what is left to work. */
export function CrmFigures({ period }: { period: DashboardPeriod }) {
  const { t } = useLingui();
  const format = useFormat();
  const summary = useQuery(crmSummaryQuery(period));
  const data = summary.data;
  return (
    <>
      {summary.error && <RetryAlert message={problemOf(summary.error, LOAD_FAILED)} onRetry={() => void summary.refetch()} />}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }}>
        <StatCard title={t`New leads`} figure={data?.leads} format={format.number} />
        <StatCard title={t`Won`} figure={data?.won} format={format.number} />
        <StatCard title={t`Conversion to customers`} figure={data?.conversion} format={format.percent} />
        <StatCard title={t`Average call duration`} figure={data?.average_call_seconds} format={format.duration} />
        <StatCard title={t`Leads to work`} figure={uncompared(data?.open_leads)} format={format.number} />
      </SimpleGrid>
    </>
  );
}
