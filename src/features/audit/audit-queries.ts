import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditListQuery } from '@/api/contract/audit';
import { saveFile } from '@/ui/save-file';
import { auditApi } from './audit-api';
import { auditFilterOf, type AuditSearch } from './audit-search';

/** One page of the audit log; the last page stays shown while the next loads. */
export const auditEventsQuery = (query: AuditListQuery) =>
  queryOptions({
    queryKey: ['audit', 'events', query] as const,
    queryFn: () => auditApi.events(query),
    placeholderData: keepPreviousData,
    // New events arrive all the time: read afresh on each visit.
    staleTime: 0,
  });

/** Downloads the events the address's filters select as CSV (the server cuts it at 10,000 rows). */
export async function exportAuditCsv(search: AuditSearch): Promise<void> {
  const { blob, fileName } = await auditApi.exportCsv(auditFilterOf(search));
  saveFile(blob, fileName ?? 'audit-log.csv');
}
