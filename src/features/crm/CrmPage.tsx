import { Grid, Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { DashboardHeader, useDashboardPeriod, type DashboardPageProps } from '@/ui/dashboard';
import { ChannelConversionWidget } from './ChannelConversionWidget';
import { CrmFigures } from './CrmFigures';
import { LeadChannelsWidget } from './LeadChannelsWidget';
import { LeadStatusesWidget } from './LeadStatusesWidget';
import { RecentLeadsWidget } from './RecentLeadsWidget';

/** The leads the assistant and the site captured: how many, through which channel, and how many became customers. */
export function CrmPage({ search, onSearchChange }: DashboardPageProps) {
  const { period, today } = useDashboardPeriod(search);
  return (
    <Stack gap="lg">
      <DashboardHeader
        title={<Trans>CRM</Trans>}
        subtitle={<Trans>Leads from calls, texts and the contact form, and how many became customers</Trans>}
        search={search}
        period={period}
        today={today}
        onSearchChange={onSearchChange}
      />
      <CrmFigures period={period} />
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <LeadChannelsWidget period={period} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <LeadStatusesWidget period={period} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <ChannelConversionWidget period={period} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <RecentLeadsWidget period={period} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
