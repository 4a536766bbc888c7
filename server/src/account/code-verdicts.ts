import { timingSafeEqual } from 'node:crypto';
import { EXPIRED_CODE_KEPT_MS } from './reset-code-clean-up';

export type CodeCheck = 'right' | 'wrong' | 'expired' | 'used_up' | 'none';

/**
 * The verdict on a code that took a try (its tries were counted down first): right, wrong, or
 * wrong with no try left. Compared in constant time.
 */
export function verdictOnTry(storedHash: string, givenHash: string, triesLeft: number): 'right' | 'wrong' | 'used_up' {
  if (timingSafeEqual(Buffer.from(storedHash, 'hex'), Buffer.from(givenHash, 'hex'))) return 'right';
  return triesLeft > 0 ? 'wrong' : 'used_up';
}

/**
 * Why a code took no try: there is none, it has expired, or its tries are spent. A code expired
 * longer than it is kept counts as none even before the hourly clean-up deletes it, so the answer
 * then follows the time alone, as a pretend code's does (decoy-reset-codes.ts).
 */
export function whyNoTry(expiresAt: Date | undefined, now: Date): 'none' | 'expired' | 'used_up' {
  if (!expiresAt || expiresAt.getTime() < now.getTime() - EXPIRED_CODE_KEPT_MS) return 'none';
  return expiresAt.getTime() <= now.getTime() ? 'expired' : 'used_up';
}
