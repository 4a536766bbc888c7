import type { Db } from '@server/db/client';
import { publishLive } from '@server/src/live/publish';

type OnNumber = { id: number; numberId: number };

/** A call began, changed (status, transcript, summary) or ended; its number's people hear of it. */
export const publishCall = (db: Db, call: OnNumber) => publishLive(db, [{ kind: 'call', subject: call.id, scope: call.numberId }]);

/** SMS messages came in, went out or changed (delivery, read); their numbers' people hear of them. */
export const publishSms = (db: Db, messages: readonly OnNumber[]) =>
  publishLive(
    db,
    messages.map((message) => ({ kind: 'sms' as const, subject: message.id, scope: message.numberId })),
  );
