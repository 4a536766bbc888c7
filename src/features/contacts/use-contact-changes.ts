import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactBulk, ContactChange } from '@/api/contract/contacts';
import { contactsApi } from './contacts-api';
import { contactKeys } from './contacts-queries';

/** The contacts' writes; each reads the table afresh once done (facets and order may have changed). */
export function useContactChanges() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: contactKeys.all });
  const update = useMutation({
    mutationFn: ({ id, change }: { id: number; change: ContactChange }) => contactsApi.update(id, change),
    onSettled: refresh,
  });
  const bulk = useMutation({ mutationFn: (action: ContactBulk) => contactsApi.bulk(action), onSettled: refresh });
  return { update, bulk, refresh };
}
