import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Person, ProjectOrdering, ProjectSummary, TaskCounts } from '@/api/contract/projects';
import type { Db } from '@server/db/client';
import { organisations, projectMembers, projects, tasks, users, type UserRow } from '@server/db/schema';
import { groupRows } from '@server/src/sql/group-rows';
import { readTogether } from '@server/src/sql/read-together';

/** Counts of tasks by status, as SQL aggregates over `tasks` (an outer join's empty row counts none). */
export const taskCountColumns = {
  total: sql<number>`count(${tasks.id})::int`.as('total'),
  pending: sql<number>`(count(*) filter (where ${tasks.status} = 'PENDING'))::int`.as('pending'),
  blocked: sql<number>`(count(*) filter (where ${tasks.status} = 'BLOCKED'))::int`.as('blocked'),
  inProgress: sql<number>`(count(*) filter (where ${tasks.status} = 'IN_PROGRESS'))::int`.as('in_progress'),
  done: sql<number>`(count(*) filter (where ${tasks.status} = 'DONE'))::int`.as('done'),
};

interface CountRow {
  total: number | null;
  pending: number | null;
  blocked: number | null;
  inProgress: number | null;
  done: number | null;
}

export const toTaskCounts = (row: CountRow): TaskCounts => ({
  total: row.total ?? 0,
  PENDING: row.pending ?? 0,
  BLOCKED: row.blocked ?? 0,
  IN_PROGRESS: row.inProgress ?? 0,
  DONE: row.done ?? 0,
});

export const toPerson = (row: Pick<UserRow, 'id' | 'fullName' | 'avatar' | 'role'>): Person => ({
  id: row.id,
  full_name: row.fullName,
  avatar: row.avatar,
  role: row.role,
});

function taskStats(db: Db, projectIds?: number[]) {
  return db
    .select({ projectId: tasks.projectId, ...taskCountColumns })
    .from(tasks)
    .where(and(eq(tasks.archived, false), projectIds ? inArray(tasks.projectId, projectIds) : undefined))
    .groupBy(tasks.projectId)
    .as('task_stats');
}

type TaskStats = ReturnType<typeof taskStats>;

/** Percent DONE among the tasks not archived, rounded; 0 with none. */
const progressOf = (stats: TaskStats) =>
  sql<number>`(case when coalesce(${stats.total}, 0) = 0 then 0 else round(100.0 * ${stats.done} / ${stats.total}) end)::int`;

const progressOfCounts = (counts: TaskCounts) => (counts.total === 0 ? 0 : Math.round((100 * counts.DONE) / counts.total));

type OrderKey = 'created_at' | 'name' | 'status' | 'start_date' | 'end_date' | 'progress';
const orderKeyOf = (ordering: ProjectOrdering) => ordering.replace(/^-/, '') as OrderKey;

function orderBy(ordering: ProjectOrdering, stats: TaskStats | undefined): SQL[] {
  const descending = ordering.startsWith('-');
  const key = orderKeyOf(ordering);
  const tieBreak = descending ? desc(projects.id) : asc(projects.id);
  // Creation time is never empty: a plain order lets the index on (created_at, id) give the page
  // without sorting every project (an order "nulls last" would not match the index).
  if (key === 'created_at') return [descending ? desc(projects.createdAt) : asc(projects.createdAt), tieBreak];
  const column = {
    name: sql`lower(${projects.name})`,
    status: projects.status,
    start_date: projects.startDate,
    end_date: projects.endDate,
    progress: stats ? progressOf(stats) : sql`0`,
  }[key];
  // Projects without a date sort last either way; the id breaks ties so pages never repeat or skip a row.
  const direction = descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  return [direction, tieBreak];
}

const clientColumns = { id: organisations.id, name: organisations.name };

/**
 * The projects of a page with their client, in order. The page's projects are chosen first and
 * only they are joined to their client: joining first made every request hash all users to keep
 * twenty rows. Only an order by progress needs every project's task counts before paging; any other
 * order counts the tasks of the page's projects alone (taskCountsOf), instead of aggregating every
 * task of every project on each request.
 */
async function pageRows(db: Db, where: SQL | undefined, ordering: ProjectOrdering, limit: number | undefined, offset: number) {
  const stats = orderKeyOf(ordering) === 'progress' ? taskStats(db) : undefined;
  const order = orderBy(ordering, stats);
  // The page's place of each project travels with it, so the join below needs no second sort.
  const place = sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('place');
  const chosen = db.select({ id: projects.id, place }).from(projects);
  const counted = stats ? chosen.leftJoin(stats, eq(stats.projectId, projects.id)) : chosen;
  const window = counted
    .where(where)
    .orderBy(...order)
    .offset(offset);
  const page = (limit === undefined ? window : window.limit(limit)).as('page');
  return db
    .select({ project: projects, client: clientColumns })
    .from(page)
    .innerJoin(projects, eq(projects.id, page.id))
    .leftJoin(organisations, eq(organisations.id, projects.clientId))
    .orderBy(asc(page.place));
}

/** Counts of the tasks (not archived) of these projects by status, through the index on (project, archived, status). */
async function taskCountsOf(db: Db, projectIds: number[]): Promise<Map<number, TaskCounts>> {
  if (projectIds.length === 0) return new Map();
  const stats = taskStats(db, projectIds);
  const rows = await db.select().from(stats);
  return new Map(rows.map(({ projectId, ...counts }) => [projectId!, toTaskCounts(counts)]));
}

/**
 * Projects as lists and details show them: with their client, members, task counts and progress.
 * `where` chooses the projects (visibility, filters); a page takes `limit` and `offset`.
 */
export async function projectSummaries(
  db: Db,
  where: SQL | undefined,
  { ordering = '-created_at', limit, offset = 0 }: { ordering?: ProjectOrdering; limit?: number; offset?: number } = {},
): Promise<ProjectSummary[]> {
  const rows = await pageRows(db, where, ordering, limit, offset);
  const ids = rows.map((r) => r.project.id);
  const [counts, members] = await readTogether(db, [() => taskCountsOf(db, ids), () => membersOf(db, ids)]);
  return rows.map(({ project, client: clientRow }) => {
    const taskCounts = counts.get(project.id) ?? toTaskCounts({ total: 0, pending: 0, blocked: 0, inProgress: 0, done: 0 });
    return {
      id: project.id,
      name: project.name,
      description: project.description,
      status: project.status,
      start_date: project.startDate,
      end_date: project.endDate,
      client: clientRow ?? null,
      members: members.get(project.id) ?? [],
      progress: progressOfCounts(taskCounts),
      task_counts: taskCounts,
      created_at: project.createdAt.toISOString(),
      updated_at: project.updatedAt.toISOString(),
    };
  });
}

/** The members of each project, in the order they joined. */
async function membersOf(db: Db, projectIds: number[]): Promise<Map<number, Person[]>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select({ projectId: projectMembers.projectId, id: users.id, fullName: users.fullName, avatar: users.avatar, role: users.role })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(inArray(projectMembers.projectId, projectIds))
    .orderBy(asc(projectMembers.addedAt), asc(users.id));
  return groupRows(rows, (row) => row.projectId, toPerson);
}

export async function countProjects(db: Db, where: SQL | undefined): Promise<number> {
  return db.$count(projects, where);
}
