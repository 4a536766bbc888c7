import { callApi, downloadApi, uploadApi, type UploadProgress } from '@/api/client';
import type { BodyOf } from '@/api/contract/endpoint';
import { projectEndpoints, type Attachment } from '@/api/contract/projects';
import { userEndpoints } from '@/api/contract/users';
import type { ProjectPageRequest } from '@machines/projects-list/projects-list.machine';

/** A new project's fields, as the create call takes them (the files apart). */
export type NewProject = Omit<BodyOf<typeof projectEndpoints.create>, 'files'>;
export type ProjectChanges = BodyOf<typeof projectEndpoints.update>;

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
  clients: (search: string) =>
    callApi(userEndpoints.listClients, { query: { search, page_size: PEOPLE_PAGE_SIZE, ordering: 'full_name' } }),
  staff: (search: string) => callApi(userEndpoints.listStaff, { query: { search, page_size: PEOPLE_PAGE_SIZE, ordering: 'full_name' } }),
};
