import { and, eq, type Column, type SQL } from 'drizzle-orm';
import { isAllowed, SEES_EVERY_PROJECT, ACCESS } from '@/api/contract/roles';
import type { Db } from '@server/db/client';
import { projectMembers, projects, type ProjectRow, type UserRow } from '@server/db/schema';
import { amongIds } from '@server/src/sql/among-ids';
import { notFound } from '@server/src/http/http-errors';

type Viewer = Pick<UserRow, 'id' | 'role'>;

export const seesEveryProject = (viewer: Viewer) => isAllowed(viewer.role, SEES_EVERY_PROJECT);

/** Creates projects and edits the ones they see. */
export const managesProjects = (viewer: Viewer) => isAllowed(viewer.role, ACCESS.projectManagers);

/**
 * Projects where this person is a member. `column` names the project's id where the rows are not
 * projects (a task's project), so rows of other tables follow the same rule.
 */
export const projectsOfMember = (db: Db, userId: number, column: Column = projects.id): SQL =>
  amongIds(column, db.select({ id: projectMembers.projectId }).from(projectMembers).where(eq(projectMembers.userId, userId)));

/** The projects a person may see: every one for CEO, CFO and CTO; their own for the rest of the staff. */
export function visibleProjects(db: Db, viewer: Viewer, column: Column = projects.id): SQL | undefined {
  return seesEveryProject(viewer) ? undefined : projectsOfMember(db, viewer.id, column);
}

/**
 * A project the viewer may see, or 404: a project they may not see answers exactly as one that
 * does not exist, so ids reveal nothing.
 */
export async function visibleProject(db: Db, viewer: Viewer, id: number): Promise<ProjectRow> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), visibleProjects(db, viewer)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
