import { Grid, Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { DashboardHeader, useDashboardPeriod, type DashboardPageProps } from '@/ui/dashboard';
import { ClientAccountsFigures } from './ClientAccountsFigures';
import { ClientsWidget } from './ClientsWidget';
import { InvoicesByStatusWidget } from './InvoicesByStatusWidget';
import { ProjectsInProgressWidget } from './ProjectsInProgressWidget';
import { TasksDoneWidget } from './TasksDoneWidget';

/** How the agency's work with its clients stands: projects in progress, tasks done, invoices, and the busiest clients. */
export function ClientAccountsPage({ search, onSearchChange }: DashboardPageProps) {
  const { period, today } = useDashboardPeriod(search);
  return (
    <Stack gap="lg">
      <DashboardHeader
        title={<Trans>Client accounts</Trans>}
        subtitle={<Trans>Projects in progress, tasks done and invoices, client by client</Trans>}
        search={search}
        period={period}
        today={today}
        onSearchChange={onSearchChange}
      />
      <ClientAccountsFigures period={period} />
      <Grid>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <TasksDoneWidget period={period} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <InvoicesByStatusWidget period={period} />
        </Grid.Col>
        <Grid.Col span={12}>
          <ClientsWidget period={period} />
        </Grid.Col>
        <Grid.Col span={12}>
          <ProjectsInProgressWidget period={period} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
