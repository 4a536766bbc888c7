import {
  CALL_DIRECTIONS,
  CALL_OUTCOMES,
  CALL_STATUSES,
  E164_SHAPE,
  type CallOutcome,
  type CallStatus,
} from '@/api/contract/lato-ai-values';
import { SENDER_ID_SHAPE } from '@/api/contract/sms-senders';
import { positiveInt, searchText } from '@/ui/search-params';
import { parseDashboardSearch, type DashboardSearch } from '@/ui/dashboard/period';
import { NO_CALL_FILTERS, type CallFilters } from '@machines/calls-list/call-filters';

/**
 * The calls page's address: the business, the number, the tab, the filters and the page, the open
 * conversation, only those set.
 */
export interface CallsSearch extends Omit<DashboardSearch, 'from' | 'to'> {
  /** The business whose numbers the page is about (one of the person's; see useActiveOrganisation). */
  org?: number;
  number?: number;
  /** The calls (no tab), the SMS conversations, or the figures over the period (`range`, `from`, `to`, `compare`). */
  tab?: 'messages' | 'analytics';
  /** The customer whose SMS conversation is open (E.164, or the sender id a business texted from). */
  thread?: string;
  status?: CallStatus;
  direction?: 'inbound' | 'outbound';
  outcome?: CallOutcome;
  from?: string;
  to?: string;
  customer?: string;
  q?: string;
  /** `hide`: the simulator's test calls are left out. */
  tests?: 'hide';
  page?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the address leniently: a value the page does not offer is left out, never an error page. */
export function parseCallsSearch(query: Record<string, unknown>): CallsSearch {
  const from = searchText(query.from);
  const to = searchText(query.to);
  const customer = searchText(query.customer);
  const q = searchText(query.q);
  const page = positiveInt(query.page);
  // The page writes the open conversation in E.164 (or as a sender id, `ACME`); its shape is enough
  // here, so the address is read without the phone-number metadata (the conversation's own request
  // checks the number).
  const org = positiveInt(query.org);
  const number = positiveInt(query.number);
  const at = { ...(org && { org }), ...(number && { number }) };
  // The figures' tab reads its period; `from` and `to` are then its days, not the calls' filter.
  if (query.tab === 'analytics') return { ...at, tab: 'analytics', ...parseDashboardSearch(query) };
  const written = searchText(query.thread);
  const phone = written.replace(/[\s()-]/g, '');
  const thread = E164_SHAPE.test(phone) ? phone : SENDER_ID_SHAPE.test(written) ? written : undefined;
  return {
    ...at,
    ...(query.tab === 'messages' && { tab: 'messages' as const }),
    ...(thread && { thread }),
    ...(CALL_STATUSES.find((s) => s === query.status) && { status: query.status as CallStatus }),
    ...(CALL_DIRECTIONS.find((d) => d === query.direction) && { direction: query.direction as 'inbound' | 'outbound' }),
    ...(CALL_OUTCOMES.find((o) => o === query.outcome) && { outcome: query.outcome as CallOutcome }),
    ...(DAY.test(from) && { from }),
    ...(DAY.test(to) && { to }),
    ...(customer && { customer }),
    ...(q && { q }),
    ...(query.tests === 'hide' && { tests: 'hide' as const }),
    ...(page && page > 1 && { page }),
  };
}

export const filtersOf = (search: CallsSearch): CallFilters => ({
  ...NO_CALL_FILTERS,
  status: search.status ?? null,
  direction: search.direction ?? null,
  outcome: search.outcome ?? null,
  dateFrom: search.from ?? null,
  dateTo: search.to ?? null,
  customer: search.customer ?? '',
  search: search.q ?? '',
  hideTests: search.tests === 'hide',
});

export const searchOf = (numberId: number, filters: CallFilters, page: number, org?: number): CallsSearch =>
  parseCallsSearch({
    org,
    number: numberId,
    status: filters.status,
    direction: filters.direction,
    outcome: filters.outcome,
    from: filters.dateFrom,
    to: filters.dateTo,
    customer: filters.customer,
    q: filters.search,
    tests: filters.hideTests ? 'hide' : undefined,
    page,
  });

/** The settings page's address: the business and the number. */
export interface NumberSearch {
  org?: number;
  number?: number;
}

export const parseNumberSearch = (query: Record<string, unknown>): NumberSearch => {
  const org = positiveInt(query.org);
  const number = positiveInt(query.number);
  return { ...(org && { org }), ...(number && { number }) };
};
