import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { LIVE_KINDS } from './live-values';
import { ACCESS } from './roles';

export * from './live-values';

/** One change as the stream carries it in an SSE `data:` line; the SSE `id:` is the event's id. */
export const liveEventSchema = z.object({
  kind: z.enum(LIVE_KINDS),
  subject: z.number().int(),
  /** The number or project the subject belongs to, where there is one. */
  scope: z.number().int().nullable(),
  /** The subject's version after the change (a board's order), where it has one. */
  version: z.number().int().nullable(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

export const liveEndpoints = {
  /**
   * Server-sent events for the signed-in tab, each filtered by the reads' access rules. A
   * `Last-Event-ID` header replays what was missed for a few minutes, else the stream opens with a
   * `reload` event. The stream ends with an `expired` event when the access token expires.
   */
  stream: defineEndpoint({
    method: 'GET',
    path: '/api/v1/events/',
    access: ACCESS.everyone,
    response: z.unknown(),
  }),
};
