import { and, ilike, or, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { projectListQuerySchema } from '@/api/contract/projects';
import type { Db } from '@server/db/client';
import { projects, type UserRow } from '@server/db/schema';
import { likePattern } from '@server/src/search';
import { projectsOfMember, visibleProjects } from './visibility';

type ProjectListQuery = z.output<typeof projectListQuerySchema>;

/** The projects a list shows: those the viewer may see, narrowed by the search, status and member filters. */
export function projectListFilter(db: Db, viewer: Pick<UserRow, 'id' | 'role'>, query: ProjectListQuery): SQL | undefined {
  const pattern = query.search ? likePattern(query.search) : undefined;
  return and(
    visibleProjects(db, viewer),
    pattern ? or(ilike(projects.name, pattern), ilike(projects.description, pattern)) : undefined,
    query.status ? eq(projects.status, query.status) : undefined,
    query.member ? projectsOfMember(db, query.member) : undefined,
  );
}
