import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '@server/db/schema';
import { setSessionCookies } from './cookies';
import { startSession } from './refresh-sessions';

/**
 * Signs a person in on this browser: a new session, its refresh and XSRF cookies, and the access
 * token the answer carries. Sign-in, sign-up and a password reset all end this way.
 */
export async function signInAnswer(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<{ access: string }> {
  const { config, db, accessTokens, clock } = request.server;
  const { sessionId, refreshToken } = await startSession(db, user.id, {
    ttlDays: config.refreshTokenTtlDays,
    now: clock(),
    userAgent: request.headers['user-agent'],
  });
  setSessionCookies(reply, config, refreshToken);
  return { access: await accessTokens.sign(user, sessionId) };
}
