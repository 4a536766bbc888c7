import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { isAllowed, type Role } from '@/api/contract/roles';
import type { UserRow } from '@server/db/schema';
import { forbidden, unauthorized } from '@server/src/http-errors';
import { findUserById } from '@server/src/users/queries';

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * A pre-handler admitting a request with a valid access token of an active user, and, when roles
 * are given, only those roles (the table in src/api/contract/roles.ts).
 */
export function requireUser(roles: readonly Role[] = []): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = bearerOf(request);
    if (!token) throw unauthorized('Authentication credentials were not provided.');
    const verified = await request.server.accessTokens.verify(token);
    if ('error' in verified) throw unauthorized('Access token is invalid or expired.', 'token_invalid');
    const user = await findUserById(request.server.db, verified.userId);
    if (!user || !user.isActive) throw unauthorized('Access token is invalid or expired.', 'token_invalid');
    if (!isAllowed(user.role, roles)) throw forbidden();
    request.user = user;
  };
}

/** The user a `requireUser` pre-handler admitted. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized('Authentication credentials were not provided.');
  return request.user;
}
