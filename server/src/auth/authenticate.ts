import type { FastifyRequest } from 'fastify';
import type { UserRow } from '@server/db/schema';
import { unauthorized } from '@server/src/http/http-errors';
import { findUserById } from '@server/src/users/queries';

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** The active user a request's access token names, or a 401. */
export async function authenticate(request: FastifyRequest): Promise<UserRow> {
  const token = bearerOf(request);
  if (!token) throw unauthorized('Authentication credentials were not provided.');
  const verified = await request.server.accessTokens.verify(token);
  if ('error' in verified) throw unauthorized('Access token is invalid or expired.', 'token_invalid');
  const user = await findUserById(request.server.db, verified.userId);
  if (!user || !user.isActive) throw unauthorized('Access token is invalid or expired.', 'token_invalid');
  return user;
}

/** The user the access guard admitted. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized('Authentication credentials were not provided.');
  return request.user;
}
