import { jwtDecode } from 'jwt-decode';
import { accessClaimsSchema, type AccessClaims } from '@/api/contract/auth';

/** Refresh 60 s before the access token's exp, never with a negative delay. */
export const REFRESH_LEAD_MS = 60_000;

/** The claims of a well-formed access token, or null for anything else. */
export function claimsOf(token: unknown): AccessClaims | null {
  if (typeof token !== 'string' || token === '') return null;
  try {
    const parsed = accessClaimsSchema.safeParse(jwtDecode(token));
    return parsed.success ? parsed.data : null;
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
