import { Grid, Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { DashboardHeader, useDashboardPeriod, type DashboardPageProps } from '@/ui/dashboard';
import { CampaignsWidget } from './CampaignsWidget';
import { ChannelsWidget } from './ChannelsWidget';
import { MarketingFigures } from './MarketingFigures';

/** The agency's campaigns and what each brought, and every visit by the channel it came through. */
export function MarketingPage({ search, onSearchChange }: DashboardPageProps) {
  const { period, today } = useDashboardPeriod(search);
  return (
    <Stack gap="lg">
      <DashboardHeader
        title={<Trans>Marketing</Trans>}
        subtitle={<Trans>Campaigns and the visits, inquiries, sign-ups and orders they brought</Trans>}
        search={search}
        period={period}
        today={today}
        onSearchChange={onSearchChange}
      />
      <MarketingFigures period={period} />
      <Grid>
        <Grid.Col span={12}>
          <CampaignsWidget period={period} today={today} />
        </Grid.Col>
        <Grid.Col span={12}>
          <ChannelsWidget period={period} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
