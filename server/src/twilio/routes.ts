import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { latoAiEndpoints } from '@/api/contract/lato-ai';
import { twilioWebhooks } from '@/api/contract/twilio-webhooks';
import { ownedNumber } from '@server/src/lato-ai/numbers';
import { handlersFor } from '@server/src/http/endpoints';
import type { WebhookContext } from './context';
import { verifyTwilioRequest } from './signature';
import { simulator } from './simulator';
import { incomingSms, smsStatusChanged } from './sms';
import { autoReplyLimits } from './sms-limits';
import { callStatusChanged, incomingCall, speechTurn, transferEnded } from './voice';

/**
 * Twilio's webhooks: each request's signature is checked before anything is read or stored (403
 * when it fails; 503 when this server has no Twilio account and the simulator did not send it),
 * and the answer is TwiML. Beside them, the simulator the settings page drives (two of Lato AI's
 * endpoints).
 */
export function twilioWebhookHandlers(app: FastifyInstance) {
  const countAutoReply = autoReplyLimits(app.db, app.config.smsLimits);
  const contextOf = (request: FastifyRequest): WebhookContext => ({
    db: app.db,
    engine: app.assistant,
    countAutoReply,
    jobs: app.jobs,
    now: app.clock(),
    simulated: verifyTwilioRequest(request, app.config).simulated,
    log: request.log,
  });
  const simulate = simulator(app);
  const twiml = (reply: FastifyReply, xml: string) => reply.header('cache-control', 'no-store').type('text/xml').send(xml);

  const webhooks = handlersFor(twilioWebhooks, {
    voice: async ({ request, reply, body }) => twiml(reply, await incomingCall(contextOf(request), body)),
    voiceGather: async ({ request, reply, query, body }) => twiml(reply, await speechTurn(contextOf(request), query, body)),
    voiceDial: async ({ request, reply, query, body }) => twiml(reply, await transferEnded(contextOf(request), query, body)),
    voiceStatus: async ({ request, reply, body }) => twiml(reply, await callStatusChanged(contextOf(request), body)),
    sms: async ({ request, reply, body }) => twiml(reply, await incomingSms(contextOf(request), body)),
    smsStatus: async ({ request, reply, body }) => twiml(reply, await smsStatusChanged(contextOf(request), body)),
  });
  // The settings page's simulator: a client plays the caller or texter on one of their own numbers.
  const simulation = handlersFor(latoAiEndpoints, {
    simulateCall: async ({ db, user, body }) => simulate.call(await ownedNumber(db, user, body.number_id), body),
    simulateSms: async ({ db, user, body }) => simulate.sms(await ownedNumber(db, user, body.number_id), body),
  });
  return { webhooks, simulation };
}
