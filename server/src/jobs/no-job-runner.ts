import type { JobRunner } from './runner';

/**
 * The runner of an app built without raw SQL access (a second app on a test's database, the
 * bench): it works nothing, and refuses to queue, so no job is silently dropped.
 */
export const noJobRunner: JobRunner = {
  start: async () => {},
  stop: async () => {},
  send: async (name) => {
    throw new Error(`this app was built without SQL access for the job runner, so ${name} cannot be queued`);
  },
  settled: async () => {},
  failedSince: async () => 0,
};
