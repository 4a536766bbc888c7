import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '@/api/contract/account';
import { users } from '@server/db/schema';
import { publishUser } from '@server/src/users/user-events';
import { currentSessionId } from '@server/src/auth/authenticate';
import { endSessionsOfUser } from '@server/src/auth/refresh-sessions';
import { signInAnswer, signInOrChallenge } from '@server/src/auth/sign-in';
import { handlersFor, upload, withOptions } from '@server/src/http/endpoints';
import { fieldError } from '@server/src/http/http-errors';
import { publicImagePlace, removeMedia } from '@server/src/files/media';
import { hashPassword, verifyPassword } from '@server/src/users/passwords';
import { findUserByEmail, insertUsers, normaliseEmail, toUserDto } from '@server/src/users/queries';
import { avatarUrl } from '@server/src/users/write-users';
import { perEmailLimit } from './attempts';
import { accountChangeEmail, addressTakenEmail, emailLanguageOf, resetCodeEmail, signUpCodeEmail } from './emails';
import { checkSignUpCode, startSignUp } from './sign-ups';
import { recordAudit } from '@server/src/audit/record';
import { userTarget } from '@server/src/audit/user-changes';
import { checkDecoyResetCode, issueDecoyResetCode } from './decoy-reset-codes';
import { checkResetCode, issueResetCode } from './reset-codes';
import type { CodeCheck } from './code-verdicts';
import { ownOrganisationOf } from '@server/src/organisations/organisation-rows';

/** Sign-up and forgot-password answer no sooner than this, whether or not the e-mail has an account. */
const ANSWER_FLOOR_MS = 300;
const answerNoSoonerThan = (started: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, ANSWER_FLOOR_MS - (Date.now() - started))));

/** The refusal of a code that did not work: the same for a real code and a pretend one. */
function refuseCode(outcome: Exclude<CodeCheck, 'right'>): never {
  if (outcome === 'expired') throw fieldError('code', 'code_expired');
  if (outcome === 'used_up') throw fieldError('code', 'code_used_up');
  throw fieldError('code', 'code_invalid');
}

/** Sign-up, password reset by code, and each person's own profile, password and sessions. */
export function accountHandlers(app: FastifyInstance) {
  const { config, mailer } = app;
  const perAddress = { config: { rateLimit: { max: config.accountRatePerMinute, timeWindow: '1 minute' } } };
  const limits = {
    register: perEmailLimit(app.db, 'register', 5, 3600),
    forgot: perEmailLimit(app.db, 'forgot-password', 5, 3600),
    verify: perEmailLimit(app.db, 'verify-code', 10, 900),
    confirm: perEmailLimit(app.db, 'confirm-sign-up', 10, 900),
  };

  return handlersFor(accountEndpoints, {
    register: withOptions(async ({ db, body, reply }) => {
      const started = Date.now();
      const email = normaliseEmail(body.email);
      await limits.register(email, reply);
      const passwordHash = await hashPassword(body.password);
      const details = { email, fullName: body.full_name, passwordHash, language: body.language ?? null, campaign: body.campaign ?? null };
      // A sign-up for every address, taken or not, so that its tries answer alike (sign-ups.ts).
      const code = await startSignUp(db, config.jwtSecret, details, app.clock());
      const owner = await findUserByEmail(db, email);
      void mailer.send(
        owner
          ? addressTakenEmail(owner.email, owner.fullName, emailLanguageOf(owner, body.language))
          : signUpCodeEmail(email, body.full_name, code, body.language ?? 'en'),
      );
      await answerNoSoonerThan(started);
      return { detail: 'If this e-mail can be used, a code is on its way.' };
    }, perAddress),

    confirmSignUp: withOptions(async ({ db, body, request, reply }) => {
      const email = normaliseEmail(body.email);
      await limits.confirm(email, reply);
      // A wrong try must count even though the call fails: the check commits, then we refuse.
      const outcome = await db.transaction(async (tx) => {
        const check = await checkSignUpCode(tx, config.jwtSecret, email, body.code, app.clock());
        if (check.outcome !== 'right') return check.outcome;
        // An address with an account (or one taken since) gets no second one: its code was never sent.
        if (await findUserByEmail(tx, email)) return 'wrong';
        const { fullName, passwordHash, language, campaign } = check.details;
        const preferredLanguage = language === 'es' || language === 'en' ? language : null;
        const [user] = await insertUsers(tx, [
          { email, fullName, passwordHash, role: 'CLIENT', preferredLanguage, signUpCampaign: campaign },
        ]);
        await recordAudit(tx, request, {
          action: 'user_created',
          actor: user!,
          target: userTarget(user!),
          details: { role: 'CLIENT', by: 'sign-up' },
        });
        // Signing up opens a business with its owner; people invited join one instead (organisations/routes.ts).
        await ownOrganisationOf(tx, user!);
        return user!;
      });
      if (typeof outcome === 'string') refuseCode(outcome);
      return signInAnswer(request, reply, outcome);
    }, perAddress),

    forgotPassword: withOptions(async ({ db, body, reply }) => {
      const started = Date.now();
      const email = normaliseEmail(body.email);
      await limits.forgot(email, reply);
      const user = await findUserByEmail(db, email);
      if (user?.isActive) {
        const code = await issueResetCode(db, config.jwtSecret, user.id, app.clock());
        // Delivered after the answer, so a slow mail server does not tell who has an account.
        void mailer.send(resetCodeEmail(user.email, user.fullName, code, emailLanguageOf(user, body.language)));
      } else {
        await issueDecoyResetCode(db, config.jwtSecret, email, app.clock());
      }
      await answerNoSoonerThan(started);
      return { detail: 'If an account exists for this e-mail, a code is on its way.' };
    }, perAddress),

    verifyCode: withOptions(async ({ db, body, request, reply }) => {
      const email = normaliseEmail(body.email);
      await limits.verify(email, reply);
      const user = await findUserByEmail(db, email);
      // Hashed first, whatever the code: an unknown e-mail costs the same time as a known one.
      const passwordHash = await hashPassword(body.new_password);
      // Without an active account, a pretend code answers tries as a real one would.
      if (!user?.isActive) refuseCode(await checkDecoyResetCode(db, email, app.clock()));
      // A wrong try must count even though the call fails: the check commits, then we refuse.
      const outcome = await db.transaction(async (tx) => {
        const check = await checkResetCode(tx, config.jwtSecret, user.id, body.code, app.clock());
        if (check === 'right') {
          await tx.update(users).set({ passwordHash, updatedAt: app.clock() }).where(eq(users.id, user.id));
          await endSessionsOfUser(tx, user.id, 'password_reset');
          await recordAudit(tx, request, { action: 'password_reset', actor: user, target: userTarget(user) });
        }
        return check;
      });
      if (outcome !== 'right') refuseCode(outcome);
      await mailer.send(accountChangeEmail(user.email, user.fullName, { kind: 'password' }, emailLanguageOf(user)));
      // A new password is one step: an account with two-step sign-in still asks for its code.
      return signInOrChallenge(request, reply, { ...user, passwordHash });
    }, perAddress),

    profile: async ({ user }) => toUserDto(user),

    updateProfile: upload({
      place: publicImagePlace,
      handler: async ({ db, body, files, user }) => {
        const avatar = avatarUrl(files.avatar) ?? (body.remove_avatar ? null : user.avatar);
        const updated = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(users)
            .set({ fullName: body.full_name, preferredLanguage: body.preferred_language, avatar, updatedAt: app.clock() })
            .where(eq(users.id, user.id))
            .returning();
          // The users list shows the name and picture.
          await publishUser(tx, user.id);
          return row;
        });
        if (avatar !== user.avatar) await removeMedia(app.storage, user.avatar);
        return toUserDto(updated!);
      },
    }),

    updateLanguage: async ({ db, body, user }) => {
      const [updated] = await db
        .update(users)
        .set({ preferredLanguage: body.preferred_language, updatedAt: app.clock() })
        .where(eq(users.id, user.id))
        .returning();
      return toUserDto(updated!);
    },

    changePassword: withOptions(async ({ db, body, user, request }) => {
      if (!(await verifyPassword(user.passwordHash, body.current_password))) throw fieldError('current_password', 'wrong_password');
      const passwordHash = await hashPassword(body.new_password);
      // The session the change is made from stays signed in.
      const keep = currentSessionId(request);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: app.clock() }).where(eq(users.id, user.id));
        await endSessionsOfUser(tx, user.id, 'password_changed', keep);
        await recordAudit(tx, request, { action: 'password_changed', target: userTarget(user) });
      });
      await mailer.send(accountChangeEmail(user.email, user.fullName, { kind: 'password' }, emailLanguageOf(user)));
      return { detail: 'Password changed.' };
    }, perAddress),

    signOutOthers: async ({ db, user, request }) =>
      db.transaction(async (tx) => {
        const ended = await endSessionsOfUser(tx, user.id, 'signed_out_elsewhere', currentSessionId(request));
        await recordAudit(tx, request, { action: 'sessions_ended', target: userTarget(user), details: { ended } });
        return { ended };
      }),
  });
}
