import type { FastifyRequest } from 'fastify';
import twilio from 'twilio';
import type { Config } from '@server/src/config';
import { forbidden, unavailable } from '@server/src/http/http-errors';

/** The address the simulator signs its requests for: never reachable, only part of what is signed. */
export const SIMULATOR_BASE_URL = 'https://simulator.lato.invalid';

const fieldsOf = (body: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries((body ?? {}) as Record<string, unknown>).map(([key, value]) => [key, String(value)]));

/** The signature a request with these fields to this path carries when the simulator sends it. */
export function simulatorSignature(config: Pick<Config, 'simulatorKey'>, pathAndQuery: string, fields: Record<string, string>): string {
  return twilio.getExpectedTwilioSignature(config.simulatorKey, `${SIMULATOR_BASE_URL}${pathAndQuery}`, fields);
}

/**
 * Who sent a webhook request: Twilio (signed with the account's auth token over the public URL
 * Twilio called, which a proxy does not change) or the settings page's simulator (signed with
 * this server's own key). Anything else is refused with 403 before anything is stored; without a
 * Twilio account only the simulator gets in, and Twilio's requests answer 503.
 */
export function verifyTwilioRequest(request: FastifyRequest, config: Config): { simulated: boolean } {
  const signature = request.headers['x-twilio-signature'];
  if (typeof signature !== 'string' || signature.length === 0 || signature.length > 200) {
    if (!config.twilio) throw unavailable('Twilio is not configured on this server.');
    throw forbidden('This request is not signed by Twilio.');
  }
  const fields = fieldsOf(request.body);
  if (twilio.validateRequest(config.simulatorKey, signature, `${SIMULATOR_BASE_URL}${request.url}`, fields)) return { simulated: true };
  if (!config.twilio) throw unavailable('Twilio is not configured on this server.');
  if (twilio.validateRequest(config.twilio.authToken, signature, `${config.twilio.publicBaseUrl}${request.url}`, fields))
    return { simulated: false };
  throw forbidden('This request is not signed by Twilio.');
}
