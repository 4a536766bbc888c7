import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client';
import { twilioNumbers } from '@server/db/schema';
import type { AssistantEngine } from '@server/src/assistant';
import type { JobQueue } from '@server/src/jobs/definitions';
import { settingsOf } from '@server/src/lato-ai/settings';

/**
 * What a webhook's work needs: the database, the assistant and its SMS limits, the jobs, the time,
 * and whether the simulator sent it.
 */
export interface WebhookContext {
  db: Db;
  engine: AssistantEngine;
  /** Counts one of the assistant's SMS answers: 0 when it may go, else the seconds until one may (twilio/sms-limits.ts). */
  countAutoReply: (numberId: number, customer: string) => Promise<number>;
  /** Work that follows the answer (a call's summary). */
  jobs: JobQueue;
  now: Date;
  simulated: boolean;
  log: FastifyBaseLogger;
}

/** The number Twilio called or texted, with its assistant's settings; none when it is not one of Lato's. */
export async function answeringNumber(db: Db, phoneNumber: string) {
  const [number] = await db.select().from(twilioNumbers).where(eq(twilioNumbers.phoneNumber, phoneNumber)).limit(1);
  if (!number) return null;
  return { number, settings: await settingsOf(db, number) };
}

/** For numbers Lato does not answer: there are no settings to speak with. */
export const NOT_IN_SERVICE = {
  voice: { voice: 'Polly.Joanna-Neural' as const, language: 'en' as const },
  said: 'Sorry, this number is not in service. Goodbye.',
  texted: 'Sorry, this number is not in service.',
};
