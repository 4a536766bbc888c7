import type { FastifyRequest } from 'fastify';
import type { UserRow } from '@server/db/schema';
import { unauthorized } from '@server/src/http/http-errors';
import { activeUserOfSession } from './refresh-sessions';
import type { TokenHolder } from './access-tokens';

/** The token each authenticated request came with: its session and when it expires. */
const tokenOfRequest = new WeakMap<FastifyRequest, TokenHolder>();

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * The active user a request's access token names, or a 401. The token's session must still live:
 * a token issued before a sign-out, a new password, a deactivation or "sign out of other devices"
 * is refused at once rather than when it expires.
 */
export async function authenticate(request: FastifyRequest): Promise<UserRow> {
  const token = bearerOf(request);
  if (!token) throw unauthorized('Authentication credentials were not provided.');
  const verified = await request.server.accessTokens.verify(token);
  if ('error' in verified) throw unauthorized('Access token is invalid or expired.', 'token_invalid');
  const { db, clock } = request.server;
  const user = await activeUserOfSession(db, verified.userId, verified.sessionId, clock());
  if (!user) throw unauthorized('Access token is invalid or expired.', 'token_invalid');
  tokenOfRequest.set(request, verified);
  return user;
}

/** The user the access guard admitted. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized('Authentication credentials were not provided.');
  return request.user;
}

/** The session the admitted request's access token belongs to. */
export function currentSessionId(request: FastifyRequest): string {
  return currentToken(request).sessionId;
}

/** The admitted request's access token: its session, and when it expires (a live stream ends then). */
export function currentToken(request: FastifyRequest): TokenHolder {
  const token = tokenOfRequest.get(request);
  if (!token) throw unauthorized('Authentication credentials were not provided.');
  return token;
}
