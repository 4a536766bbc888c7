import { positiveInt, searchText } from '@/ui/search-params';

/** The team list's address: the search and the page, only when set. */
export interface TeamSearch {
  q?: string;
  page?: number;
}

/** Reads the address leniently: a value the list does not offer is left out, never an error page. */
export function parseTeamSearch(query: Record<string, unknown>): TeamSearch {
  const q = searchText(query.q);
  const page = positiveInt(query.page);
  return { ...(q && { q }), ...(page && page > 1 && { page }) };
}
