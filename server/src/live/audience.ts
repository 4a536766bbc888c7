import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ACCESS, SEES_EVERY_PROJECT } from '@/api/contract/roles';
import type { Db } from '@server/db/client';
import { organisationMembers, projectMembers, twilioNumbers, users, type LiveEventRow } from '@server/db/schema';

/** As visibleProjects: CEO, CFO and CTO see every project; the rest of the staff their own. */
const projectReaders = (db: Db, projectId: number) =>
  or(
    inArray(users.role, [...SEES_EVERY_PROJECT]),
    and(
      inArray(users.role, [...ACCESS.projects]),
      sql`${users.id} in ${db.select({ id: projectMembers.userId }).from(projectMembers).where(eq(projectMembers.projectId, projectId))}`,
    ),
  );

const activeAmong = (candidates: readonly number[]) => and(eq(users.isActive, true), inArray(users.id, [...candidates]));

/** Who of these people may read the thing an event is about: the reads' own rules, asked now. */
function readersRule(db: Db, event: LiveEventRow): SQL | undefined {
  switch (event.kind) {
    case 'project':
      // Plus the people just taken off it (its recipients): told once, so their pages let it go.
      return or(projectReaders(db, event.subject), inArray(users.id, event.recipients ?? []));
    case 'board':
      return projectReaders(db, event.subject);
    case 'users':
      return inArray(users.role, [...ACCESS.users]);
    case 'call':
    case 'sms':
      // As the Lato AI reads: client people of the business that holds the number, now.
      return and(
        inArray(users.role, [...ACCESS.latoAi]),
        sql`${users.id} in ${db
          .select({ id: organisationMembers.userId })
          .from(organisationMembers)
          .innerJoin(twilioNumbers, eq(twilioNumbers.organisationId, organisationMembers.organisationId))
          .where(eq(twilioNumbers.id, event.scope ?? -1))}`,
      );
    case 'todo':
      return and(inArray(users.role, [...ACCESS.todo]), inArray(users.id, event.recipients ?? []));
    case 'notification':
      return inArray(users.id, event.recipients ?? []);
  }
}

/**
 * Of the people holding a stream (`candidates`), those who may read what the event is about, by the
 * same rules as the reads, checked when the event is sent: a person who has just left a business
 * or a project hears nothing more of it.
 */
export async function readersOf(db: Db, event: LiveEventRow, candidates: readonly number[]): Promise<Set<number>> {
  if (candidates.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(activeAmong(candidates), readersRule(db, event)));
  return new Set(rows.map((row) => row.id));
}
