import { and, asc, eq } from 'drizzle-orm';
import type { Attachment, ProjectDetail } from '@/api/contract/projects';
import type { Db } from '@server/db/client';
import { attachments, phases, projects, tasks, users, type AttachmentRow, type UserRow } from '@server/db/schema';
import { projectSummaries, taskCountColumns, toPerson, toTaskCounts } from './summaries';
import { managesProjects } from './visibility';

type Viewer = Pick<UserRow, 'id' | 'role'>;

/** The uploader and those who manage projects may delete an attachment. */
export const mayDeleteAttachment = (viewer: Viewer, attachment: Pick<AttachmentRow, 'uploadedBy'>) =>
  attachment.uploadedBy === viewer.id || managesProjects(viewer);

export function toAttachmentDto(
  row: AttachmentRow,
  uploader: Pick<UserRow, 'id' | 'fullName' | 'avatar' | 'role'> | null,
  viewer: Viewer,
): Attachment {
  return {
    id: row.id,
    project: row.projectId,
    original_name: row.originalName,
    content_type: row.contentType,
    size: row.size,
    uploaded_by: uploader ? toPerson(uploader) : null,
    uploaded_at: row.uploadedAt.toISOString(),
    can_delete: mayDeleteAttachment(viewer, row),
  };
}

async function attachmentsOf(db: Db, projectId: number, viewer: Viewer): Promise<Attachment[]> {
  const rows = await db
    .select({ attachment: attachments, uploader: users })
    .from(attachments)
    .leftJoin(users, eq(users.id, attachments.uploadedBy))
    .where(eq(attachments.projectId, projectId))
    .orderBy(asc(attachments.uploadedAt), asc(attachments.id));
  return rows.map((r) => toAttachmentDto(r.attachment, r.uploader, viewer));
}

async function phasesOf(db: Db, projectId: number) {
  const rows = await db
    .select({ id: phases.id, name: phases.name, position: phases.position, ...taskCountColumns })
    .from(phases)
    .leftJoin(tasks, and(eq(tasks.phaseId, phases.id), eq(tasks.archived, false)))
    .where(eq(phases.projectId, projectId))
    .groupBy(phases.id)
    .orderBy(asc(phases.position), asc(phases.id));
  return rows.map(({ id, name, position, ...counts }) => ({ id, name, position, task_counts: toTaskCounts(counts) }));
}

/** One project as its details page shows it, for this viewer (what they may do included). */
export async function projectDetail(db: Db, viewer: Viewer, projectId: number): Promise<ProjectDetail> {
  const [summary] = await projectSummaries(db, eq(projects.id, projectId));
  if (!summary) throw new Error(`project ${projectId} vanished while being read`);
  const [creator] = await db
    .select({ id: users.id, fullName: users.fullName, avatar: users.avatar, role: users.role })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.createdBy))
    .where(eq(projects.id, projectId));
  return {
    ...summary,
    created_by: creator ? toPerson(creator) : null,
    phases: await phasesOf(db, projectId),
    attachments: await attachmentsOf(db, projectId, viewer),
    can_edit: managesProjects(viewer),
  };
}
