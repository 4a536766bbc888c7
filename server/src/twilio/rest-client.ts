import twilio from 'twilio';
import type { TwilioConfig } from '@server/src/config';

/** Twilio's REST client, pointed at another address when one is configured (a stand-in server in tests). */
export function restClient(config: TwilioConfig) {
  if (!config.apiBaseUrl) return twilio(config.accountSid, config.authToken);
  const base = config.apiBaseUrl.replace(/\/$/, '');
  class Rebased extends twilio.RequestClient {
    override request<TData>(options: Parameters<twilio.RequestClient['request']>[0] & { data?: TData }) {
      return super.request<TData>({ ...options, uri: options.uri.replace(/^https:\/\/[^/]+/, base) });
    }
  }
  return twilio(config.accountSid, config.authToken, { httpClient: new Rebased() });
}
