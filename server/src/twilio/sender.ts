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
export const KEPT_IN_OUTBOX: SendResult = { status: 'queued', messageSid: null, errorCode: 'no_twilio_account' };

/**
 * Twilio could not be reached, failed, or asked to slow down: the message is fine and is sent again
 * later. Carries Twilio's code and HTTP status only (its message can name the account).
 */
export class SmsNotSentYet extends Error {
  constructor(
    readonly code: string | undefined,
    readonly status: number | undefined,
  ) {
    super(`Twilio did not take the message (code ${code ?? 'none'}, HTTP ${status ?? 'none'}); it is sent again later`);
    this.name = 'SmsNotSentYet';
  }
}

/** A 4xx other than 429: Twilio refused this very message (a bad number, an opted-out customer); sending it again changes nothing. */
const refused = (status: unknown): status is number => typeof status === 'number' && status >= 400 && status < 500 && status !== 429;

/** The sender for this configuration: through Twilio's REST API; none without a Twilio account. */
export function createSmsSender(config: TwilioConfig | undefined): SmsSender | null {
  if (!config) return null;
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
      const { code, status } = error as { code?: unknown; status?: unknown };
      if (refused(status)) return { status: 'failed', messageSid: null, errorCode: code === undefined ? String(status) : String(code) };
      throw new SmsNotSentYet(code === undefined ? undefined : String(code), typeof status === 'number' ? status : undefined);
    }
  };
}
