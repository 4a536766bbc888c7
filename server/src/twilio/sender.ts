import type { MessageStatus } from '@/api/contract/lato-ai';
import type { TwilioConfig } from '@server/src/config';
import { restClient } from './rest-client';

export interface SendResult {
  status: MessageStatus;
  messageSid: string | null;
  errorCode: string | null;
}

/** Sends an SMS from one of Lato's numbers; the outcome is what to record on the message. */
export type SmsSender = (from: string, to: string, body: string) => Promise<SendResult>;

/** Without a Twilio account nothing can go out: the message stays in the outbox, saying why. */
const outboxOnly: SmsSender = async () => ({ status: 'queued', messageSid: null, errorCode: 'no_twilio_account' });

/** The sender for this configuration: through Twilio's REST API, or into the outbox. */
export function createSmsSender(config: TwilioConfig | undefined): SmsSender {
  if (!config) return outboxOnly;
  const client = restClient(config);
  return async (from, to, body) => {
    try {
      const message = await client.messages.create({
        from,
        to,
        body,
        statusCallback: `${config.publicBaseUrl}/api/v1/twilio/webhooks/sms/status/`,
      });
      return {
        status: message.status === 'failed' ? 'failed' : 'queued',
        messageSid: message.sid,
        errorCode: message.errorCode ? String(message.errorCode) : null,
      };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      return { status: 'failed', messageSid: null, errorCode: code === undefined ? 'twilio_error' : String(code) };
    }
  };
}
