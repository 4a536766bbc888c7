import { Group, Paper, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useReconnecting } from './live-context';
import classes from './LiveNotice.module.css';

/**
 * A small note in the page's end corner while the live stream is away (after a moment: a quick
 * reconnect shows nothing). The status region is always there, so a screen reader announces the
 * note when it appears.
 */
export function LiveNotice() {
  const { t } = useLingui();
  const reconnecting = useReconnecting();
  return (
    <div role="status" aria-live="polite" className={classes.notice}>
      {reconnecting && (
        <Paper shadow="sm" radius="xl" px="sm" py={4} withBorder>
          <Group gap={6} wrap="nowrap">
            <IconPlugConnectedX size={14} aria-hidden />
            <Text size="sm" c="dimmed">
              {t`Reconnecting…`}
            </Text>
          </Group>
        </Paper>
      )}
    </div>
  );
}
