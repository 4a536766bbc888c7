import type { Db } from '@server/db/client';
import type { calls, chatMessages } from '@server/db/schema';
import { notify } from '@server/src/notifications/notify';
import { clientPeopleOfNumber } from './number-people';

type CallRow = typeof calls.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

/*
 * A simulation from the settings page tells nobody: its tester made it (and is never told of what
 * they did), and the rest of the business has no caller or customer to answer.
 */

/** The assistant took a message on a call that has just ended: the business's people are told, by the caller's number. */
export async function tellMessageTaken(db: Db, call: CallRow): Promise<void> {
  if (call.isTest) return;
  await notify(db, await clientPeopleOfNumber(db, call.numberId), {
    kind: 'message_taken',
    actor: null,
    subject: { type: 'call', id: call.id, label: call.customerPhoneNumber, scope: call.numberId },
  });
}

/** A customer texted the number: the business's people are told, by the customer's number. */
export async function tellSmsReceived(db: Db, message: MessageRow): Promise<void> {
  if (message.isTest) return;
  await notify(db, await clientPeopleOfNumber(db, message.numberId), {
    kind: 'sms_received',
    actor: null,
    subject: { type: 'sms', id: message.id, label: message.customerPhoneNumber, scope: message.numberId },
  });
}
