import { SimpleGrid } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { problemOf } from '@/api/problem';
import { StatCard, uncompared } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { CHANNEL_LABELS } from './labels';
import { channelsQuery, onboardingQuery, tasksQuery } from './logistics-queries';

const LOAD_FAILED = msg`Could not load these figures.`;

/** The period at a glance: the work due and late, how fast new clients go live, and each channel's volume. */
export function LogisticsFigures({ period }: { period: DashboardPeriod }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const tasks = useQuery(tasksQuery(period));
  const onboarding = useQuery(onboardingQuery(period));
  const channels = useQuery(channelsQuery(period));
  const failed = [tasks, onboarding, channels].find((query) => query.error);
  return (
    <>
      {failed && <RetryAlert message={problemOf(failed.error, LOAD_FAILED)} onRetry={() => void failed.refetch()} />}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 6 }}>
        <StatCard title={t`Tasks due`} figure={uncompared(tasks.data?.totals.due)} format={format.number} />
        <StatCard title={t`Late tasks`} figure={uncompared(tasks.data?.totals.late)} format={format.number} lowerIsBetter />
        <StatCard
          title={t`Days to go live`}
          figure={uncompared(onboarding.data?.average_days_to_live)}
          format={format.days}
          lowerIsBetter
        />
        <StatCard title={i18n._(CHANNEL_LABELS.voice)} figure={channels.data?.totals.voice} format={format.number} />
        <StatCard title={i18n._(CHANNEL_LABELS.sms)} figure={channels.data?.totals.sms} format={format.number} />
        <StatCard title={i18n._(CHANNEL_LABELS.web)} figure={channels.data?.totals.web} format={format.number} />
      </SimpleGrid>
    </>
  );
}
