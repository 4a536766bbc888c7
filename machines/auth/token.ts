import { jwtDecode } from 'jwt-decode';
import type { AccessClaims } from '@/api/contract/auth';
import { ROLES } from '@/api/contract/roles';

/** Refresh 60 s before the access token's exp, never with a negative delay. */
export const REFRESH_LEAD_MS = 60_000;

const isWhole = (value: unknown): value is number => Number.isInteger(value);

/**
 * The claims the contract's accessClaimsSchema describes, checked by hand: the token is read on
 * the sign-in path, which does not load zod.
 */
function readClaims(payload: unknown): AccessClaims | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { user_id, full_name, email, role, exp, iat } = payload as Record<string, unknown>;
  const roleKnown = role === null || ROLES.some((known) => known === role);
  if (!isWhole(user_id) || typeof full_name !== 'string' || typeof email !== 'string' || !roleKnown) return null;
  if (typeof exp !== 'number' || (iat !== undefined && typeof iat !== 'number')) return null;
  return { user_id, full_name, email, role: role as AccessClaims['role'], exp, ...(iat !== undefined && { iat }) };
}

/** The claims of a well-formed access token, or null for anything else. */
export function claimsOf(token: unknown): AccessClaims | null {
  if (typeof token !== 'string' || token === '') return null;
  try {
    return readClaims(jwtDecode(token));
  } catch {
    return null;
  }
}

/**
 * How long after receiving a token to refresh it. With `iat`, the token's own lifetime
 * (exp − iat, both in the server's clock) is used, so a client clock that is off by minutes
 * neither refreshes in a loop nor lets the token lapse; without it, exp against the local clock.
 */
export function refreshDelayMs(token: string | null, now: number = Date.now()): number {
  const claims = claimsOf(token);
  if (!claims) return 0;
  const remaining = claims.iat === undefined ? claims.exp * 1000 - now : (claims.exp - claims.iat) * 1000;
  return Math.max(0, remaining - REFRESH_LEAD_MS);
}
