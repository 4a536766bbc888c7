import { Grid, Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { DashboardHeader, useDashboardPeriod, type DashboardPageProps } from '@/ui/dashboard';
import { CareersFigures } from './CareersFigures';
import { StagesWidget } from './StagesWidget';
import { WeekdaysWidget } from './WeekdaysWidget';
import { PositionsWidget } from './PositionsWidget';

/** The careers pipeline over a period: what came in, who was hired and how fast, and each position's applicants. */
export function JobManagementPage({ search, onSearchChange }: DashboardPageProps) {
  const { period, today } = useDashboardPeriod(search);
  return (
    <Stack gap="lg">
      <DashboardHeader
        title={<Trans>Job management</Trans>}
        subtitle={<Trans>The careers pipeline: applications, hires and open positions</Trans>}
        search={search}
        period={period}
        today={today}
        onSearchChange={onSearchChange}
      />
      <CareersFigures period={period} />
      <Grid>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <StagesWidget period={period} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <WeekdaysWidget period={period} />
        </Grid.Col>
        <Grid.Col span={12}>
          <PositionsWidget period={period} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
