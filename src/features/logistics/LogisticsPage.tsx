import { Grid, Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { DashboardHeader, useDashboardPeriod, type DashboardPageProps } from '@/ui/dashboard';
import { ChannelsWidget } from './ChannelsWidget';
import { CountriesWidget } from './CountriesWidget';
import { LogisticsFigures } from './LogisticsFigures';
import { NewClientsWidget } from './NewClientsWidget';
import { OnboardingWidget } from './OnboardingWidget';
import { TasksWidget } from './TasksWidget';

/** How the agency delivers: new clients' onboarding, the work due and late, and how the clients' customers reach them. */
export function LogisticsPage({ search, onSearchChange }: DashboardPageProps) {
  const { period, today } = useDashboardPeriod(search);
  return (
    <Stack gap="lg">
      <DashboardHeader
        title={<Trans>Logistics</Trans>}
        subtitle={<Trans>Onboarding, work due and the channels clients are reached through</Trans>}
        search={search}
        period={period}
        today={today}
        onSearchChange={onSearchChange}
      />
      <LogisticsFigures period={period} />
      <Grid>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <OnboardingWidget period={period} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <ChannelsWidget period={period} />
        </Grid.Col>
        <Grid.Col span={12}>
          <NewClientsWidget period={period} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <TasksWidget period={period} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <CountriesWidget period={period} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
