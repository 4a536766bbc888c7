import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TeamMember, teamMemberQuerySchema } from '@/api/contract/projects';
import { STAFF_ROLES } from '@/api/contract/roles';
import type { Db } from '@server/db/client';
import { projectMembers, projects, taskAssignees, tasks, users, type UserRow } from '@server/db/schema';
import { pageOf } from '@server/src/sql/paging';
import { containsFolded } from '@server/src/sql/search';
import { visibleProjects } from './visibility';

type TeamMemberQuery = z.output<typeof teamMemberQuerySchema>;

/** Active staff, by name, with how much project work each carries in the projects the viewer can see. */
export async function teamMembersPage(db: Db, viewer: Pick<UserRow, 'id' | 'role'>, query: TeamMemberQuery) {
  const where: SQL | undefined = and(
    inArray(users.role, [...STAFF_ROLES]),
    eq(users.isActive, true),
    query.role ? eq(users.role, query.role) : undefined,
    query.search ? containsFolded([users.fullName, users.email], query.search) : undefined,
  );

  const seen = db
    .select({ id: projects.id })
    .from(projects)
    .where(visibleProjects(db, viewer) ?? sql`true`);
  const projectCounts = db
    .select({ userId: projectMembers.userId, n: sql<number>`count(*)::int`.as('project_count') })
    .from(projectMembers)
    .where(inArray(projectMembers.projectId, seen))
    .groupBy(projectMembers.userId)
    .as('project_counts');
  const openTasks = db
    .select({ userId: taskAssignees.userId, n: sql<number>`count(*)::int`.as('open_task_count') })
    .from(taskAssignees)
    .innerJoin(tasks, eq(tasks.id, taskAssignees.taskId))
    .where(and(eq(tasks.archived, false), ne(tasks.status, 'DONE'), inArray(tasks.projectId, seen)))
    .groupBy(taskAssignees.userId)
    .as('open_tasks');

  return pageOf(
    db,
    () => db.$count(users, where),
    query,
    async ({ limit, offset }) => {
      const rows = await db
        .select({
          user: users,
          projectCount: sql<number>`coalesce(${projectCounts.n}, 0)`,
          openTaskCount: sql<number>`coalesce(${openTasks.n}, 0)`,
        })
        .from(users)
        .leftJoin(projectCounts, eq(projectCounts.userId, users.id))
        .leftJoin(openTasks, eq(openTasks.userId, users.id))
        .where(where)
        .orderBy(asc(sql`lower(${users.fullName})`), asc(users.id))
        .limit(limit)
        .offset(offset);

      return rows.map(({ user, projectCount, openTaskCount }): TeamMember => ({
        id: user.id,
        full_name: user.fullName,
        avatar: user.avatar,
        role: user.role,
        email: user.email,
        project_count: Number(projectCount),
        open_task_count: Number(openTaskCount),
      }));
    },
  );
}
