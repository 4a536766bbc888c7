import type { AuditEvent } from '@/api/contract/audit';
import { csvText } from '@/api/contract/csv';

const HEADER = [
  'occurred_at',
  'actor_email',
  'actor_name',
  'action',
  'target_type',
  'target_id',
  'target_label',
  'details',
  'ip',
  'user_agent',
];

/** The events as CSV: every cell a spreadsheet could run as a formula is defused. */
export const eventsCsv = (events: readonly AuditEvent[]): string =>
  csvText(
    HEADER,
    events.map((event) => [
      event.occurred_at,
      event.actor_email,
      event.actor_name,
      event.action,
      event.target_type,
      event.target_id,
      event.target_label,
      event.details ? JSON.stringify(event.details) : '',
      event.ip,
      event.user_agent,
    ]),
  );
