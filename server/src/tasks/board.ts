import { and, asc, eq, sql } from 'drizzle-orm';
import type { Board, Phase } from '@/api/contract/tasks';
import type { Db } from '@server/db/client';
import { phases, projectMembers, projects, tasks, users } from '@server/db/schema';
import { groupRows } from '@server/src/sql/group-rows';
import { toPerson } from '@server/src/projects/summaries';
import { readTogether } from '@server/src/sql/read-together';
import type { ProjectScope } from './access';
import { taskDtos } from './task-rows';

/** The project's staff, by name: who its tasks may be assigned to. */
export async function projectMembersOf(db: Db, projectId: number) {
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, avatar: users.avatar, role: users.role })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(asc(users.fullName), asc(users.id));
  return rows.map(toPerson);
}

export async function phaseDto(db: Db, phaseId: number): Promise<Phase> {
  const [phase] = await db.select().from(phases).where(eq(phases.id, phaseId));
  if (!phase) throw new Error(`phase ${phaseId} vanished while being read`);
  return {
    id: phase.id,
    project: phase.projectId,
    name: phase.name,
    position: phase.position,
    tasks: await taskDtos(db, and(eq(tasks.phaseId, phase.id), eq(tasks.archived, false))),
  };
}

/** The board: phases in order, each with its tasks not archived, in order; the order's version. */
export async function boardOf(db: Db, { project, manages }: ProjectScope): Promise<Board> {
  const [phaseRows, taskList, members] = await readTogether(db, [
    () => db.select().from(phases).where(eq(phases.projectId, project.id)).orderBy(asc(phases.position), asc(phases.id)),
    () => taskDtos(db, and(eq(tasks.projectId, project.id), eq(tasks.archived, false))),
    () => projectMembersOf(db, project.id),
  ]);
  const tasksOfPhase = groupRows(
    taskList,
    (task) => task.phase,
    (task) => task,
  );
  return {
    project: project.id,
    name: project.name,
    order_version: project.orderVersion,
    phases: phaseRows.map((phase) => ({
      id: phase.id,
      project: phase.projectId,
      name: phase.name,
      position: phase.position,
      tasks: tasksOfPhase.get(phase.id) ?? [],
    })),
    members,
    can_manage: manages,
  };
}

/** Records a change to the board's order and answers its new version. */
export async function nextOrderVersion(db: Db, projectId: number): Promise<number> {
  const [row] = await db
    .update(projects)
    .set({ orderVersion: sql`${projects.orderVersion} + 1` })
    .where(eq(projects.id, projectId))
    .returning({ version: projects.orderVersion });
  return row!.version;
}

/** The position after the last task of a phase. */
export async function endOfPhase(db: Db, phaseId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${tasks.position}) + 1, 0)::int` })
    .from(tasks)
    .where(eq(tasks.phaseId, phaseId));
  return row?.next ?? 0;
}

/** The position after the project's last phase. */
export async function afterLastPhase(db: Db, projectId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${phases.position}) + 1, 0)::int` })
    .from(phases)
    .where(eq(phases.projectId, projectId));
  return row?.next ?? 0;
}
