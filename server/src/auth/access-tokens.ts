import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { AccessClaims } from '@/api/contract/auth';
import type { UserRow } from '@server/db/schema';

const ISSUER = 'lato';
const ALGORITHM = 'HS256';

export interface AccessTokenSigner {
  sign(user: UserRow): Promise<string>;
  /** The user id of a valid token, or a reason it is not valid. */
  verify(token: string): Promise<{ userId: number } | { error: 'expired' | 'invalid' }>;
}

export function createAccessTokenSigner(secret: string, ttlSeconds: number): AccessTokenSigner {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: [ALGORITHM] });
        if (payload.token_type !== 'access' || typeof payload.user_id !== 'number') return { error: 'invalid' };
        return { userId: payload.user_id };
      } catch (error) {
        return { error: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
