import type { z } from 'zod';
import { mayGrant, mayManage, outranks } from '@/api/contract/roles';
import { userEndpoints, type updateUserFields, type userListQuerySchema } from '@/api/contract/users';
import type { Db } from '@server/db/client';
import type { UserRow } from '@server/db/schema';
import { perEmailLimit } from '@server/src/account/attempts';
import { accountChangeEmail, emailLanguageOf, resetCodeEmail } from '@server/src/account/emails';
import { issueResetCode } from '@server/src/account/reset-codes';
import { recordAudit } from '@server/src/audit/record';
import { userChangeEvents, userTarget } from '@server/src/audit/user-changes';
import { publicImagePlace } from '@server/src/files/media';
import { handlersFor, upload } from '@server/src/http/endpoints';
import { followRoleIntoBusinesses, ownOrganisationOf } from '@server/src/organisations/organisation-rows';
import { pageOf } from '@server/src/sql/paging';
import { fieldError, forbidden, notFound } from '@server/src/http/http-errors';
import { countUsersWhere, listUsers, roleCounts, type UserScope } from './list-queries';
import { findUserById, normaliseEmail, toUserDto } from './queries';
import { invite, mailInvitation, resendInvitation } from './invitations-routes';
import { publishUser } from './user-events';
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

/** Someone the caller may change at all, or a 403 (checked before any upload is read). */
export async function manageableUser(db: Db, actor: UserRow, id: number) {
  const target = await existingUser(db, id);
  if (!mayManage(actor.role, target.role)) throw forbidden('Only someone of the same rank or above may change this person.');
  return target;
}

/**
 * What a manager may not change of another person: their password (never sent), their e-mail
 * (theirs to change), and their role or active state unless the manager ranks strictly above them.
 */
function refuseTakeover(actor: UserRow, target: UserRow, body: z.output<typeof updateUserFields>): void {
  const self = target.id === actor.id;
  if (self && body.role !== actor.role) throw fieldError('role', 'own_role');
  if (self && !body.is_active) throw fieldError('is_active', 'own_deactivation');
  if (!self && normaliseEmail(body.email) !== target.email) throw fieldError('email', 'owner_only');
  if (!self && body.role !== target.role && !outranks(actor.role, target.role)) throw fieldError('role', 'outrank_needed');
  if (!self && body.is_active !== target.isActive && !outranks(actor.role, target.role)) throw fieldError('is_active', 'outrank_needed');
  if (body.role !== target.role && !mayGrant(actor.role, body.role)) throw fieldError('role', 'role_not_allowed');
}

/** Lists, one user, create and edit. Who may call each is declared in the contract. */
export const userHandlers = () => {
  // Reset codes managers send one person: as many an hour as the person may ask for themselves.
  let resetsByManagers: ReturnType<typeof perEmailLimit> | undefined;
  return handlersFor(userEndpoints, {
    list: ({ db, query }) => listPage(db, 'all', query),
    listClients: ({ db, query }) => listPage(db, 'clients', query),
    listStaff: ({ db, query }) => listPage(db, 'staff', query),
    roleCounts: ({ db, query }) => roleCounts(db, query.search || undefined),
    get: async ({ db, params }) => toUserDto(await existingUser(db, params.id)),
    create: upload({
      place: publicImagePlace,
      handler: async ({ db, body, files, user, request }) => {
        if (!mayGrant(user.role, body.role)) throw fieldError('role', 'role_not_allowed');
        // The account and its invitation together: nobody is left without a way in.
        const { created, token } = await db.transaction(async (tx) => {
          const row = await createUser(tx, body, files.avatar);
          await recordAudit(tx, request, { action: 'user_created', target: userTarget(row), details: { role: row.role } });
          // A client the agency adds owns a business of their own, as signing up gives one.
          if (row.role === 'CLIENT') await ownOrganisationOf(tx, row);
          await publishUser(tx, row.id);
          return { created: row, token: await invite(tx, request, row, user) };
        });
        await mailInvitation(request, created, user, token, body.language);
        return toUserDto(created);
      },
    }),
    update: upload({
      authorize: ({ db, params, user }) => manageableUser(db, user, params.id),
      place: publicImagePlace,
      handler: async ({ db, body, files, user, request }, target) => {
        refuseTakeover(user, target, body);
        const updated = await updateUser(db, request.server.storage, target, body, files.avatar, async (tx, row) => {
          await recordAudit(tx, request, userChangeEvents(target, row));
          await followRoleIntoBusinesses(tx, target, row);
          await publishUser(tx, row.id);
        });
        if (updated.email !== target.email) {
          const notice = accountChangeEmail(
            target.email,
            target.fullName,
            { kind: 'email', newEmail: updated.email },
            emailLanguageOf(target),
          );
          await request.server.mailer.send(notice);
        }
        return toUserDto(updated);
      },
    }),
    sendPasswordReset: async ({ db, params, user, request, reply }) => {
      const { config, mailer, clock } = request.server;
      const target = await manageableUser(db, user, params.id);
      if (!target.isActive) throw fieldError('non_field_errors', 'inactive_user');
      resetsByManagers ??= perEmailLimit(db, 'manager-reset', 5, 3600);
      await resetsByManagers(target.email, reply);
      const code = await issueResetCode(db, config.jwtSecret, target.id, clock());
      await mailer.send(resetCodeEmail(target.email, target.fullName, code, emailLanguageOf(target)));
      await recordAudit(db, request, { action: 'password_reset_sent', target: userTarget(target) });
      return { detail: 'A reset code is on its way.' };
    },
    resendInvitation: resendInvitation(),
  });
};
