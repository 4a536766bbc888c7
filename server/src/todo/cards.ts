import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { COLUMN_OF_STATUS, TODO_COLUMNS, type TodoBoard, type TodoCard } from '@/api/contract/todo';
import type { Db } from '@server/db/client';
import { checklistItems, phases, projectMembers, projects, taskAssignees, tasks, type UserRow } from '@server/db/schema';
import { managesProjects, visibleProjects } from '@server/src/projects/visibility';
import { assigneesOf } from '@server/src/tasks/task-rows';

type Viewer = Pick<UserRow, 'id' | 'role'>;

const COLUMN_NAMES = { todo: 'To Do', progress: 'In Progress', done: 'Done' } as const;

/** The cards of these tasks, in the order given by the query that found them. */
async function cardsOf(db: Db, rows: { id: number }[]): Promise<TodoCard[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const details = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      status: tasks.status,
      startDate: tasks.startDate,
      endDate: tasks.endDate,
      projectId: projects.id,
      projectName: projects.name,
      phaseId: phases.id,
      phaseName: phases.name,
    })
    .from(tasks)
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(phases, eq(phases.id, tasks.phaseId))
    .where(inArray(tasks.id, ids));
  const checklist = await db
    .select({
      taskId: checklistItems.taskId,
      total: sql<number>`count(*)::int`,
      done: sql<number>`(count(*) filter (where ${checklistItems.done}))::int`,
    })
    .from(checklistItems)
    .where(inArray(checklistItems.taskId, ids))
    .groupBy(checklistItems.taskId);
  const assigned = await assigneesOf(db, ids);
  const byId = new Map(details.map((d) => [d.id, d]));
  return ids.map((id) => {
    const d = byId.get(id)!;
    const counts = checklist.find((c) => c.taskId === id);
    return {
      id,
      title: d.title,
      status: d.status,
      project: d.projectId === null ? null : { id: d.projectId, name: d.projectName! },
      phase: d.phaseId === null ? null : { id: d.phaseId, name: d.phaseName! },
      start_date: d.startDate,
      end_date: d.endDate,
      checklist: { done: counts?.done ?? 0, total: counts?.total ?? 0 },
      assignees: assigned.get(id) ?? [],
    };
  });
}

export async function cardOf(db: Db, taskId: number): Promise<TodoCard> {
  const [card] = await cardsOf(db, [{ id: taskId }]);
  return card!;
}

/** The tasks assigned to the person and not archived, in the order they gave their board. */
export function assignedToMe(db: Db, userId: number) {
  return db
    .select({ id: tasks.id, status: tasks.status })
    .from(taskAssignees)
    .innerJoin(tasks, eq(tasks.id, taskAssignees.taskId))
    .where(and(eq(taskAssignees.userId, userId), eq(tasks.archived, false)))
    .orderBy(asc(taskAssignees.boardPosition), asc(tasks.id));
}

/** The phases of the projects where the person may add tasks: managers' visible projects, a DEV's own. */
async function phasesToAddTo(db: Db, viewer: Viewer) {
  const where = managesProjects(viewer)
    ? visibleProjects(db, viewer)
    : inArray(projects.id, db.select({ id: projectMembers.projectId }).from(projectMembers).where(eq(projectMembers.userId, viewer.id)));
  const rows = await db
    .select({ id: phases.id, name: phases.name, projectId: projects.id, projectName: projects.name })
    .from(phases)
    .innerJoin(projects, eq(projects.id, phases.projectId))
    .where(and(where, sql`${projects.status} <> 'completed'`))
    .orderBy(asc(projects.name), asc(projects.id), asc(phases.position), asc(phases.id));
  return rows.map((r) => ({ id: r.id, name: r.name, project: { id: r.projectId, name: r.projectName } }));
}

/** The person's board in the spec's shape. */
export async function todoBoardOf(db: Db, viewer: Viewer): Promise<TodoBoard> {
  const mine = await assignedToMe(db, viewer.id);
  const cards = await cardsOf(db, mine);
  const columns = Object.fromEntries(
    TODO_COLUMNS.map((id) => [
      id,
      { id, name: COLUMN_NAMES[id], todoIds: mine.filter((t) => COLUMN_OF_STATUS[t.status] === id).map((t) => t.id) },
    ]),
  ) as TodoBoard['columns'];
  return {
    ordered: [...TODO_COLUMNS],
    columns,
    todos: Object.fromEntries(cards.map((card) => [String(card.id), card])),
    phases: await phasesToAddTo(db, viewer),
  };
}
