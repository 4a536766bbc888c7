import { Grid, Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { DashboardHeader, useDashboardPeriod, type DashboardPageProps } from '@/ui/dashboard';
import { SummaryCards } from './SummaryCards';
import { CampaignsWidget, DevicesWidget, LanguagesWidget, ReferrersWidget } from './breakdowns';
import { PagesWidget } from './PagesWidget';

/** Who the site's visitors are and what brought them: devices, languages, referrers, campaigns, and every page. */
export function AudiencePage({ search, onSearchChange }: DashboardPageProps) {
  const { period, today } = useDashboardPeriod(search);
  return (
    <Stack gap="lg">
      <DashboardHeader
        title={<Trans>Audience and campaigns</Trans>}
        subtitle={<Trans>Who visits the public site, and what brought them</Trans>}
        search={search}
        period={period}
        today={today}
        onSearchChange={onSearchChange}
      />
      <SummaryCards period={period} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 6, lg: 3 }}>
          <DevicesWidget period={period} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 3 }}>
          <LanguagesWidget period={period} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <ReferrersWidget period={period} chart="table" limit={12} />
        </Grid.Col>
        <Grid.Col span={12}>
          <CampaignsWidget period={period} />
        </Grid.Col>
        <Grid.Col span={12}>
          <PagesWidget period={period} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
