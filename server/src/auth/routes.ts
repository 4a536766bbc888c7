import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '@/api/contract/auth';
import { handlersFor, withOptions } from '@server/src/http/endpoints';
import { unauthorized } from '@server/src/http/http-errors';
import { refuseForSeconds } from '@server/src/limits/too-many';
import { findUserByEmail, normaliseEmail, toUserDto } from '@server/src/users/queries';
import { verifyPassword } from '@server/src/users/passwords';
import { assertXsrf, clearSessionCookies, refreshTokenOf, setSessionCookies } from './cookies';
import { loginFailureLimits } from './login-failures';
import { endSessionOf, rotateRefreshToken } from './refresh-sessions';
import { signInOrChallenge } from './sign-in';
import { recordAudit } from '@server/src/audit/record';
import { readiness } from '@server/src/http/readiness';

const SESSION_ENDED = {
  unknown: 'session_expired',
  expired: 'session_expired',
  revoked: 'session_revoked',
  reused: 'session_revoked',
  inactive: 'inactive_account',
} as const;

/** Sign-in, token refresh, sign-out, the current user, and the health check. */
export function authHandlers(app: FastifyInstance) {
  const { config, accessTokens } = app;
  const failures = loginFailureLimits(app.db, {
    maxFailures: config.login.maxFailures,
    maxFailuresPerEmail: config.login.maxFailuresPerEmail,
    windowSeconds: config.login.failureWindowSeconds,
  });

  return handlersFor(authEndpoints, {
    health: async () => ({ status: 'ok' as const }),
    ready: async ({ db }) => readiness(db, app),

    login: withOptions(
      async ({ body, db, request, reply }) => {
        const email = normaliseEmail(body.email);
        const wait = await failures.reserve(email, request.ip);
        if (wait > 0) refuseForSeconds(reply, wait, 'Too many failed sign-in attempts. Try again later.');
        const user = await findUserByEmail(db, email);
        const valid = await verifyPassword(user?.passwordHash, body.password);
        // The attempt was counted as a failure before the comparison: a wrong password leaves it so.
        if (!user || !valid) {
          await recordAudit(db, request, { action: 'sign_in_failed', actor: { id: user?.id ?? null, email } });
          throw unauthorized('No active account found with the given credentials.', 'invalid_credentials');
        }
        await failures.clear(email, request.ip);
        if (!user.isActive) {
          await recordAudit(db, request, { action: 'sign_in_failed', actor: user, details: { reason: 'deactivated' } });
          // Said only to someone who proved the password, so it reveals nothing to a guesser.
          throw unauthorized('This account is deactivated.', 'inactive_account');
        }
        const answer = await signInOrChallenge(request, reply, user);
        // With two-step sign-in, the sign-in is recorded when its code is right (two-step/routes.ts).
        if ('access' in answer) await recordAudit(db, request, { action: 'sign_in', actor: user });
        return answer;
      },
      { config: { rateLimit: { max: config.login.ratePerMinute, timeWindow: '1 minute' } } },
    ),

    refresh: async ({ db, request, reply }) => {
      const presented = refreshTokenOf(request);
      if (!presented) throw unauthorized('No refresh session.', 'session_expired');
      assertXsrf(request);
      const result = await rotateRefreshToken(db, presented, {
        secret: config.jwtSecret,
        graceSeconds: config.refreshReuseGraceSeconds,
        ttlDays: config.refreshTokenTtlDays,
        now: app.clock(),
      });
      if (!result.ok) {
        clearSessionCookies(reply);
        if (result.reason === 'reused') request.log.warn('refresh token reuse detected; session revoked');
        throw unauthorized('The session has ended. Please sign in again.', SESSION_ENDED[result.reason]);
      }
      setSessionCookies(reply, config, result.refreshToken);
      return { access: await accessTokens.sign(result.user, result.sessionId) };
    },

    logout: async ({ db, request, reply }) => {
      const presented = refreshTokenOf(request);
      if (presented) {
        assertXsrf(request);
        await endSessionOf(db, presented);
      }
      clearSessionCookies(reply);
      return { detail: 'Signed out.' };
    },

    me: async ({ user }) => toUserDto(user),
  });
}
