import { and, eq, inArray } from 'drizzle-orm';
import { ACCESS } from '@/api/contract/roles';
import type { Db } from '@server/db/client';
import { organisationMembers, twilioNumbers, users } from '@server/db/schema';

/**
 * The people told of a number's calls and messages: the active client people of the business
 * holding it, as the Lato AI reads let in.
 */
export async function clientPeopleOfNumber(db: Db, numberId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(twilioNumbers)
    .innerJoin(organisationMembers, eq(organisationMembers.organisationId, twilioNumbers.organisationId))
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(and(eq(twilioNumbers.id, numberId), eq(users.isActive, true), inArray(users.role, [...ACCESS.latoAi])));
  return rows.map((row) => row.id);
}
