import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '@/api/contract/account';
import type { Language } from '@/api/contract/common';
import { users, type UserRow } from '@server/db/schema';
import { refreshTokenOf } from '@server/src/auth/cookies';
import { endSessionsOfUser, sessionOf } from '@server/src/auth/refresh-sessions';
import { signInAnswer } from '@server/src/auth/sign-in';
import { handlersFor, upload, withOptions } from '@server/src/http/endpoints';
import { fieldError } from '@server/src/http/http-errors';
import { publicImagePlace, removeMedia } from '@server/src/files/media';
import { hashPassword, verifyPassword } from '@server/src/users/passwords';
import { findUserByEmail, normaliseEmail, toUserDto } from '@server/src/users/queries';
import { avatarUrl, createUser } from '@server/src/users/write-users';
import { perEmailLimit } from './attempts';
import { resetCodeEmail } from './emails';
import { checkResetCode, decoyResetCode, issueResetCode } from './reset-codes';

/** The forgot-password answer never comes sooner than this, whether or not the e-mail has an account. */
const FORGOT_ANSWER_FLOOR_MS = 300;

const languageFor = (user: UserRow, asked: Language | undefined): Language => asked ?? (user.preferredLanguage === 'es' ? 'es' : 'en');

/** The session a person is using, so that changing their own password keeps it. */
const currentSession = (request: Parameters<typeof refreshTokenOf>[0], user: UserRow) =>
  sessionOf(request.server.db, refreshTokenOf(request), user.id);

/** Sign-up, password reset by code, and each person's own profile, password and sessions. */
export function accountHandlers(app: FastifyInstance) {
  const { config, mailer } = app;
  const perAddress = { config: { rateLimit: { max: config.accountRatePerMinute, timeWindow: '1 minute' } } };
  const limits = {
    register: perEmailLimit(app.db, 'register', 5, 3600),
    forgot: perEmailLimit(app.db, 'forgot-password', 5, 3600),
    verify: perEmailLimit(app.db, 'verify-code', 10, 900),
  };

  return handlersFor(accountEndpoints, {
    register: withOptions(async ({ db, body, request, reply }) => {
      const email = normaliseEmail(body.email);
      await limits.register(email, reply);
      const details = {
        full_name: body.full_name,
        email,
        role: 'CLIENT' as const,
        password: body.password,
        is_active: true,
        languages: [],
      };
      const user = await createUser(db, details, undefined, body.language ?? null);
      return signInAnswer(request, reply, user);
    }, perAddress),

    forgotPassword: withOptions(async ({ db, body, reply }) => {
      const started = Date.now();
      const email = normaliseEmail(body.email);
      await limits.forgot(email, reply);
      const user = await findUserByEmail(db, email);
      if (user?.isActive) {
        const code = await issueResetCode(db, config.jwtSecret, user.id, app.clock());
        // Delivered after the answer, so a slow mail server does not tell who has an account.
        void mailer.send(resetCodeEmail(user.email, user.fullName, code, languageFor(user, body.language)));
      } else {
        decoyResetCode(config.jwtSecret);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, FORGOT_ANSWER_FLOOR_MS - (Date.now() - started))));
      return { detail: 'If an account exists for this e-mail, a code is on its way.' };
    }, perAddress),

    verifyCode: withOptions(async ({ db, body, request, reply }) => {
      const email = normaliseEmail(body.email);
      await limits.verify(email, reply);
      const user = await findUserByEmail(db, email);
      // Hashed first, whatever the code: an unknown e-mail costs the same time as a known one.
      const passwordHash = await hashPassword(body.new_password);
      if (!user?.isActive) throw fieldError('code', 'code_invalid');
      // A wrong try must count even though the call fails: the check commits, then we refuse.
      const outcome = await db.transaction(async (tx) => {
        const check = await checkResetCode(tx, config.jwtSecret, user.id, body.code, app.clock());
        if (check === 'right') {
          await tx.update(users).set({ passwordHash, updatedAt: app.clock() }).where(eq(users.id, user.id));
          await endSessionsOfUser(tx, user.id, 'password_reset');
        }
        return check;
      });
      if (outcome === 'expired') throw fieldError('code', 'code_expired');
      if (outcome === 'used_up') throw fieldError('code', 'code_used_up');
      if (outcome !== 'right') throw fieldError('code', 'code_invalid');
      return signInAnswer(request, reply, user);
    }, perAddress),

    profile: async ({ user }) => toUserDto(user),

    updateProfile: upload({
      place: publicImagePlace,
      handler: async ({ db, body, files, user }) => {
        const avatar = avatarUrl(files.avatar) ?? (body.remove_avatar ? null : user.avatar);
        const [updated] = await db
          .update(users)
          .set({ fullName: body.full_name, preferredLanguage: body.preferred_language, avatar, updatedAt: app.clock() })
          .where(eq(users.id, user.id))
          .returning();
        if (avatar !== user.avatar) await removeMedia(app.storage, user.avatar);
        return toUserDto(updated!);
      },
    }),

    changePassword: withOptions(async ({ db, body, user, request }) => {
      if (!(await verifyPassword(user.passwordHash, body.current_password))) throw fieldError('current_password', 'wrong_password');
      const passwordHash = await hashPassword(body.new_password);
      const keep = await currentSession(request, user);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: app.clock() }).where(eq(users.id, user.id));
        await endSessionsOfUser(tx, user.id, 'password_changed', keep);
      });
      return { detail: 'Password changed.' };
    }, perAddress),

    signOutOthers: async ({ db, user, request }) => ({
      ended: await endSessionsOfUser(db, user.id, 'signed_out_elsewhere', await currentSession(request, user)),
    }),
  });
}
