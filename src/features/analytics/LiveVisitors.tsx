import { Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LIVE_MINUTES, LIVE_ONLINE_MINUTES } from '@/api/contract/site-analytics';
import { Sparkline } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { siteLiveQuery } from './site-analytics-queries';

/** Visitors on the public site in the last five minutes, and per minute over the last half hour. */
export function LiveVisitors() {
  const { t } = useLingui();
  const format = useFormat();
  const live = useQuery(siteLiveQuery());
  const title = t`Live Online User`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm" c="dimmed" fw={600} component="h2">
            {title}
          </Text>
          <ThemeIcon variant="light" color="teal" radius="xl" aria-hidden>
            <IconUsers size={16} />
          </ThemeIcon>
        </Group>
        {live.data ? (
          <>
            <Text fz={28} fw={700} lh={1}>
              <bdi>{format.number(live.data.visitors)}</bdi>
            </Text>
            <Text size="xs" c="dimmed">
              <Trans>
                in the last {LIVE_ONLINE_MINUTES} minutes; {format.number(Math.max(...live.data.per_minute))} at most in a minute of the
                last {LIVE_MINUTES}
              </Trans>
            </Text>
            <Sparkline data={live.data.per_minute} color="teal.6" />
          </>
        ) : live.error ? (
          <Text size="sm" c="red" role="alert">
            <Trans>Could not load the visitors on the site now.</Trans>
          </Text>
        ) : (
          <Skeleton h={80} />
        )}
      </Stack>
    </Card>
  );
}
