import { Grid, Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { DashboardHeader, useDashboardPeriod, type DashboardPageProps } from '@/ui/dashboard';
import { AcademyFigures } from './AcademyFigures';
import { LearnersWidget } from './LearnersWidget';
import { ModuleCompletionsWidget } from './ModuleCompletionsWidget';
import { ModulesManager } from './ModulesManager';
import { UpcomingTasksWidget } from './UpcomingTasksWidget';

/** The academy as its editors run it: how the clients learn, who is behind, the modules, and the reader's own next tasks. */
export function EditorAcademy({ search, onSearchChange }: DashboardPageProps) {
  const { period, today } = useDashboardPeriod(search);
  return (
    <Stack gap="lg">
      <DashboardHeader
        title={<Trans>Learning management</Trans>}
        subtitle={<Trans>The clients' onboarding academy: its modules and how far each client person has come</Trans>}
        search={search}
        period={period}
        today={today}
        onSearchChange={onSearchChange}
      />
      <AcademyFigures period={period} />
      <Grid>
        <Grid.Col span={12}>
          <ModuleCompletionsWidget period={period} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <LearnersWidget />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <UpcomingTasksWidget />
        </Grid.Col>
        <Grid.Col span={12}>
          <ModulesManager />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
