import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';
import type { AccessClaims } from '@/api/contract/auth';
import type { UserRow } from '@server/db/schema';

const ISSUER = 'lato';
const ALGORITHM = 'HS256';
/** Tokens whose signature was checked, kept until they expire: enough for every signed-in tab. */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface AccessTokenSigner {
  sign(user: UserRow): Promise<string>;
  /** The user id of a valid token, or a reason it is not valid. */
  verify(token: string): Promise<{ userId: number } | { error: 'expired' | 'invalid' }>;
}

export function createAccessTokenSigner(secret: string, ttlSeconds: number): AccessTokenSigner {
  const key = new TextEncoder().encode(secret);
  // Checking the signature was a sixth of a light read's server time under load. A token's
  // signature and claims never change, so a token seen valid stays valid until it expires.
  const verified = new LRUCache<string, { userId: number; expiresAt: number }>({ max: VERIFIED_TOKENS_KEPT });
  return {
    async sign(user) {
      const claims: Omit<AccessClaims, 'exp'> = {
        user_id: user.id,
        full_name: user.fullName,
        email: user.email,
        role: user.role,
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
        if (Math.floor(Date.now() / 1000) < seen.expiresAt) return { userId: seen.userId };
        verified.delete(token);
        return { error: 'expired' };
      }
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: [ALGORITHM] });
        if (payload.token_type !== 'access' || typeof payload.user_id !== 'number' || typeof payload.exp !== 'number') {
          return { error: 'invalid' };
        }
        verified.set(token, { userId: payload.user_id, expiresAt: payload.exp });
        return { userId: payload.user_id };
      } catch (error) {
        return { error: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
