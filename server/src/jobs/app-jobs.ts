import type { FastifyInstance } from 'fastify';
import { careersJobs } from '@server/src/careers/jobs';
import { overdueInvoicesJob } from '@server/src/invoices/documents/overdue-job';
import { usageInvoicesJob } from '@server/src/invoices/documents/usage-drafts-job';
import { callSummary } from '@server/src/lato-ai/call-summary';
import { staleCallSweep } from '@server/src/lato-ai/stale-call-sweep';
import { emailDelivery } from '@server/src/mail/email-delivery';
import { notificationEmails } from '@server/src/notifications/email-job';
import { smsDelivery } from '@server/src/twilio/sms-delivery';
import { testEventDelivery } from '@server/src/shop/payments/deliver-test-event';
import { renewalJob } from '@server/src/shop/payments/renewals';
import { cleanUps } from './clean-ups';
import type { JobDefinitions, ScheduledJob } from './definitions';

/** Each job name's handler, on this app's database, assistant and senders. */
export function jobDefinitions(app: FastifyInstance): JobDefinitions {
  return {
    'send-email': emailDelivery(app.config.smtp, app.db, app.emailSeal, app.log, app.storage),
    'send-sms': smsDelivery(app.db, app.sendSms),
    'summarise-call': callSummary(app.db, app.assistant),
    'deliver-test-payment-event': testEventDelivery(app),
  };
}

export function scheduledJobs(app: FastifyInstance): ScheduledJob[] {
  return [
    staleCallSweep(app),
    notificationEmails(app),
    ...cleanUps(app),
    ...careersJobs(app),
    renewalJob(app),
    overdueInvoicesJob(app),
    usageInvoicesJob(app),
  ];
}

/**
 * Works the jobs from the moment the app is ready (injected requests in tests included) until it
 * closes; closing waits a short while for jobs under way (runner.ts).
 */
export function runJobs(app: FastifyInstance): void {
  app.addHook('onReady', () => app.jobs.start(jobDefinitions(app), scheduledJobs(app)));
  app.addHook('onClose', () => app.jobs.stop());
}
