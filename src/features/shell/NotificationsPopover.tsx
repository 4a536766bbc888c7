import { ActionIcon, Group, Indicator, Popover, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconBell } from '@tabler/icons-react';
import { useFormat } from '@/ui/format';
import { UserAvatar } from '@/ui/UserAvatar';
import { SAMPLE_ARCHIVED, SAMPLE_MESSAGES, type SampleNotification } from './sample-notifications';

const UNREAD_BADGE = 0;

function NotificationList({ items }: { items: SampleNotification[] }) {
  const { i18n } = useLingui();
  const format = useFormat();
  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="lg">
        <Trans>Nothing here yet.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="sm" py="sm">
      {items.map((item) => (
        <Group key={item.id} gap="sm" wrap="nowrap" align="flex-start">
          <UserAvatar user={{ full_name: item.from, avatar: null }} size="sm" />
          <div>
            <Text size="sm" fw={600}>
              {item.from}
            </Text>
            <Text size="sm">{i18n._(item.text)}</Text>
            <Text size="xs" c="dimmed">
              {format.timeAgo(item.minutesAgo)}
            </Text>
          </div>
        </Group>
      ))}
    </Stack>
  );
}

export function NotificationsPopover() {
  const { t } = useLingui();
  return (
    <Popover position="bottom-end" width={340} shadow="md" withinPortal>
      <Popover.Target>
        <Indicator label={UNREAD_BADGE} size={16} offset={6} color="red" showZero>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t`Notifications`}>
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown>
        <Tabs defaultValue="messages">
          <Tabs.List grow>
            <Tabs.Tab value="messages">
              <Trans>Messages</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="archived">
              <Trans>Archived</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <ScrollArea.Autosize mah={320}>
            <Tabs.Panel value="messages">
              <NotificationList items={SAMPLE_MESSAGES} />
            </Tabs.Panel>
            <Tabs.Panel value="archived">
              <NotificationList items={SAMPLE_ARCHIVED} />
            </Tabs.Panel>
          </ScrollArea.Autosize>
        </Tabs>
      </Popover.Dropdown>
    </Popover>
  );
}
