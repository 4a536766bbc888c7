import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { NotificationBox, NotificationPage } from '@/api/contract/notifications';
import { notificationsApi } from './notifications-api';

/** How many notifications a page of a tab brings ("Load more" asks for the next). */
export const NOTIFICATIONS_PAGE_SIZE = 10;

export const notificationKeys = {
  /** Everything the bell shows: the badge and both tabs, read again together when anything changes. */
  inbox: ['notifications', 'inbox'] as const,
  unread: ['notifications', 'inbox', 'unread'] as const,
  box: (box: NotificationBox) => ['notifications', 'inbox', 'box', box] as const,
  emailChoices: ['notifications', 'email-choices'] as const,
};

/** How many notifications in the Messages tab are unread: the bell's badge. */
export const unreadQuery = queryOptions({
  queryKey: notificationKeys.unread,
  queryFn: () => notificationsApi.unread(),
  select: (answer) => answer.unread,
});

/** One tab of the popover, newest first, a page at a time. */
export const boxQuery = (box: NotificationBox) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.box(box),
    queryFn: ({ pageParam }) => notificationsApi.list({ box, page: pageParam, page_size: NOTIFICATIONS_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last: NotificationPage) => (last.current_page < last.num_pages ? last.current_page + 1 : undefined),
  });

/** The kinds the person can be told about, and those they also get by e-mail (the Account page). */
export const emailChoicesQuery = queryOptions({
  queryKey: notificationKeys.emailChoices,
  queryFn: () => notificationsApi.emailChoices(),
});
