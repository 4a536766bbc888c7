import { createHash, hkdfSync } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { TwoStepKind } from '@/api/contract/two-step-values';
import { TWO_STEP_CHALLENGE_TTL_SECONDS } from '@/api/contract/two-step-values';
import type { UserRow } from '@server/db/schema';
import { createSeal } from '@server/src/crypto/seal';

const ALGORITHM = 'HS256';
/** How long someone setting up two-step in Account has between the QR code and their first code. */
export const SETUP_TOKEN_TTL_SECONDS = 900;

/**
 * A step of two-step sign-in in flight, as its signed token says: whose password was proved, for
 * which step, and (while setting up) the new secret, sealed.
 */
export interface Challenge {
  userId: number;
  kind: TwoStepKind | 'account-setup';
  /** The new authenticator secret, for `setup` and `account-setup`. */
  secret?: string;
  /** The person's password and two-step state when it was made (stateOf). */
  state: string;
}

/**
 * A fingerprint of the password and two-step state the challenge was made under: a new password, or
 * two-step turned on or off meanwhile, voids it.
 */
function stateOf(user: UserRow): string {
  return createHash('sha256')
    .update(`${user.passwordHash ?? ''}|${user.twoStepEnabledAt?.toISOString() ?? ''}|${user.isActive}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Signed tokens that carry a sign-in from its password to its code. Their own key (derived from
 * the server's secret), so no access token or other signed value passes for one, and the secret
 * they may carry is sealed: the browser sees it once, in the answer that shows the QR code.
 */
export function createChallenges(serverSecret: string, clock: () => Date) {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'lato', 'two-step challenges', 32));
  const secrets = createSeal<string>(serverSecret, 'two-step secrets in flight');
  return {
    issue(user: UserRow, kind: Challenge['kind'], secret?: string): Promise<string> {
      const now = Math.floor(clock().getTime() / 1000);
      const ttl = kind === 'account-setup' ? SETUP_TOKEN_TTL_SECONDS : TWO_STEP_CHALLENGE_TTL_SECONDS;
      return new SignJWT({ kind, state: stateOf(user), ...(secret ? { secret: secrets.seal(secret) } : {}) })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(user.id))
        .setIssuedAt(now)
        .setExpirationTime(now + ttl)
        .sign(key);
    },
    /** The challenge, when the token is one of ours, unexpired, of one of `kinds`; undefined otherwise. */
    async read(token: string, kinds: readonly Challenge['kind'][]): Promise<Challenge | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], currentDate: clock() });
        const kind = payload.kind as Challenge['kind'];
        const userId = Number(payload.sub);
        if (!kinds.includes(kind) || !Number.isInteger(userId) || typeof payload.state !== 'string') return undefined;
        const secret = typeof payload.secret === 'string' ? secrets.open(payload.secret) : undefined;
        return { userId, kind, secret, state: payload.state };
      } catch {
        return undefined;
      }
    },
    /** Whether the person is still as they were when the challenge was made. */
    stillValidFor: (challenge: Challenge, user: UserRow) => challenge.state === stateOf(user),
  };
}

export type Challenges = ReturnType<typeof createChallenges>;
