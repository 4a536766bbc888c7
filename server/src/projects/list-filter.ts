import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { projectListQuerySchema } from '@/api/contract/projects';
import type { Db } from '@server/db/client';
import { projects, type UserRow } from '@server/db/schema';
import { containsFolded } from '@server/src/sql/search';
import { projectsOfMember, visibleProjects } from './visibility';

type ProjectListQuery = z.output<typeof projectListQuerySchema>;

/** The projects a list shows: those the viewer may see, narrowed by the search, status and member filters. */
export function projectListFilter(db: Db, viewer: Pick<UserRow, 'id' | 'role'>, query: ProjectListQuery): SQL | undefined {
  return and(
    visibleProjects(db, viewer),
    query.search ? containsFolded([projects.name, projects.description], query.search) : undefined,
    query.status ? eq(projects.status, query.status) : undefined,
    query.member ? projectsOfMember(db, query.member) : undefined,
  );
}
