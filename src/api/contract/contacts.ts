import { z } from './zod';
import { formFlag, formList, idParams, idSchema, optionalId, organisationRefSchema, pagedSchema, pagingQuery } from './common';
import { defineEndpoint, jsonBody, multipartBody } from './endpoint';
import { ACCESS } from './roles';
import { CONTACT_SORTS, CONTACT_SOURCES, CONTACT_STATUSES } from './contacts-values';

export * from './contacts-values';

/**
 * The contacts table (CRM): one contact per person who reached a business, made by the product as
 * they arrive (a caller, an SMS sender, the contact form's visitor) or imported from a CSV file. A
 * contact belongs to a client business (its numbers' callers and texters), or to the agency itself
 * (`organisation` null: the public site's contact form). Staff read every one; a client person reads
 * the contacts of the businesses they belong to, and anything else answers 404.
 */

export const CONTACT_NAME_MAX = 150;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_TAG_MAX = 40;
export const CONTACT_TAGS_MAX = 20;
/** Rows one bulk action changes: more than a page's worth, far fewer than a whole table. */
export const CONTACT_BULK_MAX = 1000;
/** Rows one export writes. */
export const CONTACTS_EXPORT_MAX = 50_000;
/** Rows one CSV import reads; a bigger file is refused whole. */
export const CONTACTS_IMPORT_ROWS_MAX = 20_000;
export const CONTACTS_IMPORT_BYTES_MAX = 4 * 1024 * 1024;
/** The import's answer lists at most this many rows' errors and this many rows' preview. */
export const CONTACTS_IMPORT_ERRORS_MAX = 200;
export const CONTACTS_IMPORT_PREVIEW_MAX = 20;
/** The facets list the most used tags, at most this many. */
export const CONTACT_TAG_FACETS_MAX = 30;
const SEARCH_MAX = 100;

/** The columns of the CSV file, exported and imported alike (an import needs a phone or an e-mail per row). */
export const CONTACT_CSV_COLUMNS = [
  'name',
  'phone',
  'email',
  'status',
  'tags',
  'source',
  'owner',
  'organisation',
  'interactions',
  'first_seen_at',
  'last_seen_at',
] as const;

/** A tag: a short label, kept in lower case, without commas (the CSV's tags column separates them by commas). */
export const contactTag = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(CONTACT_TAG_MAX)
  .refine((tag) => !tag.includes(','), { params: { code: 'invalid' } });

export const contactPersonSchema = z.object({ id: z.number().int(), name: z.string() });
export type ContactPerson = z.infer<typeof contactPersonSchema>;

export const contactSchema = z.object({
  id: z.number().int(),
  /** The business it belongs to; null for the agency's own (the public site's contact form). */
  organisation: organisationRefSchema.nullable(),
  /** Empty when only a number or an address is known. */
  name: z.string(),
  /** E.164, or null. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  source: z.enum(CONTACT_SOURCES),
  status: z.enum(CONTACT_STATUSES),
  owner: contactPersonSchema.nullable(),
  tags: z.array(z.string()),
  /** Calls, texts received and contact-form messages from it (the simulator's test ones left out). */
  interactions: z.number().int(),
  first_seen_at: z.iso.datetime({ offset: true }),
  last_seen_at: z.iso.datetime({ offset: true }),
});
export type Contact = z.infer<typeof contactSchema>;

/** `organisation`: a business's id, or `agency` for the agency's own contacts (staff only). */
export const contactScope = z.union([z.literal('agency'), idSchema]);
export type ContactScope = z.output<typeof contactScope>;

/** What the list and the export select: both take the same filters. */
export const contactFilterFields = {
  /** Words of the name, the phone number or the e-mail. */
  search: z.string().trim().max(SEARCH_MAX).optional(),
  status: formList(z.enum(CONTACT_STATUSES)),
  source: formList(z.enum(CONTACT_SOURCES)),
  /** A person's id, or `none` for contacts nobody owns. */
  owner: z.union([z.literal('none'), idSchema]).optional(),
  /** Contacts carrying every one of these tags. */
  tag: formList(contactTag),
  organisation: contactScope.optional(),
  sort: z.enum(CONTACT_SORTS).default('last_seen_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
};
export const contactFilterQuery = z.object(contactFilterFields);
export type ContactFilter = z.output<typeof contactFilterQuery>;
export const contactListQuery = z.object({ ...pagingQuery, ...contactFilterFields });
export type ContactListQuery = z.input<typeof contactListQuery>;

/**
 * How many contacts each value holds under the same filters but its own (a status's count ignores
 * the status filter), as faceted search shows them.
 */
export const contactFacetsSchema = z.object({
  status: z.record(z.enum(CONTACT_STATUSES), z.number().int()),
  source: z.record(z.enum(CONTACT_SOURCES), z.number().int()),
  /** The most used tags, the most used first, at most CONTACT_TAG_FACETS_MAX. */
  tags: z.array(z.object({ tag: z.string(), contacts: z.number().int() })),
});
export type ContactFacets = z.infer<typeof contactFacetsSchema>;

export const contactPageSchema = pagedSchema(contactSchema).extend({ facets: contactFacetsSchema });
export type ContactPage = z.infer<typeof contactPageSchema>;

/** A change to one contact: any of its fields a person works on. */
export const contactChangeSchema = z
  .strictObject({
    name: z.string().trim().max(CONTACT_NAME_MAX),
    status: z.enum(CONTACT_STATUSES),
    /** The owner: a member of the contact's business, or staff for the agency's own; null for nobody. */
    owner_id: idSchema.nullable(),
    tags: z.array(contactTag).max(CONTACT_TAGS_MAX),
  })
  .partial();
export type ContactChange = z.input<typeof contactChangeSchema>;

const bulkIds = z.array(idSchema).min(1).max(CONTACT_BULK_MAX);
/** One action on the selected contacts, all or none. */
export const contactBulkSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('tag'), ids: bulkIds, tag: contactTag }),
  z.strictObject({ action: z.literal('untag'), ids: bulkIds, tag: contactTag }),
  z.strictObject({ action: z.literal('assign'), ids: bulkIds, owner_id: idSchema.nullable() }),
  z.strictObject({ action: z.literal('status'), ids: bulkIds, status: z.enum(CONTACT_STATUSES) }),
  z.strictObject({ action: z.literal('delete'), ids: bulkIds }),
]);
export type ContactBulk = z.input<typeof contactBulkSchema>;
export const contactBulkResultSchema = z.object({ affected: z.number().int() });

/** A CSV import: `dry_run` reads and checks the file and changes nothing (the preview). */
export const contactImportFields = z.object({
  dry_run: formFlag.default(false),
  /** The business the contacts join: required of a client person (one they own); staff leave it out for the agency's own. */
  organisation: optionalId.optional(),
});
export type ContactImportFields = z.input<typeof contactImportFields>;

/** Why a row of the file was not imported. */
export const CONTACT_IMPORT_ROW_CODES = [
  'phone_or_email_required',
  'invalid_phone',
  'invalid_email',
  'invalid_status',
  'invalid_tag',
  'too_long',
  'duplicate_in_file',
] as const;
export type ContactImportRowCode = (typeof CONTACT_IMPORT_ROW_CODES)[number];

export const contactImportResultSchema = z.object({
  dry_run: z.boolean(),
  /** Rows read, the header left out. */
  rows: z.number().int(),
  /** Rows that add a contact, and rows that update one with the same phone or e-mail (on a dry run: would). */
  created: z.number().int(),
  updated: z.number().int(),
  /** Rows left out, each with its line in the file (the header is line 1) and why; at most CONTACTS_IMPORT_ERRORS_MAX. */
  errors: z.array(z.object({ line: z.number().int(), column: z.string(), code: z.enum(CONTACT_IMPORT_ROW_CODES) })),
  /** Rows with errors, all of them (errors lists the first). */
  rejected: z.number().int(),
  /** The first rows as they will be kept. */
  preview: z.array(
    z.object({
      line: z.number().int(),
      name: z.string(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      status: z.enum(CONTACT_STATUSES),
      tags: z.array(z.string()),
      action: z.enum(['create', 'update']),
    }),
  ),
});
export type ContactImportResult = z.infer<typeof contactImportResultSchema>;

export const contactOwnersQuery = z.object({ organisation: contactScope });
export const contactOwnersSchema = z.object({ results: z.array(contactPersonSchema) });
export type ContactOwners = z.infer<typeof contactOwnersSchema>;

const C = '/api/v1/contacts';

export const contactEndpoints = {
  list: defineEndpoint({ method: 'GET', path: `${C}/`, access: ACCESS.contacts, query: contactListQuery, response: contactPageSchema }),
  /** The same filter and order as CSV (CONTACT_CSV_COLUMNS), at most CONTACTS_EXPORT_MAX rows. */
  exportContacts: defineEndpoint({
    method: 'GET',
    path: `${C}/export/`,
    access: ACCESS.contacts,
    query: contactFilterQuery,
    response: z.unknown(),
  }),
  /** Who may own the contacts of a business (its people) or of the agency (staff). */
  owners: defineEndpoint({
    method: 'GET',
    path: `${C}/owners/`,
    access: ACCESS.contacts,
    query: contactOwnersQuery,
    response: contactOwnersSchema,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${C}/:id/`,
    access: ACCESS.contacts,
    params: idParams,
    body: jsonBody(contactChangeSchema),
    response: contactSchema,
  }),
  bulk: defineEndpoint({
    method: 'POST',
    path: `${C}/bulk/`,
    access: ACCESS.contacts,
    body: jsonBody(contactBulkSchema),
    response: contactBulkResultSchema,
  }),
  importContacts: defineEndpoint({
    method: 'POST',
    path: `${C}/import/`,
    access: ACCESS.contacts,
    body: multipartBody(contactImportFields, { file: { maxBytes: CONTACTS_IMPORT_BYTES_MAX } }),
    response: contactImportResultSchema,
  }),
} as const;
