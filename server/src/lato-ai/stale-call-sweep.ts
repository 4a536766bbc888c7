import type { FastifyInstance } from 'fastify';
import { restClient } from '@server/src/twilio/rest-client';
import { closeStaleCalls } from './stale-calls';

/** How often the sweep runs: a stale call is closed within a minute of passing its limit. */
export const SWEEP_EVERY_MS = 60_000;

/**
 * Closes stale calls (stale-calls.ts) from the moment the app listens, at once for those the last
 * run left open, then every minute until the app closes, which waits for a sweep under way. Only a
 * listening app sweeps: one built to answer injected requests (tests) writes nothing of its own.
 */
export function sweepStaleCalls(app: FastifyInstance) {
  const twilio = app.config.twilio ? restClient(app.config.twilio) : undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const sweep = () => {
    // A sweep still waiting on Twilio is not overtaken by the next.
    running ??= closeStaleCalls(app.db, app.clock(), { twilio, engine: app.assistant, log: app.log })
      .then((closed) => {
        if (closed.length > 0) app.log.info({ closed: closed.length }, 'closed calls whose end was never reported');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'the sweep for stale calls failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onListen', async () => {
    sweep();
    // Unref'd: the sweep never keeps a process alive that is otherwise done.
    timer = setInterval(sweep, SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
