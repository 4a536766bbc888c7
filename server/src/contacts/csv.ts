import { CONTACT_CSV_COLUMNS, type Contact } from '@/api/contract/contacts';
import { csvText } from '@/api/contract/csv';

/** A contact's cell of each column: names for the owner and the business, tags as the import reads them. */
const CELLS: Record<(typeof CONTACT_CSV_COLUMNS)[number], (contact: Contact) => unknown> = {
  name: (contact) => contact.name,
  phone: (contact) => contact.phone,
  email: (contact) => contact.email,
  status: (contact) => contact.status,
  tags: (contact) => contact.tags.join(', '),
  source: (contact) => contact.source,
  owner: (contact) => contact.owner?.name,
  organisation: (contact) => contact.organisation?.name,
  interactions: (contact) => contact.interactions,
  first_seen_at: (contact) => contact.first_seen_at,
  last_seen_at: (contact) => contact.last_seen_at,
};

/** The contacts as CSV, one row each in CONTACT_CSV_COLUMNS' order: what the import reads back. */
export const contactsCsv = (rows: readonly Contact[]): string =>
  csvText(
    CONTACT_CSV_COLUMNS,
    rows.map((contact) => CONTACT_CSV_COLUMNS.map((column) => CELLS[column](contact))),
  );
