import { parseDashboardSearch, type DashboardSearch } from '@/ui/dashboard/period';
import { positiveInt } from '@/ui/search-params';

/** The staff's call figures: the period, and one client business or all of them. */
export interface ClientCallAnalyticsSearch extends DashboardSearch {
  organisation?: number;
}

/** The address's period and business; a value that is not one is left out, never an error page. */
export function parseClientCallAnalyticsSearch(search: Record<string, unknown>): ClientCallAnalyticsSearch {
  const organisation = positiveInt(search.organisation);
  return { ...parseDashboardSearch(search), ...(organisation && { organisation }) };
}
