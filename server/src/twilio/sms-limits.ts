import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Db } from '@server/db/client';
import type { SmsLimits } from '@server/src/config';
import type { NumberRow } from '@server/src/lato-ai/numbers';
import { countAgainst, sharedLimiter } from '@server/src/limits/shared-limiter';

const HOUR = 3600;
const MINUTE = 60;

/**
 * Counts one SMS against each limit in turn: 0 when every one lets it go, else the seconds before
 * the first that refuses it does. A refused SMS is not sent, so the limits it was already counted
 * against get that count back.
 */
async function countAgainstEach(counts: [RateLimiterPostgres, string][]): Promise<number> {
  for (const [index, [limiter, key]] of counts.entries()) {
    const wait = await countAgainst(limiter, key);
    if (wait > 0) {
      for (const [counted, countedKey] of counts.slice(0, index)) await counted.reward(countedKey);
      return wait;
    }
  }
  return 0;
}

/**
 * The assistant's answers per conversation and per number within an hour, in the shared counters:
 * an SMS loop with another auto-responder (or a flood from one sender) stops being answered, on
 * every API process. 0 when this answer may go, else the seconds until one may.
 */
export function autoReplyLimits(db: Db, limits: SmsLimits) {
  const perConversation = sharedLimiter(db, {
    name: 'sms auto-replies per conversation',
    points: limits.autoRepliesPerConversationPerHour,
    windowSeconds: HOUR,
  });
  const perNumber = sharedLimiter(db, {
    name: 'sms auto-replies per number',
    points: limits.autoRepliesPerNumberPerHour,
    windowSeconds: HOUR,
  });
  // A number id has no slash: the conversation's key reads back one way only.
  return (numberId: number, customer: string) =>
    countAgainstEach([
      [perConversation, `${numberId}/${customer}`],
      [perNumber, String(numberId)],
    ]);
}

/**
 * People's sends from the console per number and per client business (the number's holder) within a minute,
 * in the shared counters. 0 when this SMS may go, else the seconds until one may.
 */
export function consoleSendLimits(db: Db, limits: SmsLimits) {
  const perNumber = sharedLimiter(db, { name: 'sms sends per number', points: limits.sendsPerNumberPerMinute, windowSeconds: MINUTE });
  const perClient = sharedLimiter(db, { name: 'sms sends per client', points: limits.sendsPerClientPerMinute, windowSeconds: MINUTE });
  return (number: Pick<NumberRow, 'id' | 'organisationId'>) =>
    countAgainstEach([
      [perNumber, String(number.id)],
      [perClient, String(number.organisationId)],
    ]);
}
