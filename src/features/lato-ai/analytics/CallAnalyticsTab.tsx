import { Group, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { PeriodControl, useDashboardPeriod, type DashboardPageProps } from '@/ui/dashboard';
import { useActiveOrganisation } from '@/features/organisations/shared';
import { CallAnalyticsPanel } from './CallAnalyticsPanel';

/** The Calls page's Analytics tab: one number's figures over the period in the address. */
export function CallAnalyticsTab({ numberId, search, onSearchChange }: DashboardPageProps & { numberId: number }) {
  const { period, today } = useDashboardPeriod(search);
  const owner = useActiveOrganisation().active?.role === 'owner';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        <Text c="dimmed" size="sm">
          <Trans>Days and hours are the number's own, in its time zone. Test calls are left out.</Trans>
        </Text>
        <PeriodControl search={search} period={period} today={today} onChange={onSearchChange} />
      </Group>
      <CallAnalyticsPanel period={period} scope={{ number: numberId }} canAnswer={owner} />
    </Stack>
  );
}
