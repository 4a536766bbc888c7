import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { twoStepEndpoints } from '@/api/contract/two-step';
import { TWO_STEP_CHALLENGE_TTL_SECONDS, TWO_STEP_TRIES } from '@/api/contract/two-step-values';
import { outranks } from '@/api/contract/roles';
import type { Db } from '@server/db/client';
import { securitySettings, users, type UserRow } from '@server/db/schema';
import { accountChangeEmail, emailLanguageOf, type AccountChange } from '@server/src/account/emails';
import { recordAudit } from '@server/src/audit/record';
import { userTarget } from '@server/src/audit/user-changes';
import { handlersFor, withOptions } from '@server/src/http/endpoints';
import { fieldError, unauthorized } from '@server/src/http/http-errors';
import { countAgainst, sharedLimiter } from '@server/src/limits/shared-limiter';
import { refuseForSeconds } from '@server/src/limits/too-many';
import { findUserById, toUserDto } from '@server/src/users/queries';
import { manageableUser } from '@server/src/users/routes';
import { verifyPassword } from '@server/src/users/passwords';
import type { Challenge } from './challenges';
import { isTwoStepRequired, readSecuritySettings } from './policy';
import { unusedRecoveryCodes, replaceRecoveryCodes, useRecoveryCode } from './recovery-codes';
import { signInAnswer } from '@server/src/auth/sign-in';
import { turnOffTwoStep, turnOnTwoStep } from './switch';
import { acceptedTimeStep, newTotpSecret, totpSetup } from './totp';

type TwoStepChange = Extract<AccountChange, { kind: 'two_step' }>['change'];

const expired = () => unauthorized('The sign-in took too long. Sign in again.', 'two_step_expired');

/** The person a challenge was made for, while they are still as they were then; else the sign-in starts again. */
async function challengedUser(db: Db, request: FastifyRequest, challenge: Challenge | undefined): Promise<UserRow> {
  const user = challenge && (await findUserById(db, challenge.userId));
  if (!challenge || !user?.isActive || !request.server.twoStep.challenges.stillValidFor(challenge, user)) throw expired();
  return user;
}

/**
 * Takes an app's code for the person with two-step on: the step is stored in the same statement
 * that checks it is newer than the last, so two requests with one code cannot both pass.
 */
async function takeCode(db: Db, request: FastifyRequest, user: UserRow, code: string): Promise<boolean> {
  const secret = user.twoStepSecret && request.server.twoStep.secrets.open(user.twoStepSecret);
  if (!secret) return false;
  const step = await acceptedTimeStep(secret, code, request.server.clock(), user.twoStepLastStep);
  if (step === null) return false;
  const taken = await db
    .update(users)
    .set({ twoStepLastStep: step })
    .where(sql`${users.id} = ${user.id} and coalesce(${users.twoStepLastStep}, -1) < ${step}`)
    .returning({ id: users.id });
  return taken.length > 0;
}

async function requirePassword(user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) throw fieldError('password', 'wrong_password');
}

/** Two-step sign-in: the code at sign-in, the person's own setup, a manager's reset, and the CEO's rule. */
export function twoStepHandlers(app: FastifyInstance) {
  const { twoStep, mailer, clock } = app;
  const tries = sharedLimiter(app.db, { name: 'two-step-codes', points: TWO_STEP_TRIES, windowSeconds: TWO_STEP_CHALLENGE_TTL_SECONDS });
  const tell = (user: UserRow, change: TwoStepChange) =>
    mailer.send(accountChangeEmail(user.email, user.fullName, { kind: 'two_step', change }, emailLanguageOf(user)));

  return handlersFor(twoStepEndpoints, {
    signIn: withOptions(
      async ({ db, body, request, reply }) => {
        const challenge = await twoStep.challenges.read(body.challenge, ['code', 'setup']);
        const user = await challengedUser(db, request, challenge);
        const wait = await countAgainst(tries, String(user.id));
        if (wait > 0) refuseForSeconds(reply, wait, 'Too many wrong codes. Sign in again later.');
        const failed = async (field: 'code' | 'recovery_code', code: string) => {
          await recordAudit(db, request, {
            action: 'sign_in_failed',
            actor: user,
            details: { reason: field === 'code' ? 'two_step_code' : 'recovery_code' },
          });
          throw fieldError(field, code);
        };

        if (challenge!.kind === 'setup') {
          // Setting the app up: the code proves it, then two-step is on and the session starts.
          if (!body.code || !challenge!.secret) return failed('code', 'two_step_code_invalid');
          const step = await acceptedTimeStep(challenge!.secret, body.code, clock(), null);
          if (step === null) return failed('code', 'two_step_code_invalid');
          const recoveryCodes = await turnOnTwoStep(db, request, user, challenge!.secret, step);
          await tell(user, 'on');
          await recordAudit(db, request, { action: 'sign_in', actor: user, details: { two_step: 'set_up' } });
          return { ...(await signInAnswer(request, reply, user)), recovery_codes: recoveryCodes };
        }

        if (body.code !== undefined) {
          if (!(await takeCode(db, request, user, body.code))) return failed('code', 'two_step_code_invalid');
        } else if (!(await useRecoveryCode(db, user.id, body.recovery_code!, clock()))) {
          return failed('recovery_code', 'recovery_code_invalid');
        }
        await recordAudit(db, request, {
          action: 'sign_in',
          actor: user,
          details: { two_step: body.code !== undefined ? 'app' : 'recovery_code' },
        });
        return signInAnswer(request, reply, user);
      },
      { config: { rateLimit: { max: app.config.login.ratePerMinute, timeWindow: '1 minute' } } },
    ),

    status: async ({ db, user }) => ({
      enabled: user.twoStepEnabledAt !== null,
      enabled_at: user.twoStepEnabledAt?.toISOString() ?? null,
      recovery_codes_left: user.twoStepEnabledAt ? await unusedRecoveryCodes(db, user.id) : 0,
      required: await isTwoStepRequired(db, user),
    }),

    startSetup: async ({ body, user }) => {
      await requirePassword(user, body.password);
      const secret = newTotpSecret();
      return { ...(await totpSetup(secret, user.email)), setup_token: await twoStep.challenges.issue(user, 'account-setup', secret) };
    },

    enable: async ({ db, body, user, request }) => {
      const challenge = await twoStep.challenges.read(body.setup_token, ['account-setup']);
      // Another person's token, or one made before a change to the account (two-step turned on meanwhile).
      if (!challenge?.secret || challenge.userId !== user.id || !twoStep.challenges.stillValidFor(challenge, user))
        throw fieldError('setup_token', 'invalid');
      const step = await acceptedTimeStep(challenge.secret, body.code, clock(), null);
      if (step === null) throw fieldError('code', 'two_step_code_invalid');
      const recoveryCodes = await turnOnTwoStep(db, request, user, challenge.secret, step);
      await tell(user, 'on');
      return { recovery_codes: recoveryCodes };
    },

    disable: async ({ db, body, user, request }) => {
      await requirePassword(user, body.password);
      if (await isTwoStepRequired(db, user)) throw fieldError('non_field_errors', 'two_step_required');
      if (!user.twoStepEnabledAt) return { detail: 'Two-step sign-in is off.' };
      await db.transaction(async (tx) => {
        await turnOffTwoStep(tx, user.id, clock());
        await recordAudit(tx, request, { action: 'two_step_changed', target: userTarget(user), details: { enabled: false } });
      });
      await tell(user, 'off');
      return { detail: 'Two-step sign-in is off.' };
    },

    renewRecoveryCodes: async ({ db, body, user, request }) => {
      await requirePassword(user, body.password);
      if (!user.twoStepEnabledAt) throw fieldError('non_field_errors', 'two_step_off');
      const recoveryCodes = await db.transaction(async (tx) => {
        const codes = await replaceRecoveryCodes(tx, user.id);
        await recordAudit(tx, request, { action: 'two_step_changed', target: userTarget(user), details: { recovery_codes: 'renewed' } });
        return codes;
      });
      await tell(user, 'recovery_codes');
      return { recovery_codes: recoveryCodes };
    },

    resetForUser: async ({ db, params, user, request }) => {
      const target = await manageableUser(db, user, params.id);
      if (target.id === user.id || !outranks(user.role, target.role)) throw fieldError('non_field_errors', 'outrank_needed');
      if (!target.twoStepEnabledAt) return toUserDto(target);
      await db.transaction(async (tx) => {
        await turnOffTwoStep(tx, target.id, clock());
        await recordAudit(tx, request, {
          action: 'two_step_changed',
          target: userTarget(target),
          details: { enabled: false, by_manager: true },
        });
      });
      await tell(target, 'off_by_manager');
      return toUserDto((await findUserById(db, target.id))!);
    },

    securitySettings: async ({ db }) => {
      const settings = await readSecuritySettings(db);
      return { two_step_required_for_staff: settings.twoStepRequiredForStaff };
    },

    updateSecuritySettings: async ({ db, body, request }) => {
      const required = body.two_step_required_for_staff;
      await db.transaction(async (tx) => {
        await tx
          .insert(securitySettings)
          .values({ id: true, twoStepRequiredForStaff: required, updatedAt: clock() })
          .onConflictDoUpdate({ target: securitySettings.id, set: { twoStepRequiredForStaff: required, updatedAt: clock() } });
        await recordAudit(tx, request, { action: 'sign_in_rules_changed', details: { two_step_required_for_staff: required } });
      });
      return { two_step_required_for_staff: required };
    },
  });
}
