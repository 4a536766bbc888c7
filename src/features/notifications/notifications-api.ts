import { callApi } from '@/api/client';
import type { BodyOf, QueryOf } from '@/api/contract/endpoint';
import { notificationEndpoints } from '@/api/contract/notifications';

/** The signed-in person's notifications, and which of their kinds also arrive by e-mail. */
export const notificationsApi = {
  list: (query: QueryOf<typeof notificationEndpoints.list>) => callApi(notificationEndpoints.list, { query }),
  unread: () => callApi(notificationEndpoints.unread),
  markRead: (id: number) => callApi(notificationEndpoints.markRead, { params: { id } }),
  markAllRead: () => callApi(notificationEndpoints.markAllRead),
  archive: (id: number) => callApi(notificationEndpoints.archive, { params: { id } }),
  emailChoices: () => callApi(notificationEndpoints.emailChoices),
  saveEmailChoices: (body: BodyOf<typeof notificationEndpoints.saveEmailChoices>) =>
    callApi(notificationEndpoints.saveEmailChoices, { body }),
};
