import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { calls } from '@server/db/schema';
import type { AssistantEngine } from '@server/src/assistant';
import type { JobDefinition, JobPayloads } from '@server/src/jobs/definitions';
import { settingsOfCall, spokenOn } from './call-ending';
import { publishCall } from './live-changes';

/**
 * The job that writes the summary of a call that ended without one: the assistant's, in the
 * language of the call's number. The model falls back to the rules within its time budget, so a
 * retry is for the database, not the model. A summary written meanwhile is kept.
 */
export function callSummary(db: Db, engine: Pick<AssistantEngine, 'summarize'>): JobDefinition<JobPayloads['summarise-call']> {
  return {
    retry: { retries: 3, firstDelaySeconds: 30 },
    expireInSeconds: 120,
    async run({ callId }) {
      const [call] = await db.select().from(calls).where(eq(calls.id, callId)).limit(1);
      if (!call || call.summary) return;
      const summary = await engine.summarize(await settingsOfCall(db, call), await spokenOn(db, call.id));
      await db.transaction(async (tx) => {
        const [written] = await tx
          .update(calls)
          .set({ summary })
          .where(and(eq(calls.id, callId), eq(calls.summary, '')))
          .returning();
        if (written) await publishCall(tx, written);
      });
    },
  };
}
