import { and } from 'drizzle-orm';
import { CONTACTS_EXPORT_MAX, contactEndpoints, type ContactFilter } from '@/api/contract/contacts';
import { recordAudit } from '@server/src/audit/record';
import { privateFileKey } from '@server/src/files/private-files';
import { handlersFor, upload } from '@server/src/http/endpoints';
import { pageOf } from '@server/src/sql/paging';
import { readTogether } from '@server/src/sql/read-together';
import { bulkChange } from './bulk';
import { changeContact } from './changes';
import { contactDto } from './contact-rows';
import { contactsCsv } from './csv';
import { contactFacets } from './facets';
import { contactFilter } from './filters';
import { importResult, planImport, writeImport } from './import';
import { takeUploadedText } from './import-file';
import { readImportFile } from './import-rows';
import { importTarget } from './import-target';
import { possibleOwners } from './owners';
import { countContacts, listContacts } from './queries';
import { contactScope } from './visibility';

/** The filter as the export's audit event keeps it: what was asked, not what was found. */
const exportedFilter = (query: ContactFilter) => ({
  search: query.search ?? null,
  status: query.status,
  source: query.source,
  tag: query.tag,
  owner: query.owner === undefined ? null : String(query.owner),
  organisation: query.organisation === undefined ? null : String(query.organisation),
});

/** The contacts table: who may call each endpoint is the contract's; which contacts they reach, here (404 beyond them). */
export function contactHandlers() {
  return handlersFor(contactEndpoints, {
    list: async ({ db, user, query }) => {
      const scope = await contactScope(db, user, query.organisation);
      const where = and(scope, contactFilter(query));
      const [page, facets] = await readTogether(db, [
        () =>
          pageOf(
            db,
            () => countContacts(db, where),
            query,
            (window) => listContacts(db, where, query, window),
          ),
        () => contactFacets(db, scope, query),
      ]);
      return { ...page, facets };
    },

    exportContacts: async ({ db, user, query, request, reply }) => {
      const scope = await contactScope(db, user, query.organisation);
      const rows = await listContacts(db, and(scope, contactFilter(query)), query, { limit: CONTACTS_EXPORT_MAX, offset: 0 });
      // A copy of people's phone numbers and addresses leaving the product: who took it, and of what.
      await recordAudit(db, request, {
        action: 'export',
        target: { type: 'contacts', id: typeof query.organisation === 'number' ? query.organisation : null, label: 'contacts' },
        details: { rows: rows.length, ...exportedFilter(query) },
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="contacts.csv"')
        .header('cache-control', 'private, no-store')
        .send(contactsCsv(rows));
    },

    owners: async ({ db, user, query }) => {
      // The scope's checks: a business the person does not belong to, or the agency's own asked by a client, is 404.
      await contactScope(db, user, query.organisation);
      return { results: await possibleOwners(db, query.organisation === 'agency' ? null : query.organisation) };
    },

    update: async ({ db, user, params, body, request }) => {
      await changeContact(db, user, params.id, body, request.server.clock());
      return contactDto(db, params.id);
    },

    bulk: async ({ db, user, body, request }) => ({ affected: await bulkChange(db, user, body, request.server.clock()) }),

    importContacts: upload({
      // Kept only while it is read: the handler removes it.
      place: () => ({ key: privateFileKey('contact-imports'), contentType: 'text/csv' }),
      handler: async ({ db, user, body, files, request }) => {
        const organisationId = await importTarget(db, user, body.organisation);
        const read = readImportFile(await takeUploadedText(request.server.storage, files.file));
        if (body.dry_run) return importResult(read, await planImport(db, organisationId, read), true);
        const plan = await db.transaction(async (tx) => {
          const planned = await planImport(tx, organisationId, read, { forUpdate: true });
          await writeImport(tx, organisationId, planned, request.server.clock());
          return planned;
        });
        return importResult(read, plan, false);
      },
    }),
  });
}
