import type { LiveHub } from './live/hub';
import 'fastify';
import type { Db } from '@server/db/client';
import type { UserRow } from '@server/db/schema';
import type { AccessTokenSigner } from './auth/access-tokens';
import type { Config } from './config';
import type { Mailer } from './mail/mailer';
import type { TwoStepKit } from './auth/two-step/kit';
import type { EmailSeal } from './mail/email-seal';
import type { AssistantEngine } from './assistant';
import type { SmsSender } from './twilio/sender';
import type { JobRunner } from './jobs/runner';
import type { FileStorage } from './files/storage/file-storage';
import type { PaymentProvider } from './shop/payments/provider';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    accessTokens: AccessTokenSigner;
    mailer: Mailer;
    /** Seals e-mails at rest (the job queue, the development outbox) with the server's secret. */
    emailSeal: EmailSeal;
    /** Two-step sign-in's challenge tokens and sealed secrets. */
    twoStep: TwoStepKit;
    /** The time now: the system clock, or a test's. */
    clock: () => Date;
    /** Answers calls and SMS and writes call summaries. */
    assistant: AssistantEngine;
    /** Sends SMS written in the console through Twilio; none without a Twilio account (they stay in the outbox). */
    sendSms: SmsSender | null;
    /** Background work (e-mail, SMS, call summaries, clean-ups) on pg-boss. */
    jobs: JobRunner;
    /** Where uploaded files live: this machine's folders or an S3-compatible bucket. */
    storage: FileStorage;
    /** The live streams this process holds and the LISTEN that feeds them. */
    live: LiveHub;
    /** Takes the shop's payments: Stripe when configured, else the built-in test provider. */
    payments: PaymentProvider;
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
}
