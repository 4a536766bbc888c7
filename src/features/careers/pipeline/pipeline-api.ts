import { callApi, downloadApi } from '@/api/client';
import { careersEndpoints, type ApplicationMove } from '@/api/contract/careers';

const E = careersEndpoints;

/** The applications pipeline's calls, one per endpoint. */
export const pipelineApi = {
  board: (position: number | null) => callApi(E.applicationBoard, { query: position === null ? {} : { position } }),
  move: (id: number, body: ApplicationMove) => callApi(E.moveApplication, { params: { id }, body }),
  application: (id: number) => callApi(E.application, { params: { id } }),
  cv: (id: number) => downloadApi(E.applicationCv, { params: { id } }),
  coverLetter: (id: number) => downloadApi(E.applicationCoverLetter, { params: { id } }),
  remove: (id: number) => callApi(E.deleteApplication, { params: { id } }),
};
