import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { projects, tasks, type UserRow } from '@server/db/schema';
import { visibleProjects } from '@server/src/projects/visibility';

/*
 * What the client accounts widgets share about the agency's work: which projects and tasks a
 * reader counts (project visibility: CEO, CFO and CTO every project, the other managers those they
 * are a member of) and the reader's today.
 */

export type Viewer = Pick<UserRow, 'id' | 'role'>;

/** Projects in progress the viewer sees. */
export const projectsInProgress = (db: Db, viewer: Viewer): SQL =>
  sql`${projects.status} = 'in_progress' and ${visibleProjects(db, viewer) ?? sql`true`}`;

/**
 * The tasks the viewer counts: of a project they see (not personal todo cards), not archived (an
 * archived task is out of its project's counts, as on its progress bar).
 */
export const projectTasks = (db: Db, viewer: Viewer): SQL =>
  sql`${tasks.projectId} is not null and not ${tasks.archived} and ${visibleProjects(db, viewer, tasks.projectId) ?? sql`true`}`;

/** Today, the reader's calendar day: the database's now in their time zone. */
export const readerToday = (timeZone: string): SQL => sql`(current_timestamp at time zone ${timeZone})::date`;
