import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { UPCOMING_TASKS_MAX, type UpcomingTasks } from '@/api/contract/academy';
import type { Db } from '@server/db/client';
import { projects, taskAssignees, tasks } from '@server/db/schema';

/** The reader's project tasks still to do (not done, not archived), the soonest due first, undated last. */
export async function upcomingTasks(db: Db, readerId: number): Promise<UpcomingTasks> {
  const rows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      status: tasks.status,
      dueOn: tasks.endDate,
      projectId: projects.id,
      projectName: projects.name,
    })
    .from(tasks)
    .innerJoin(taskAssignees, and(eq(taskAssignees.taskId, tasks.id), eq(taskAssignees.userId, readerId)))
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .where(and(eq(tasks.archived, false), ne(tasks.status, 'DONE'), isNotNull(tasks.projectId)))
    .orderBy(sql`${tasks.endDate} asc nulls last`, asc(tasks.id))
    .limit(UPCOMING_TASKS_MAX);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      title: row.title,
      project: { id: row.projectId, name: row.projectName },
      status: row.status,
      due_on: row.dueOn,
    })),
  };
}
