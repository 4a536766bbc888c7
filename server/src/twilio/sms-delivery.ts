import type { Db } from '@server/db/client';
import type { JobDefinition, JobPayloads } from '@server/src/jobs/definitions';
import { messageToSend, recordSending } from '@server/src/lato-ai/chats';
import { KEPT_IN_OUTBOX, type SmsSender } from './sender';

/** Twilio down for a while: tries over about a quarter of an hour, then the message shows as not sent. */
const RETRY = { retries: 5, firstDelaySeconds: 15 };

/** What a message that never reached Twilio is marked with once every try has failed. */
export const TWILIO_UNREACHABLE = 'twilio_unreachable';

/**
 * The job that sends a console SMS kept as queued (lato-ai/routes.ts) and records what became of
 * it: on its way with Twilio's id, or refused (failed, not tried again). A message already sent
 * (a job run twice after a crash) is left as it is.
 */
export function smsDelivery(db: Db, sender: SmsSender | null): JobDefinition<JobPayloads['send-sms']> {
  return {
    retry: RETRY,
    expireInSeconds: 60,
    async run({ messageId }) {
      const message = await messageToSend(db, messageId);
      if (!message) return;
      await recordSending(db, messageId, sender ? await sender(message.from, message.to, message.body) : KEPT_IN_OUTBOX);
    },
    async gaveUp({ messageId }) {
      await recordSending(db, messageId, { status: 'failed', messageSid: null, errorCode: TWILIO_UNREACHABLE });
    },
  };
}
