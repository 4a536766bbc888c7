import { callApi, downloadApi } from '@/api/client';
import { auditEndpoints, type AuditListQuery } from '@/api/contract/audit';
import type { QueryOf } from '@/api/contract/endpoint';

/** The audit log's calls: read only, as the contract has them. */
export const auditApi = {
  events: (query: AuditListQuery) => callApi(auditEndpoints.events, { query }),
  exportCsv: (query: QueryOf<typeof auditEndpoints.exportEvents>) => downloadApi(auditEndpoints.exportEvents, { query }),
};
