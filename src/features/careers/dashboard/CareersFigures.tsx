import { SimpleGrid } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { problemOf } from '@/api/problem';
import { StatCard } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { careersSummaryQuery } from './careers-analytics-queries';

const LOAD_FAILED = msg`Could not load the hiring figures.`;

/** The period's applications and hires, how long a hire took, and the positions open now. */
export function CareersFigures({ period }: { period: DashboardPeriod }) {
  const { t } = useLingui();
  const format = useFormat();
  const summary = useQuery(careersSummaryQuery(period));
  const figures = summary.data;
  return (
    <>
      {summary.error && <RetryAlert message={problemOf(summary.error, LOAD_FAILED)} onRetry={() => void summary.refetch()} />}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        <StatCard title={t`Applications received`} figure={figures?.received} format={format.number} />
        <StatCard title={t`Hired`} figure={figures?.hired} format={format.number} />
        <StatCard title={t`Median time to hire`} figure={figures?.median_days_to_hire} format={format.days} lowerIsBetter />
        <StatCard
          title={t`Open positions`}
          figure={figures ? { value: figures.open_positions, previous: null } : undefined}
          format={format.number}
        />
      </SimpleGrid>
    </>
  );
}
