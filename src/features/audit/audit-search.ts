import { AUDIT_ACTIONS, type AuditAction } from '@/api/contract/audit-values';
import type { AuditListQuery } from '@/api/contract/audit';
import { positiveInt, searchText } from '@/ui/search-params';

/** The audit log page's address: its filters and page, only those set. */
export interface AuditSearch {
  action?: AuditAction[];
  /** Words of the actor's name or e-mail. */
  actor?: string;
  /** Words of the target (an e-mail, a number). */
  target?: string;
  from?: string;
  to?: string;
  page?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the address leniently: a value the page does not offer is left out, never an error page. */
export function parseAuditSearch(query: Record<string, unknown>): AuditSearch {
  const given = Array.isArray(query.action) ? query.action : [query.action];
  const action = AUDIT_ACTIONS.filter((known) => given.includes(known));
  const actor = searchText(query.actor);
  const target = searchText(query.target);
  const from = searchText(query.from);
  const to = searchText(query.to);
  const page = positiveInt(query.page);
  return {
    ...(action.length > 0 && { action }),
    ...(actor && { actor }),
    ...(target && { target }),
    ...(DAY.test(from) && { from }),
    ...(DAY.test(to) && { to }),
    ...(page && page > 1 && { page }),
  };
}

/** The reader's time zone, so the days of the date filter start at their midnight. */
const readersTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** What the list call and the export send for the address's filters. */
export function auditFilterOf(search: AuditSearch, timeZone = readersTimeZone()) {
  return {
    action: search.action ?? [],
    actor: search.actor,
    target: search.target,
    date_from: search.from ?? null,
    date_to: search.to ?? null,
    time_zone: timeZone,
  };
}

export const AUDIT_PAGE_SIZE = 25;

/** The list call's query for the address. */
export const auditListQueryOf = (search: AuditSearch, timeZone?: string): AuditListQuery => ({
  ...auditFilterOf(search, timeZone),
  page: search.page ?? 1,
  page_size: AUDIT_PAGE_SIZE,
});
