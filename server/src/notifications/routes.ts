import type { FastifyInstance } from 'fastify';
import { notificationEndpoints } from '@/api/contract/notifications';
import { handlersFor } from '@server/src/http/endpoints';
import { pageOf } from '@server/src/sql/paging';
import { readTogether } from '@server/src/sql/read-together';
import { emailChoicesOf, saveEmailChoices } from './email-choices';
import { archive, markAllRead, markRead } from './markings';
import { countInBox, notificationsInBox, toNotificationDto, unreadCount } from './notification-rows';

/** The top bar's notifications: every signed-in person reads and marks their own, and no one else's. */
export const notificationHandlers = (app: FastifyInstance) =>
  handlersFor(notificationEndpoints, {
    list: async ({ db, user, query }) => {
      const [page, unread] = await readTogether(db, [
        () =>
          pageOf(
            db,
            () => countInBox(db, user.id, query.box),
            query,
            (window) => notificationsInBox(db, user.id, query.box, window),
          ),
        () => unreadCount(db, user.id),
      ]);
      return { ...page, unread };
    },
    unread: async ({ db, user }) => ({ unread: await unreadCount(db, user.id) }),
    markRead: async ({ db, user, params }) => toNotificationDto(await markRead(db, user.id, params.id, app.clock())),
    markAllRead: async ({ db, user }) => ({ unread: await markAllRead(db, user.id, app.clock()) }),
    archive: async ({ db, user, params }) => toNotificationDto(await archive(db, user.id, params.id, app.clock())),
    emailChoices: ({ db, user }) => emailChoicesOf(db, user),
    saveEmailChoices: ({ db, user, body }) => saveEmailChoices(db, user, body.by_email),
  });
