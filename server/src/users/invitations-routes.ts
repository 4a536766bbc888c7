import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@/api/contract/common';
import { invitationEndpoints } from '@/api/contract/invitations';
import { outranks } from '@/api/contract/roles';
import type { userEndpoints } from '@/api/contract/users';
import type { Db } from '@server/db/client';
import type { UserRow } from '@server/db/schema';
import { perEmailLimit } from '@server/src/account/attempts';
import { emailLanguageOf } from '@server/src/account/emails';
import { recordAudit } from '@server/src/audit/record';
import { userTarget } from '@server/src/audit/user-changes';
import { signInOrChallenge } from '@server/src/auth/sign-in';
import { handlersFor, withOptions, type Handler } from '@server/src/http/endpoints';
import { fieldError, forbidden, notFound } from '@server/src/http/http-errors';
import { invitationEmail } from './invitation-email';
import { acceptInvitation, findInvitedUser, issueInvitation } from './invitations';
import { hashPassword } from './passwords';
import { findUserById } from './queries';
import { publishUser } from './user-events';

/** A new invitation for someone who has not joined, recorded; give it the transaction of the change that needs it. */
export async function invite(db: Db, request: FastifyRequest, person: UserRow, manager: UserRow): Promise<string> {
  const token = await issueInvitation(db, person.id, manager.id, request.server.clock());
  await recordAudit(db, request, { action: 'invitation_sent', target: userTarget(person) });
  return token;
}

/**
 * E-mails the invitation's link, in the person's language when they have one, else the one the
 * manager asked in (or their own). The link leads to this server as people reach it: the
 * configured public address, else the address the manager's request came to (a developer's machine).
 */
export async function mailInvitation(request: FastifyRequest, person: UserRow, manager: UserRow, token: string, asked?: Language) {
  const { config, mailer } = request.server;
  const base = config.publicBaseUrl ?? `${request.protocol}://${request.host}`;
  const link = `${base}/accept-invitation?token=${token}`;
  const language = person.preferredLanguage ? emailLanguageOf(person) : emailLanguageOf(manager, asked);
  await mailer.send(invitationEmail(person.email, person.fullName, manager.fullName, link, language));
}

/** A manager ranked above someone who has not joined sends them a new link; the old one stops working. */
export function resendInvitation(): Handler<typeof userEndpoints.resendInvitation> {
  // As many an hour as password resets managers send one person.
  let resendsOf: ReturnType<typeof perEmailLimit> | undefined;
  return async ({ db, params, body, user, request, reply }) => {
    const person = await findUserById(db, params.id);
    if (!person) throw notFound();
    if (!outranks(user.role, person.role)) throw forbidden('Only someone ranked above this person may invite them again.');
    if (person.passwordHash !== null) throw fieldError('non_field_errors', 'already_joined');
    if (!person.isActive) throw fieldError('non_field_errors', 'inactive_user');
    resendsOf ??= perEmailLimit(db, 'manager-invitation', 5, 3600);
    await resendsOf(person.email, reply);
    const token = await db.transaction(async (tx) => {
      const issued = await invite(tx, request, person, user);
      await publishUser(tx, person.id);
      return issued;
    });
    await mailInvitation(request, person, user, token, body.language);
    return { detail: 'A new invitation is on its way.' };
  };
}

/** Following the link (public: anyone holding it), limited per address. */
export function invitationHandlers(app: FastifyInstance) {
  const perAddress = { config: { rateLimit: { max: app.config.accountRatePerMinute, timeWindow: '1 minute' } } };

  return handlersFor(invitationEndpoints, {
    get: withOptions(async ({ db, query }) => {
      const person = await findInvitedUser(db, query.token, app.clock());
      if (!person) throw notFound();
      return { email: person.email, full_name: person.fullName };
    }, perAddress),

    accept: withOptions(async ({ db, body, request, reply }) => {
      const passwordHash = await hashPassword(body.password);
      const person = await db.transaction(async (tx) => {
        const accepted = await acceptInvitation(tx, body.token, passwordHash, app.clock());
        if (accepted) {
          await recordAudit(tx, request, { action: 'invitation_accepted', actor: accepted, target: userTarget(accepted) });
          // The users list shows whether an invitation is still pending.
          await publishUser(tx, accepted.id);
        }
        return accepted;
      });
      if (!person) throw fieldError('token', 'invitation_invalid');
      return signInOrChallenge(request, reply, person);
    }, perAddress),
  });
}
