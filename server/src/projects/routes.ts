import { and, eq } from 'drizzle-orm';
import { projectEndpoints } from '@/api/contract/projects';
import type { Db } from '@server/db/client';
import { attachments, type UserRow } from '@server/db/schema';
import { handlersFor, upload } from '@server/src/http/endpoints';
import { pageOf } from '@server/src/sql/paging';
import { fieldError, forbidden, notFound } from '@server/src/http/http-errors';
import { sendPrivateFile } from '@server/src/files/private-files';
import { attachmentPlace, checkAttachmentFiles } from './attachment-files';
import { mayDeleteAttachment, projectDetail, toAttachmentDto } from './details';
import { projectListFilter } from './list-filter';
import { countProjects, projectSummaries } from './summaries';
import { teamMembersPage } from './team-members';
import { visibleProject } from './visibility';
import { attachFiles, createProject, detachFile, reserveProjectId, updateProject } from './write-projects';

async function visibleAttachment(db: Db, viewer: UserRow, projectId: number, attachmentId: number) {
  await visibleProject(db, viewer, projectId);
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, attachmentId), eq(attachments.projectId, projectId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** Projects, their attachments and the team. Who may call each is declared in the contract; who may see which project, here. */
export const projectHandlers = () =>
  handlersFor(projectEndpoints, {
    list: async ({ db, user, query }) => {
      const where = projectListFilter(db, user, query);
      return pageOf(
        db,
        () => countProjects(db, where),
        query,
        (window) => projectSummaries(db, where, { ordering: query.ordering, ...window }),
      );
    },
    // Who may create is the contract's; the id comes first so the files go straight into the project's folder.
    create: upload({
      authorize: ({ db }) => reserveProjectId(db),
      place: (_file, projectId) => attachmentPlace(projectId),
      handler: async ({ db, user, body, files }, projectId) => {
        const checked = await checkAttachmentFiles(files.files ?? []);
        const project = await createProject(db, projectId, user, body, checked);
        return projectDetail(db, user, project.id);
      },
    }),
    get: async ({ db, user, params }) => {
      const project = await visibleProject(db, user, params.id);
      return projectDetail(db, user, project.id);
    },
    update: async ({ db, user, params, body }) => {
      const project = await visibleProject(db, user, params.id);
      await updateProject(db, user, project, body);
      return projectDetail(db, user, project.id);
    },
    uploadAttachments: upload({
      // A project the sender may not see is refused before a byte of the files is read.
      authorize: ({ db, user, params }) => visibleProject(db, user, params.projectId),
      place: (_file, project) => attachmentPlace(project.id),
      handler: async ({ db, user, files }, project) => {
        const checked = await checkAttachmentFiles(files.files ?? []);
        if (checked.length === 0) throw fieldError('files', 'required');
        const rows = await attachFiles(db, project.id, user.id, checked);
        return rows.map((row) => toAttachmentDto(row, user, user));
      },
    }),
    downloadAttachment: async ({ db, user, params, reply, request }) => {
      const attachment = await visibleAttachment(db, user, params.projectId, params.attachmentId);
      return sendPrivateFile(reply, request.server.storage, attachment.storedName, {
        originalName: attachment.originalName,
        contentType: attachment.contentType,
      });
    },
    deleteAttachment: async ({ db, user, params, request }) => {
      const attachment = await visibleAttachment(db, user, params.projectId, params.attachmentId);
      if (!mayDeleteAttachment(user, attachment))
        throw forbidden('Only the person who uploaded this file or a project manager may delete it.');
      await detachFile(db, attachment);
      // The row is gone, so the file is unreachable; a file that will not go is only worth a warning.
      await request.server.storage
        .remove(attachment.storedName)
        .catch((error: unknown) => request.log.warn({ err: error, attachment: attachment.id }, 'attachment file not removed'));
      return { detail: 'Attachment deleted.' };
    },
    teamMembers: ({ db, user, query }) => teamMembersPage(db, user, query),
  });
