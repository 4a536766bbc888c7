/** Each job the app queues, by name, with what it carries. */
export interface JobPayloads {
  /** The e-mail sealed (mail/email-seal.ts): the queue never holds a reset code in clear text. */
  'send-email': { sealed: string };
  /** A console SMS already kept in `chat_messages` (status queued). */
  'send-sms': { messageId: number };
  /** A call that ended without a summary. */
  'summarise-call': { callId: number };
  /** The test payment provider's Stripe-shaped event (JSON), posted signed to the server's own webhook. */
  'deliver-test-payment-event': { event: string };
}

export type JobName = keyof JobPayloads;

/** What a job's handler knows of the run it is in. */
export interface JobRun {
  jobId: string;
  /** 1 for the first try. */
  attempt: number;
  /** No retry follows if this one fails. */
  lastAttempt: boolean;
}

/** How often, and how far apart, a failing job is tried again: the delay doubles each time. */
export interface RetryPolicy {
  retries: number;
  firstDelaySeconds: number;
}

export interface JobDefinition<Data> {
  retry: RetryPolicy;
  /** How long one attempt may take before it counts as failed. */
  expireInSeconds: number;
  /** Does the job; throws to have it tried again (or given up after its last attempt). */
  run(data: Data, run: JobRun): Promise<void>;
  /** After the last attempt failed: what the failure leaves behind (a message marked failed, say). */
  gaveUp?(data: Data): Promise<void>;
}

export type JobDefinitions = { [Name in JobName]: JobDefinition<JobPayloads[Name]> };

/** A job pg-boss's schedule queues once per cron time across all processes on the database. */
export interface ScheduledJob {
  name: string;
  cron: string;
  run(): Promise<void>;
}

/** How the areas queue work: the job is kept in the database before this resolves. */
export interface JobQueue {
  send<Name extends JobName>(name: Name, data: JobPayloads[Name]): Promise<void>;
}
