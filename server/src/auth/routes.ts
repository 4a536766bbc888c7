import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '@/api/contract/auth';
import { handlersFor, withOptions } from '@server/src/http/endpoints';
import { tooManyRequests, unauthorized } from '@server/src/http/http-errors';
import { findUserByEmail, normaliseEmail, toUserDto } from '@server/src/users/queries';
import { verifyPassword } from '@server/src/users/passwords';
import { assertXsrf, clearSessionCookies, refreshTokenOf, setSessionCookies } from './cookies';
import { loginFailureCounter } from './login-failures';
import { endSessionOf, rotateRefreshToken } from './refresh-sessions';
import { signInAnswer } from './sign-in';

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
  const failures = loginFailureCounter(
    {
      maxFailures: config.login.maxFailures,
      maxFailuresPerEmail: config.login.maxFailuresPerEmail,
      windowSeconds: config.login.failureWindowSeconds,
    },
    app.clock,
  );

  return handlersFor(authEndpoints, {
    health: async () => ({ status: 'ok' as const }),

    login: withOptions(
      async ({ body, db, request, reply }) => {
        const email = normaliseEmail(body.email);
        const wait = await failures.retryAfter(db, email, request.ip);
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          throw tooManyRequests('Too many failed sign-in attempts. Try again later.');
        }
        const user = await findUserByEmail(db, email);
        const valid = await verifyPassword(user?.passwordHash, body.password);
        if (!user || !valid) {
          await failures.fail(db, email, request.ip);
          throw unauthorized('No active account found with the given credentials.', 'invalid_credentials');
        }
        if (!user.isActive) {
          // Said only to someone who proved the password, so it reveals nothing to a guesser.
          throw unauthorized('This account is deactivated.', 'inactive_account');
        }
        await failures.succeed(db, email, request.ip);
        return signInAnswer(request, reply, user);
      },
      { config: { rateLimit: { max: config.login.ratePerMinute, timeWindow: '1 minute' } } },
    ),

    refresh: async ({ db, request, reply }) => {
      const presented = refreshTokenOf(request);
      if (!presented) throw unauthorized('No refresh session.', 'session_expired');
      assertXsrf(request);
      const result = await rotateRefreshToken(db, presented, { secret: config.jwtSecret, graceSeconds: config.refreshReuseGraceSeconds });
      if (!result.ok) {
        clearSessionCookies(reply);
        if (result.reason === 'reused') request.log.warn('refresh token reuse detected; session revoked');
        throw unauthorized('The session has ended. Please sign in again.', SESSION_ENDED[result.reason]);
      }
      setSessionCookies(reply, config, result.refreshToken);
      return { access: await accessTokens.sign(result.user) };
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
