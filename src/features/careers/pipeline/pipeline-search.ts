import { positiveInt } from '@/ui/search-params';

/** The applications page's address: the position the board is narrowed to, and the application open in the drawer. */
export interface ApplicationsSearch {
  position?: number;
  application?: number;
}

/** Reads the address leniently: a value that is not an id is left out, never an error page. */
export function parseApplicationsSearch(query: Record<string, unknown>): ApplicationsSearch {
  const position = positiveInt(query.position);
  const application = positiveInt(query.application);
  return { ...(position && { position }), ...(application && { application }) };
}
