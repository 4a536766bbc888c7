import { z } from './zod';
import { defineEndpoint } from './endpoint';

export const outboxEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

/**
 * The development outbox: where e-mails wait on a machine without an SMTP server (a developer's,
 * the demo). Public on purpose, as the person who forgot a password is not signed in, so it answers
 * only there: never in production, and only to a browser on the server's own machine (404 anywhere
 * else).
 */
export const devOutboxEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/dev/outbox/',
    access: 'public',
    response: z.object({ results: z.array(outboxEmailSchema) }),
  }),
};
