import { callApi, downloadApi } from '@/api/client';
import { contactEndpoints, type ContactBulk, type ContactChange, type ContactListQuery, type ContactScope } from '@/api/contract/contacts';
import type { QueryOf } from '@/api/contract/endpoint';

/** The contacts table's calls, as the contract has them. */
export const contactsApi = {
  list: (query: ContactListQuery) => callApi(contactEndpoints.list, { query }),
  exportCsv: (query: QueryOf<typeof contactEndpoints.exportContacts>) => downloadApi(contactEndpoints.exportContacts, { query }),
  owners: (organisation: ContactScope) => callApi(contactEndpoints.owners, { query: { organisation } }),
  update: (id: number, change: ContactChange) => callApi(contactEndpoints.update, { params: { id }, body: change }),
  bulk: (action: ContactBulk) => callApi(contactEndpoints.bulk, { body: action }),
  importCsv: (file: File, options: { dryRun: boolean; organisation?: number }) =>
    callApi(contactEndpoints.importContacts, { body: { dry_run: options.dryRun, organisation: options.organisation, file } }),
};
