import type { Db } from '@server/db/client';
import { countAgainst, sharedLimiter } from '@server/src/limits/shared-limiter';

const HOUR = 3600;
/** Messages from one e-mail address in an hour: more than a person writes, few enough that the form cannot mail someone over and over. */
export const INQUIRIES_PER_EMAIL_PER_HOUR = 5;
/** Messages from one client address in an hour: an office behind one address may hold several people writing. */
export const INQUIRIES_PER_CLIENT_PER_HOUR = 20;

/**
 * The contact form's limits per e-mail address and per client address, in the shared counters
 * (every API process counts the same). 0 when this message may be kept, else the seconds before
 * one may. A message the second limit refuses is not kept, so the first gets its count back.
 */
export function inquiryLimits(db: Db) {
  const perClient = sharedLimiter(db, { name: 'inquiries per client', points: INQUIRIES_PER_CLIENT_PER_HOUR, windowSeconds: HOUR });
  const perEmail = sharedLimiter(db, { name: 'inquiries per e-mail', points: INQUIRIES_PER_EMAIL_PER_HOUR, windowSeconds: HOUR });
  return async (email: string, clientAddress: string): Promise<number> => {
    const clientWait = await countAgainst(perClient, clientAddress);
    if (clientWait > 0) return clientWait;
    const emailWait = await countAgainst(perEmail, email);
    if (emailWait > 0) await perClient.reward(clientAddress);
    return emailWait;
  };
}
