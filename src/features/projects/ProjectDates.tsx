import { Group, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconCalendar } from '@tabler/icons-react';
import { useFormat } from '@/ui/format';

/** "1 Mar 2026 – 30 Jun 2026", either end may be missing. */
export function ProjectDates({ start, end }: { start: string | null; end: string | null }) {
  const format = useFormat();
  const from = start ? format.day(start) : null;
  const to = end ? format.day(end) : null;
  return (
    <Group gap={6} wrap="nowrap">
      <IconCalendar size={14} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="xs" c="dimmed">
        <bdi>
          {from && to ? (
            `${from} – ${to}`
          ) : from ? (
            <Trans>From {from}</Trans>
          ) : to ? (
            <Trans>Until {to}</Trans>
          ) : (
            <Trans>No dates yet</Trans>
          )}
        </bdi>
      </Text>
    </Group>
  );
}
