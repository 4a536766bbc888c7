import { Grid, Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useAuth } from '@/features/auth';
import { DashboardHeader, useDashboardPeriod, type DashboardPageProps } from '@/ui/dashboard';
import { SummaryCards } from './SummaryCards';
import { TrafficWidget } from './TrafficWidget';
import { BrowsersWidget, ReferrersWidget } from './breakdowns';
import { TopPagesWidget } from './TopPagesWidget';

/** The public site's traffic over a period the reader picks, from the pages' own first-party counts. */
export function AnalyticsPage({ search, onSearchChange }: DashboardPageProps) {
  const name = useAuth((s) => s.context.user?.full_name ?? '');
  const { period, today } = useDashboardPeriod(search);
  return (
    <Stack gap="lg">
      <DashboardHeader
        title={<Trans>Analytics</Trans>}
        subtitle={<Trans>Welcome back, {name}</Trans>}
        search={search}
        period={period}
        today={today}
        onSearchChange={onSearchChange}
      />
      <SummaryCards period={period} />
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <TrafficWidget period={period} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <BrowsersWidget period={period} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ReferrersWidget period={period} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TopPagesWidget period={period} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
