import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createProjectFields, updateProjectFields } from '@/api/contract/projects';
import type { FieldErrors } from '@/api/contract/errors';
import { isStaff } from '@/api/contract/roles';
import type { Db } from '@server/db/client';
import {
  attachments,
  organisations,
  projectMembers,
  projects,
  users,
  type AttachmentRow,
  type ProjectRow,
  type UserRow,
} from '@server/db/schema';
import { invalidFields } from '@server/src/http/http-errors';
import { publishLive } from '@server/src/live/publish';
import { notify } from '@server/src/notifications/notify';
import type { CheckedFile } from './attachment-files';
import { seesEveryProject } from './visibility';

type CreateProject = z.output<typeof createProjectFields>;
type UpdateProject = z.output<typeof updateProjectFields>;

/** A change to a project's own fields, members or attachments, for those who may read it. */
const publishProject = (db: Db, projectId: number) => publishLive(db, [{ kind: 'project', subject: projectId }]);

/** Members must be staff, the client a business; an id that names nobody is refused on its field. */
async function checkPeople(db: Db, { client, members }: { client?: number | null; members?: number[] }): Promise<void> {
  const ids = members ?? [];
  const found = new Map(
    ids.length === 0
      ? []
      : (await db.select({ id: users.id, role: users.role }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u.role]),
  );
  const errors: FieldErrors = {};
  const memberCodes = ids.map((id) => (!found.has(id) ? 'unknown_user' : isStaff(found.get(id)) ? undefined : 'not_staff'));
  const memberCode = memberCodes.find((code) => code !== undefined);
  if (memberCode) errors.members = [memberCode];
  if (client) {
    const [business] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, client)).limit(1);
    if (!business) errors.client = ['unknown_organisation'];
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

/**
 * Who a project's members are: those chosen, and the person who creates it when their role sees
 * only their own projects (else their new project would vanish from their list).
 */
function membersOnCreate(creator: Pick<UserRow, 'id' | 'role'>, members: number[]): number[] {
  return seesEveryProject(creator) || members.includes(creator.id) ? members : [creator.id, ...members];
}

async function addAttachments(db: Db, projectId: number, files: readonly CheckedFile[], uploaderId: number): Promise<AttachmentRow[]> {
  if (files.length === 0) return [];
  const rows = files.map(({ file, contentType, name }) => ({
    projectId,
    storedName: file.key,
    originalName: name,
    contentType,
    size: file.size,
    uploadedBy: uploaderId,
  }));
  return db.insert(attachments).values(rows).returning();
}

/**
 * The id the next project will have, taken before the request's files arrive so that they are
 * stored straight into the project's folder. An id taken by a request that then fails is skipped.
 */
export async function reserveProjectId(db: Db): Promise<number> {
  // Both drivers (node-postgres, PGlite) answer `rows`.
  const result = (await db.execute(sql`SELECT nextval(pg_get_serial_sequence('projects', 'id'))::int AS id`)) as unknown as {
    rows: { id: number }[];
  };
  return result.rows[0]!.id;
}

/** A project, its members and its first attachments (already stored under its reserved id): all of it, or nothing. */
export async function createProject(
  db: Db,
  id: number,
  creator: Pick<UserRow, 'id' | 'role'>,
  fields: CreateProject,
  files: readonly CheckedFile[],
): Promise<ProjectRow> {
  await checkPeople(db, fields);
  return db.transaction(async (tx) => {
    const [project] = await tx
      .insert(projects)
      .overridingSystemValue()
      .values({
        id,
        name: fields.name,
        description: fields.description,
        status: fields.status,
        startDate: fields.start_date,
        endDate: fields.end_date,
        clientId: fields.client,
        createdBy: creator.id,
      })
      .returning();
    const members = membersOnCreate(creator, fields.members);
    if (members.length > 0) await tx.insert(projectMembers).values(members.map((userId) => ({ projectId: project!.id, userId })));
    await addAttachments(tx, project!.id, files, creator.id);
    await publishProject(tx, project!.id);
    return project!;
  });
}

/** Attachments added to an existing project, all or none. */
export async function attachFiles(db: Db, projectId: number, uploaderId: number, files: readonly CheckedFile[]) {
  return db.transaction(async (tx) => {
    const rows = await addAttachments(tx, projectId, files, uploaderId);
    await publishProject(tx, projectId);
    return rows;
  });
}

/** An attachment's row taken off its project (its file is the caller's to remove once this commits). */
export async function detachFile(db: Db, attachment: Pick<AttachmentRow, 'id' | 'projectId'>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(attachments).where(eq(attachments.id, attachment.id));
    await publishProject(tx, attachment.projectId);
  });
}

/**
 * A change to a project's fields; `members` replaces the list. The end may not come before the
 * start, whichever of the two the change gives. Someone who sees only their own projects may not
 * take themselves off one (they would lose it mid-edit). A new status is told to the members it
 * leaves the project with.
 */
export async function updateProject(
  db: Db,
  editor: Pick<UserRow, 'id' | 'role' | 'fullName'>,
  project: ProjectRow,
  change: UpdateProject,
): Promise<void> {
  const start = change.start_date !== undefined ? change.start_date : project.startDate;
  const end = change.end_date !== undefined ? change.end_date : project.endDate;
  if (start && end && end < start) throw invalidFields({ end_date: ['end_before_start'] });
  if (change.members && !seesEveryProject(editor) && !change.members.includes(editor.id)) {
    throw invalidFields({ members: ['own_membership'] });
  }
  await checkPeople(db, change);
  await db.transaction(async (tx) => {
    await tx
      .update(projects)
      .set({
        ...(change.name !== undefined && { name: change.name }),
        ...(change.description !== undefined && { description: change.description }),
        ...(change.status !== undefined && { status: change.status }),
        ...(change.start_date !== undefined && { startDate: change.start_date }),
        ...(change.end_date !== undefined && { endDate: change.end_date }),
        ...(change.client !== undefined && { clientId: change.client }),
        updatedAt: sql`now()`,
      })
      .where(eq(projects.id, project.id));
    let removed: number[] = [];
    if (change.members) {
      const keep = change.members;
      removed = (
        await tx
          .delete(projectMembers)
          .where(and(eq(projectMembers.projectId, project.id), keep.length ? notInArray(projectMembers.userId, keep) : undefined))
          .returning({ id: projectMembers.userId })
      ).map((row) => row.id);
      if (keep.length > 0) {
        await tx
          .insert(projectMembers)
          .values(keep.map((userId) => ({ projectId: project.id, userId })))
          .onConflictDoNothing();
      }
    }
    // Those taken off hear it once, so their list and open board let the project go.
    await publishLive(tx, [{ kind: 'project', subject: project.id, recipients: removed }]);
    // The phase editor shows the project's name and offers its members as assignees.
    if (change.name !== undefined || change.members) await publishLive(tx, [{ kind: 'board', subject: project.id, version: null }]);
    if (change.status !== undefined && change.status !== project.status) {
      const members = await tx.select({ id: projectMembers.userId }).from(projectMembers).where(eq(projectMembers.projectId, project.id));
      await notify(
        tx,
        members.map((member) => member.id),
        {
          kind: 'project_status_changed',
          actor: editor,
          subject: { type: 'project', id: project.id, label: change.name ?? project.name },
          detail: change.status,
        },
      );
    }
  });
}
