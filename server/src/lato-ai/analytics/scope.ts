import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { calls, twilioNumbers, type UserRow } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';
import { heldForMember, reachOrganisation, runsEveryOrganisation } from '@server/src/organisations/membership';
import { amongIds } from '@server/src/sql/among-ids';

type Reader = Pick<UserRow, 'id' | 'role'>;

/** Which numbers' calls a figure is read over: all of them, one business's, or one number. */
export interface CallScopeAsked {
  number?: number | undefined;
  organisation?: number | undefined;
}

/**
 * The calls a reader's figure counts, as a condition on `calls.number_id`: a client person reads
 * the numbers of the businesses they belong to, the agency's managers every client's; `organisation`
 * and `number` narrow it. A business or a number the reader may not see answers 404, as one that
 * does not exist (checked here, once, before any figure is read).
 */
export async function callScope(db: Db, reader: Reader, asked: CallScopeAsked): Promise<SQL> {
  const conditions: SQL[] = [];
  if (!runsEveryOrganisation(reader)) conditions.push(heldForMember(db, reader.id, twilioNumbers.organisationId));
  if (asked.organisation !== undefined) {
    await reachOrganisation(db, reader, asked.organisation);
    conditions.push(eq(twilioNumbers.organisationId, asked.organisation));
  }
  if (asked.number !== undefined) {
    conditions.push(eq(twilioNumbers.id, asked.number));
    const [found] = await db
      .select({ id: twilioNumbers.id })
      .from(twilioNumbers)
      .where(and(...conditions))
      .limit(1);
    if (!found) throw notFound();
    return eq(calls.numberId, asked.number);
  }
  if (conditions.length === 0) return sql`true`;
  return amongIds(
    calls.numberId,
    db
      .select({ id: twilioNumbers.id })
      .from(twilioNumbers)
      .where(and(...conditions)),
  );
}
