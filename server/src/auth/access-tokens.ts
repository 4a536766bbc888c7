import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';
import type { AccessClaims } from '@/api/contract/auth';
import type { UserRow } from '@server/db/schema';

const ISSUER = 'lato';
const ALGORITHM = 'HS256';
/** Tokens whose signature was checked, kept until they expire: enough for every signed-in tab. */
const VERIFIED_TOKENS_KEPT = 10_000;
/** Session ids are the refresh_sessions table's UUIDs; anything else never reaches the database. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whom a valid token names: the user, and the sign-in session it was issued to. */
export interface TokenHolder {
  userId: number;
  sessionId: string;
  /** When the token stops being valid, in seconds since 1970 (its `exp`). */
  expiresAt: number;
}

export interface AccessTokenSigner {
  /** A token for `user` in session `sessionId`: it is good only while that session lives. */
  sign(user: UserRow, sessionId: string): Promise<string>;
  /** Whom a valid token names, or a reason it is not valid. */
  verify(token: string): Promise<TokenHolder | { error: 'expired' | 'invalid' }>;
}

export function createAccessTokenSigner(secret: string, ttlSeconds: number): AccessTokenSigner {
  const key = new TextEncoder().encode(secret);
  // Checking the signature was a sixth of a light read's server time under load. A token's
  // signature and claims never change, so a token seen valid stays valid until it expires; whether
  // its session still lives is asked on every request (authenticate.ts).
  const verified = new LRUCache<string, TokenHolder>({ max: VERIFIED_TOKENS_KEPT });
  return {
    async sign(user, sessionId) {
      const claims: Omit<AccessClaims, 'exp'> = {
        user_id: user.id,
        full_name: user.fullName,
        email: user.email,
        role: user.role,
        sid: sessionId,
      };
      return new SignJWT({ ...claims, token_type: 'access' })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    async verify(token) {
      const seen = verified.get(token);
      if (seen) {
        // The same rule as jose's: a token is expired from its `exp` second on.
        if (Math.floor(Date.now() / 1000) < seen.expiresAt) return seen;
        verified.delete(token);
        return { error: 'expired' };
      }
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: [ALGORITHM] });
        const { token_type, user_id, sid, exp } = payload;
        if (
          token_type !== 'access' ||
          typeof user_id !== 'number' ||
          typeof exp !== 'number' ||
          typeof sid !== 'string' ||
          !SESSION_ID.test(sid)
        ) {
          return { error: 'invalid' };
        }
        const holder = { userId: user_id, sessionId: sid, expiresAt: exp };
        verified.set(token, holder);
        return holder;
      } catch (error) {
        return { error: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
