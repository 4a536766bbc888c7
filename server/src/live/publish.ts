import { sql } from 'drizzle-orm';
import type { LiveKind } from '@/api/contract/live-values';
import type { Db } from '@server/db/client';

/** The NOTIFY channel every API process listens on; payloads are event ids only (8000 bytes at most). */
export const LIVE_CHANNEL = 'lato_live';

/** A change to tell the people who may see it about (see live-values.ts for the kinds). */
export interface LiveChange {
  kind: LiveKind;
  subject: number;
  scope?: number | null;
  version?: number | null;
  /** For a todo board or a notification: the people it is for. */
  recipients?: readonly number[];
}

const intArray = (ids: readonly number[] | undefined) =>
  ids ? sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::integer[]` : sql`null::integer[]`;

/**
 * Keeps each change and tells every API process, in one statement per change. Inside a
 * transaction, PostgreSQL sends the NOTIFY only when it commits, and never if it rolls back, so no
 * stream hears of a change that did not happen.
 */
export async function publishLive(db: Db, changes: readonly LiveChange[]): Promise<void> {
  for (const change of changes) {
    await db.execute(sql`
      with added as (
        insert into live_events (kind, subject, scope, version, recipients)
        values (${change.kind}, ${change.subject}, ${change.scope ?? null}, ${change.version ?? null}, ${intArray(change.recipients)})
        returning id
      )
      select pg_notify(${LIVE_CHANNEL}, id::text) from added`);
  }
}
