import { AUDIT_EXPORT_MAX_ROWS, auditEndpoints, type AuditFilter } from '@/api/contract/audit';
import { handlersFor } from '@server/src/http/endpoints';
import { pageOf } from '@server/src/sql/paging';
import { eventsCsv } from './events-csv';
import { countEvents, listEvents } from './queries';
import { recordAudit } from './record';

/** The filter as the export's own event keeps it: what was asked, not what was found. */
const filterDetails = (filter: AuditFilter) => ({
  actions: filter.action,
  actor: filter.actor ?? null,
  target: filter.target ?? null,
  date_from: filter.date_from,
  date_to: filter.date_to,
});

/** The audit log, read only: who may read it is declared in the contract. */
export const auditHandlers = () =>
  handlersFor(auditEndpoints, {
    events: ({ db, query }) =>
      pageOf(
        db,
        () => countEvents(db, query),
        query,
        (window) => listEvents(db, query, window),
      ),
    exportEvents: async ({ db, query, request, reply }) => {
      const events = await listEvents(db, query, { limit: AUDIT_EXPORT_MAX_ROWS, offset: 0 });
      // Reading the log is itself worth a line in it: who took a copy, and of what.
      await recordAudit(db, request, {
        action: 'export',
        target: { type: 'audit_log', label: 'audit log' },
        details: { rows: events.length, ...filterDetails(query) },
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'private, no-store')
        .send(eventsCsv(events));
    },
  });
