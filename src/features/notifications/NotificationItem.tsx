import { useId } from 'react';
import { ActionIcon, Anchor, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconArchive, IconCheck } from '@tabler/icons-react';
import type { NotificationDto } from '@/api/contract/notifications';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { useFormat } from '@/ui/format';
import { notificationHref } from './notification-link';
import { NotificationSentence } from './NotificationSentence';
import { useNotificationActions } from './use-notification-actions';
import classes from './Notifications.module.css';

const minutesSince = (moment: string) => Math.max(0, Math.round((Date.now() - new Date(moment).getTime()) / 60_000));

/**
 * One notification: what happened (a link to its page where it has one; opening it marks it
 * read), how long ago, and its own "Mark as read" and "Archive".
 */
export function NotificationItem({ notification, onOpen }: { notification: NotificationDto; onOpen(): void }) {
  const { t } = useLingui();
  const format = useFormat();
  const { markRead, archive } = useNotificationActions();
  const sentenceId = useId();
  const href = notificationHref(notification);
  const sentence = <NotificationSentence notification={notification} />;
  const open = () => {
    if (!notification.read) markRead.mutate(notification.id);
    onOpen();
  };
  const markReadLabel = t`Mark as read`;
  const archiveLabel = t({ message: 'Archive', context: 'put a notification away' });
  return (
    <li className={classes.item} data-unread={notification.read ? undefined : true}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <span className={classes.dot} aria-hidden />
        <div className={classes.body}>
          <Text size="sm" fw={notification.read ? 400 : 600} id={sentenceId}>
            {!notification.read && (
              <VisuallyHidden component="span">
                <Trans>Unread:</Trans>{' '}
              </VisuallyHidden>
            )}
            {href ? (
              <Anchor component={RouterAnchor} href={href} onClick={open} c="inherit" underline="hover" inherit>
                {sentence}
              </Anchor>
            ) : (
              sentence
            )}
          </Text>
          <Text size="xs" c="dimmed">
            <time dateTime={notification.created_at} title={format.dateTime(notification.created_at)}>
              {format.timeAgo(minutesSince(notification.created_at))}
            </time>
          </Text>
        </div>
        <Group gap={2} wrap="nowrap">
          {!notification.read && (
            <Tooltip label={markReadLabel}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={markReadLabel}
                aria-describedby={sentenceId}
                loading={markRead.isPending}
                onClick={() => markRead.mutate(notification.id)}
              >
                <IconCheck size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          {!notification.archived && (
            <Tooltip label={archiveLabel}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={archiveLabel}
                aria-describedby={sentenceId}
                loading={archive.isPending}
                onClick={() => archive.mutate(notification.id)}
              >
                <IconArchive size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
    </li>
  );
}
