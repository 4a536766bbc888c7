import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Learner, Learners, learnersQuery } from '@/api/contract/academy';
import type { Db } from '@server/db/client';
import { helpModules, moduleCompletions, organisationMembers, organisations, users } from '@server/db/schema';
import { pageOf } from '@server/src/sql/paging';
import { containsFolded } from '@server/src/sql/search';
import { isClientPerson } from './client-people';

type LearnersQuery = z.output<typeof learnersQuery>;
type Organisation = Learner['organisations'][number];

/** Only published modules count: a draft is not yet part of what a client person has to do. */
const published = (db: Db) => db.select({ id: helpModules.id }).from(helpModules).where(eq(helpModules.published, true));

/** The businesses each person belongs to, by name. */
async function organisationsOf(db: Db, ids: number[]): Promise<Map<number, Organisation[]>> {
  const byPerson = new Map<number, Organisation[]>();
  if (ids.length === 0) return byPerson;
  const rows = await db
    .select({ userId: organisationMembers.userId, id: organisations.id, name: organisations.name })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(inArray(organisationMembers.userId, ids))
    .orderBy(asc(organisations.name), asc(organisations.id));
  for (const { userId, ...organisation } of rows) byPerson.set(userId, [...(byPerson.get(userId) ?? []), organisation]);
  return byPerson;
}

/** Each active client person's progress through the published modules, the least advanced first. */
export async function learnersPage(db: Db, query: LearnersQuery): Promise<Learners> {
  const where = and(isClientPerson, query.search ? containsFolded([users.fullName, users.email], query.search) : undefined);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(helpModules).where(eq(helpModules.published, true));
  const done = count(moduleCompletions.moduleId);
  return pageOf(
    db,
    () => db.$count(users, where),
    query,
    async ({ limit, offset }) => {
      const rows = await db
        .select({ id: users.id, name: users.fullName, email: users.email, done, lastDoneAt: max(moduleCompletions.completedAt) })
        .from(users)
        .leftJoin(moduleCompletions, and(eq(moduleCompletions.userId, users.id), inArray(moduleCompletions.moduleId, published(db))))
        .where(where)
        .groupBy(users.id)
        .orderBy(sql`${done} asc`, asc(users.fullName), asc(users.id))
        .limit(limit)
        .offset(offset);
      const memberships = await organisationsOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        person: { id: row.id, name: row.name, email: row.email },
        organisations: memberships.get(row.id) ?? [],
        done: row.done,
        total,
        last_done_at: row.lastDoneAt?.toISOString() ?? null,
      }));
    },
  );
}
