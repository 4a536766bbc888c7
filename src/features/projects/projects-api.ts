import { callApi, downloadApi, uploadApi, type UploadProgress } from '@/api/client';
import type { BodyOf } from '@/api/contract/endpoint';
import { projectEndpoints, type Attachment } from '@/api/contract/projects';
import { userEndpoints } from '@/api/contract/users';
import type { ProjectPageRequest } from '@machines/projects-list/projects-list.machine';
import type { MemberWork } from './MemberWork';

/** A new project's fields, as the create call takes them (the files apart). */
export type NewProject = Omit<BodyOf<typeof projectEndpoints.create>, 'files'>;
export type ProjectChanges = BodyOf<typeof projectEndpoints.update>;

/** How many of a person's projects their profile lists. */
const MEMBER_WORK_PROJECTS = 8;

/** People to choose from in the project form: this many match a search at a time. */
const PEOPLE_PAGE_SIZE = 50;

export const projectsApi = {
  list: ({ filters, page, pageSize }: ProjectPageRequest) =>
    callApi(projectEndpoints.list, {
      query: { page, page_size: pageSize, search: filters.search, status: filters.status ?? undefined, ordering: filters.ordering },
    }),
  get: (id: number) => callApi(projectEndpoints.get, { params: { id } }),
  /** With files, one multipart request (the project and its files together), reporting progress. */
  create: (fields: NewProject, files: File[], onProgress: UploadProgress) =>
    files.length > 0
      ? uploadApi(projectEndpoints.create, { body: { ...fields, files } }, onProgress)
      : callApi(projectEndpoints.create, { body: fields }),
  update: (id: number, changes: ProjectChanges) => callApi(projectEndpoints.update, { params: { id }, body: changes }),
  upload: (projectId: number, files: File[], onProgress: UploadProgress) =>
    uploadApi(projectEndpoints.uploadAttachments, { params: { projectId }, body: { files } }, onProgress),
  download: (attachment: Attachment) =>
    downloadApi(projectEndpoints.downloadAttachment, { params: { projectId: attachment.project, attachmentId: attachment.id } }),
  deleteAttachment: (attachment: Attachment) =>
    callApi(projectEndpoints.deleteAttachment, { params: { projectId: attachment.project, attachmentId: attachment.id } }),
  team: (query: { search: string; page: number; pageSize: number }) =>
    callApi(projectEndpoints.teamMembers, { query: { search: query.search, page: query.page, page_size: query.pageSize } }),
  /** A staff member's projects (the latest few) and open tasks, as the reader may see them. */
  memberWork: async (member: { id: number; email: string }): Promise<MemberWork> => {
    const [projects, team] = await Promise.all([
      callApi(projectEndpoints.list, { query: { member: member.id, page_size: MEMBER_WORK_PROJECTS, ordering: '-created_at' } }),
      // The e-mail finds the person; other e-mails may contain it ("dev@" in "pm.dev@"), so by id.
      callApi(projectEndpoints.teamMembers, { query: { search: member.email, page_size: PEOPLE_PAGE_SIZE } }),
    ]);
    const me = team.results.find((person) => person.id === member.id);
    return { projects: projects.results, projectCount: projects.count, openTaskCount: me?.open_task_count ?? 0 };
  },
  staff: (search: string) => callApi(userEndpoints.listStaff, { query: { search, page_size: PEOPLE_PAGE_SIZE, ordering: 'full_name' } }),
};
