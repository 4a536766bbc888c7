import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContactListQuery, ContactScope } from '@/api/contract/contacts';
import { saveFile } from '@/ui/save-file';
import { contactsApi } from './contacts-api';
import { contactFilterOf, type ContactsSearch } from './contacts-search';

/** The contacts area's reads, as the cache knows them; a change invalidates them by these keys. */
export const contactKeys = {
  all: ['contacts'] as const,
  list: (query: ContactListQuery) => ['contacts', 'list', query] as const,
  owners: (scope: ContactScope) => ['contacts', 'owners', scope] as const,
};

/** One page of contacts; the last page stays shown while the next loads. */
export const contactListQuery = (query: ContactListQuery) =>
  queryOptions({
    queryKey: contactKeys.list(query),
    queryFn: () => contactsApi.list(query),
    placeholderData: keepPreviousData,
    // Callers and texters add contacts all the time: read afresh on each visit.
    staleTime: 0,
  });

/** Who may own a business's contacts (its people) or the agency's (staff). */
export const contactOwnersQuery = (scope: ContactScope) =>
  queryOptions({ queryKey: contactKeys.owners(scope), queryFn: () => contactsApi.owners(scope), staleTime: 60_000 });

/** Downloads the contacts the address's filters select as CSV, in the table's order. */
export async function exportContactsCsv(search: ContactsSearch): Promise<void> {
  const { blob, fileName } = await contactsApi.exportCsv(contactFilterOf(search));
  saveFile(blob, fileName ?? 'contacts.csv');
}
