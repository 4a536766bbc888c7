import { Button, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationBox, NotificationDto } from '@/api/contract/notifications';
import { problemOf } from '@/api/errors';
import { RetryAlert } from '@/ui/RetryAlert';
import { boxQuery } from './notifications-queries';
import { NotificationItem } from './NotificationItem';
import classes from './Notifications.module.css';

/** Each notification once: one that arrived between two pages' reads pushes the next page's first back onto it. */
function unique(pages: readonly { results: NotificationDto[] }[]): NotificationDto[] {
  const seen = new Set<number>();
  return pages.flatMap((page) => page.results).filter((notification) => !seen.has(notification.id) && seen.add(notification.id));
}

function Empty({ box }: { box: NotificationBox }) {
  return (
    <Text size="sm" c="dimmed" ta="center" px="md" py="xl">
      {box === 'messages' ? (
        <Trans>No notifications yet. What needs your attention shows here.</Trans>
      ) : (
        <Trans>Nothing archived. Archive a notification to put it away here.</Trans>
      )}
    </Text>
  );
}

/** One tab's notifications, newest first, with "Load more" while the server has older ones. */
export function NotificationList({ box, onOpen }: { box: NotificationBox; onOpen(): void }) {
  const list = useInfiniteQuery(boxQuery(box));
  if (list.isPending)
    return (
      <Stack gap="xs" p="md">
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  if (list.isError)
    return (
      <RetryAlert m="md" message={problemOf(list.error, msg`Could not load your notifications.`)} onRetry={() => void list.refetch()} />
    );
  const notifications = unique(list.data.pages);
  if (notifications.length === 0) return <Empty box={box} />;
  return (
    <ScrollArea.Autosize mah="min(420px, 60vh)" type="auto">
      <ul className={classes.list}>
        {notifications.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button variant="subtle" fullWidth radius={0} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          <Trans>Load more</Trans>
        </Button>
      )}
    </ScrollArea.Autosize>
  );
}
