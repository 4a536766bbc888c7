import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignInAnswer } from '@/api/contract/auth';
import type { UserRow } from '@server/db/schema';
import { mergeVisitorCart } from '@server/src/shop/checkout/cart-store';
import { setSessionCookies } from './cookies';
import { startSession } from './refresh-sessions';
import { isTwoStepRequired } from './two-step/policy';
import { newTotpSecret, totpSetup } from './two-step/totp';

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
  // What this browser put in its cart before signing in (or up) is now the person's.
  await mergeVisitorCart(db, request, reply, user.id);
  return { access: await accessTokens.sign(user, sessionId) };
}

/**
 * What every call that proves a person's password answers (sign-in, a password reset, an accepted
 * invitation): a session, or, when the account has two-step sign-in or must set it up, the
 * challenge that leads to one.
 */
export async function signInOrChallenge(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<SignInAnswer> {
  const { db, twoStep } = request.server;
  if (user.twoStepEnabledAt) return { two_step: 'code', challenge: await twoStep.challenges.issue(user, 'code') };
  if (!(await isTwoStepRequired(db, user))) return signInAnswer(request, reply, user);
  // Required of them and not set up yet: they add the app now, before their first session.
  const secret = newTotpSecret();
  return {
    two_step: 'setup',
    challenge: await twoStep.challenges.issue(user, 'setup', secret),
    setup: await totpSetup(secret, user.email),
  };
}
