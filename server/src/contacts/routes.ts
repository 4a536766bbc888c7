import { contactEndpoints } from '@/api/contract/contacts';
import { handlersFor } from '@server/src/http/endpoints';

const notYet = () => {
  throw new Error('not built yet');
};

/** The contacts table. */
export function contactHandlers() {
  return handlersFor(contactEndpoints, {
    list: notYet,
    exportContacts: notYet,
    owners: notYet,
    update: notYet,
    bulk: notYet,
    importContacts: notYet,
  });
}
