import { and, asc, eq, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { COLUMN_OF_STATUS, TODO_COLUMNS, type TodoBoard, type TodoCard } from '@/api/contract/todo';
import type { Db } from '@server/db/client';
import { checklistItems, phases, projects, taskAssignees, tasks, type UserRow } from '@server/db/schema';
import { amongIds } from '@server/src/sql/among-ids';
import { managesProjects, projectsOfMember, visibleProjects } from '@server/src/projects/visibility';
import { assigneesOf } from '@server/src/tasks/task-rows';
import { readTogether } from '@server/src/sql/read-together';

type Viewer = Pick<UserRow, 'id' | 'role'>;

const COLUMN_NAMES = { todo: 'To Do', progress: 'In Progress', done: 'Done' } as const;

/**
 * The cards of these tasks, in the order given (only those `where` keeps, when given). `among`
 * names the same tasks as a subquery when there are many: a list of 2,000 parameters cost the
 * server more to build and send than the rows it brought back, and `amongIds` has each of the
 * subquery's ids looked up through an index. The three reads go out together.
 */
async function cardsOf(
  db: Db,
  ids: number[],
  { among = ids, where }: { among?: number[] | SQLWrapper; where?: SQL } = {},
): Promise<TodoCard[]> {
  if (ids.length === 0) return [];
  const [details, checklist, assigned] = await readTogether(db, [
    () =>
      db
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
        .where(and(amongIds(tasks.id, among), where)),
    () =>
      db
        .select({
          taskId: checklistItems.taskId,
          total: sql<number>`count(*)::int`,
          done: sql<number>`(count(*) filter (where ${checklistItems.done}))::int`,
        })
        .from(checklistItems)
        .where(amongIds(checklistItems.taskId, among))
        .groupBy(checklistItems.taskId),
    () => assigneesOf(db, among),
  ]);
  const byId = new Map(details.map((d) => [d.id, d]));
  const checklistOf = new Map(checklist.map((c) => [c.taskId, c]));
  return ids.flatMap((id) => {
    const d = byId.get(id);
    if (!d) return [];
    const counts = checklistOf.get(id);
    return [
      {
        id,
        title: d.title,
        status: d.status,
        project: d.projectId === null ? null : { id: d.projectId, name: d.projectName! },
        phase: d.phaseId === null ? null : { id: d.phaseId, name: d.phaseName! },
        start_date: d.startDate,
        end_date: d.endDate,
        checklist: { done: counts?.done ?? 0, total: counts?.total ?? 0 },
        assignees: assigned.get(id) ?? [],
      },
    ];
  });
}

export async function cardOf(db: Db, taskId: number): Promise<TodoCard> {
  const [card] = await cardsOf(db, [taskId]);
  return card!;
}

/** The tasks assigned to the person, as a subquery. */
const tasksAssignedTo = (db: Db, userId: number) =>
  db.select({ id: taskAssignees.taskId }).from(taskAssignees).where(eq(taskAssignees.userId, userId));

/**
 * Which of the person's assigned tasks their board shows: those not archived, of a project they
 * see now, or personal. Access follows membership at once: taken off a project, they keep their
 * assignment (and its place on the board) but not its card, which comes back if they are added again.
 */
function onBoardOf(db: Db, viewer: Viewer): SQL | undefined {
  const inProjects = visibleProjects(db, viewer, tasks.projectId);
  return and(eq(tasks.archived, false), inProjects && or(isNull(tasks.projectId), inProjects));
}

/**
 * The ids of the tasks assigned to the person, in the order they gave their board: from the index
 * on (person, position, task) alone. Joining `tasks` here made the planner read the whole table.
 */
async function boardOrderOf(db: Db, userId: number): Promise<number[]> {
  const rows = await tasksAssignedTo(db, userId).orderBy(asc(taskAssignees.boardPosition), asc(taskAssignees.taskId));
  return rows.map((r) => r.id);
}

/** The tasks on the person's board, in the order they gave it. */
export async function assignedToMe(db: Db, viewer: Viewer) {
  const placed = await boardOrderOf(db, viewer.id);
  if (placed.length === 0) return [];
  const open = await db
    .select({ id: tasks.id, status: tasks.status })
    .from(tasks)
    .where(and(amongIds(tasks.id, tasksAssignedTo(db, viewer.id)), onBoardOf(db, viewer)));
  const statusOf = new Map(open.map((t) => [t.id, t.status]));
  return placed.flatMap((id) => {
    const status = statusOf.get(id);
    return status === undefined ? [] : [{ id, status }];
  });
}

/** The phases of the projects where the person may add tasks: managers' visible projects, a DEV's own. */
async function phasesToAddTo(db: Db, viewer: Viewer) {
  const where = managesProjects(viewer) ? visibleProjects(db, viewer) : projectsOfMember(db, viewer.id);
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
  const [order, phaseChoices] = await readTogether(db, [() => boardOrderOf(db, viewer.id), () => phasesToAddTo(db, viewer)]);
  const cards = await cardsOf(db, order, { among: tasksAssignedTo(db, viewer.id), where: onBoardOf(db, viewer) });
  const columns = Object.fromEntries(
    TODO_COLUMNS.map((id) => [
      id,
      { id, name: COLUMN_NAMES[id], todoIds: cards.filter((card) => COLUMN_OF_STATUS[card.status] === id).map((card) => card.id) },
    ]),
  ) as TodoBoard['columns'];
  return {
    ordered: [...TODO_COLUMNS],
    columns,
    todos: Object.fromEntries(cards.map((card) => [String(card.id), card])),
    phases: phaseChoices,
  };
}
