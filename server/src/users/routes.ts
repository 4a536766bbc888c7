import type { z } from 'zod';
import { mayGrant, mayManage } from '@/api/contract/roles';
import { userEndpoints, type userListQuerySchema } from '@/api/contract/users';
import type { Db } from '@server/db/client';
import { refreshTokenOf } from '@server/src/auth/cookies';
import { sessionOf } from '@server/src/auth/refresh-sessions';
import { publicImagePlace } from '@server/src/files/media';
import { handlersFor, upload } from '@server/src/http/endpoints';
import { pageOf } from '@server/src/sql/paging';
import { fieldError, forbidden, notFound } from '@server/src/http/http-errors';
import { countUsersWhere, listUsers, roleCounts, type UserScope } from './list-queries';
import { findUserById, toUserDto } from './queries';
import { createUser, updateUser } from './write-users';

async function listPage(db: Db, scope: UserScope, query: z.output<typeof userListQuerySchema>) {
  const filter = { scope, role: query.role, search: query.search || undefined };
  return pageOf(
    db,
    () => countUsersWhere(db, filter),
    query,
    async (window) => (await listUsers(db, filter, { ordering: query.ordering, ...window })).map(toUserDto),
  );
}

async function existingUser(db: Db, id: number) {
  const user = await findUserById(db, id);
  if (!user) throw notFound();
  return user;
}

/** Lists, one user, create and edit. Who may call each is declared in the contract. */
export const userHandlers = () =>
  handlersFor(userEndpoints, {
    list: ({ db, query }) => listPage(db, 'all', query),
    listClients: ({ db, query }) => listPage(db, 'clients', query),
    listStaff: ({ db, query }) => listPage(db, 'staff', query),
    roleCounts: ({ db, query }) => roleCounts(db, query.search || undefined),
    get: async ({ db, params }) => toUserDto(await existingUser(db, params.id)),
    create: upload({
      place: publicImagePlace,
      handler: async ({ db, body, files, user }) => {
        if (!mayGrant(user.role, body.role)) throw fieldError('role', 'role_not_allowed');
        return toUserDto(await createUser(db, body, files.avatar));
      },
    }),
    update: upload({
      // Someone the caller may not change is refused before their upload is read.
      authorize: async ({ db, params, user }) => {
        const target = await existingUser(db, params.id);
        if (!mayManage(user.role, target.role)) throw forbidden('Only someone of the same rank or above may change this person.');
        return target;
      },
      place: publicImagePlace,
      handler: async ({ db, body, files, user, request }, target) => {
        if (target.id === user.id && body.role !== user.role) throw fieldError('role', 'own_role');
        if (body.role !== target.role && !mayGrant(user.role, body.role)) throw fieldError('role', 'role_not_allowed');
        if (target.id === user.id && !body.is_active) throw fieldError('is_active', 'own_deactivation');
        const ownSession = target.id === user.id ? await sessionOf(db, refreshTokenOf(request), user.id) : undefined;
        return toUserDto(await updateUser(db, request.server.storage, target, body, files.avatar, ownSession));
      },
    }),
  });
