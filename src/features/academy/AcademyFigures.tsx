import { SimpleGrid } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { problemOf } from '@/api/problem';
import { StatCard, uncompared } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { academySummaryQuery } from './academy-queries';

const LOAD_FAILED = msg`Could not load these figures.`;

/** The period's learning at a glance: modules done, who learnt, and how far the clients are today. */
export function AcademyFigures({ period }: { period: DashboardPeriod }) {
  const { t } = useLingui();
  const format = useFormat();
  const summary = useQuery(academySummaryQuery(period));
  const data = summary.data;
  return (
    <>
      {summary.error && <RetryAlert message={problemOf(summary.error, LOAD_FAILED)} onRetry={() => void summary.refetch()} />}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }}>
        <StatCard title={t`Modules done`} figure={data?.completions} format={format.number} />
        <StatCard title={t`Clients learning`} figure={data?.learners} format={format.number} />
        <StatCard title={t`Client people`} figure={uncompared(data?.client_people)} format={format.number} />
        <StatCard title={t`Finished every module`} figure={uncompared(data?.finished_everything)} format={format.number} />
        <StatCard title={t`Published modules`} figure={uncompared(data?.published_modules)} format={format.number} />
      </SimpleGrid>
    </>
  );
}
