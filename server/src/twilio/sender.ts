import twilio from 'twilio';
import type { MessageStatus } from '@/api/contract/lato-ai';
import type { TwilioConfig } from '@server/src/config';

export interface SendResult {
  status: MessageStatus;
  messageSid: string | null;
  errorCode: string | null;
}

/** Sends an SMS from one of Lato's numbers; the outcome is what to record on the message. */
export type SmsSender = (from: string, to: string, body: string) => Promise<SendResult>;

/** Without a Twilio account nothing can go out: the message stays in the outbox, saying why. */
const outboxOnly: SmsSender = async () => ({ status: 'queued', messageSid: null, errorCode: 'no_twilio_account' });

/** Twilio's REST client, pointed at another address when one is configured (a stand-in server in tests). */
function restClient(config: TwilioConfig) {
  if (!config.apiBaseUrl) return twilio(config.accountSid, config.authToken);
  const base = config.apiBaseUrl.replace(/\/$/, '');
  class Rebased extends twilio.RequestClient {
    override request<TData>(options: Parameters<twilio.RequestClient['request']>[0] & { data?: TData }) {
      return super.request<TData>({ ...options, uri: options.uri.replace(/^https:\/\/[^/]+/, base) });
    }
  }
  return twilio(config.accountSid, config.authToken, { httpClient: new Rebased() });
}

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
