import { useState } from 'react';
import { Button, Group, Tabs, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconChecks } from '@tabler/icons-react';
import { NOTIFICATION_BOXES, type NotificationBox } from '@/api/contract/notifications';
import { NotificationList } from './NotificationList';
import { useNotificationActions } from './use-notification-actions';

const isBox = (value: string | null): value is NotificationBox => NOTIFICATION_BOXES.some((box) => box === value);

/** The popover's content: "Mark all as read", and the Messages and Archived tabs. */
export function NotificationsPanel({ unread, onOpen }: { unread: number; onOpen(): void }) {
  const [box, setBox] = useState<NotificationBox>('messages');
  const { markAllRead } = useNotificationActions();
  return (
    <>
      <Group justify="space-between" wrap="wrap" px="md" py="xs" gap="xs">
        <Text component="h2" fw={700} size="md">
          <Trans>Notifications</Trans>
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconChecks size={16} />}
          disabled={unread === 0}
          loading={markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          <Trans>Mark all as read</Trans>
        </Button>
      </Group>
      <Tabs value={box} onChange={(value) => isBox(value) && setBox(value)} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="messages">
            <Trans>Messages</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="archived">
            <Trans>Archived</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="messages">
          <NotificationList box="messages" onOpen={onOpen} />
        </Tabs.Panel>
        <Tabs.Panel value="archived">
          <NotificationList box="archived" onOpen={onOpen} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
