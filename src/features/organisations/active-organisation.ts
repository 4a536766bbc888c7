import { useCallback, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { Membership } from '@/api/contract/organisations';
import { positiveInt } from '@/ui/search-params';
import { myOrganisationsQuery } from './organisations-queries';

/** The browser's memory of the business last chosen, for the next visit without `?org=` in the address. */
const REMEMBERED = 'lato.organisation';

function remembered(): number | undefined {
  try {
    return positiveInt(window.localStorage.getItem(REMEMBERED) ?? undefined);
  } catch {
    return undefined;
  }
}

function remember(id: number) {
  try {
    window.localStorage.setItem(REMEMBERED, String(id));
  } catch {
    // A browser that keeps nothing (private mode) still switches: the address holds the choice.
  }
}

export interface ActiveOrganisation {
  /** The person's businesses; empty while loading or for someone who belongs to none. */
  organisations: Membership[];
  /** The business the client pages are about: the address's `org`, else the one remembered, else the first. */
  active: Membership | undefined;
  isPending: boolean;
  /** Shows another business: written into the address (a new history entry) and remembered. */
  choose(id: number): void;
}

/**
 * Which of a client person's businesses the console shows. The address's `?org=` wins, so a link
 * names its business; the choice is remembered for the next visit.
 */
export function useActiveOrganisation(): ActiveOrganisation {
  const mine = useQuery(myOrganisationsQuery);
  const search = useSearch({ strict: false }) as { org?: unknown };
  const navigate = useNavigate();
  const list = mine.data ?? [];
  const asked = positiveInt(search.org);
  const active = list.find((o) => o.id === asked) ?? list.find((o) => o.id === remembered()) ?? list[0];
  useEffect(() => {
    if (active) remember(active.id);
  }, [active]);
  const choose = useCallback(
    (id: number) => {
      remember(id);
      // Another business's number, thread or page would mean nothing there: only the business stays.
      void navigate({ to: '.', search: { org: id } });
    },
    [navigate],
  );
  return { organisations: list, active, isPending: mine.isPending, choose };
}
