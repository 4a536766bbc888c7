import type { CallOutcome, CallStatus } from '@/api/contract/lato-ai-values';

/** What the calls list shows: its filters (kept in the address) and the page. */
export interface CallFilters {
  status: CallStatus | null;
  direction: 'inbound' | 'outbound' | null;
  outcome: CallOutcome | null;
  /** Calendar days, both ends included. */
  dateFrom: string | null;
  dateTo: string | null;
  /** Part of the customer's number. */
  customer: string;
  /** Words of the summary or the taken message. */
  search: string;
  /** Leave out the calls made with the settings page's simulator. */
  hideTests: boolean;
}

export const NO_CALL_FILTERS: CallFilters = {
  status: null,
  direction: null,
  outcome: null,
  dateFrom: null,
  dateTo: null,
  customer: '',
  search: '',
  hideTests: false,
};

/** Whether any filter narrows the list (each compared with its empty value). */
export const hasCallFilters = (filters: CallFilters): boolean =>
  (Object.keys(NO_CALL_FILTERS) as (keyof CallFilters)[]).some((key) => filters[key] !== NO_CALL_FILTERS[key]);
