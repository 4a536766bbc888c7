import type { Contact, ContactSource, ContactStatus } from '@/api/contract/contacts';

type Moment = Date | string;

/** A contact as a statement written in SQL reads it, with its business's and its owner's names joined. */
export interface ContactQueryRow {
  id: number;
  organisation_id: number | null;
  organisation_name: string | null;
  name: string;
  phone: string | null;
  email: string | null;
  source: ContactSource;
  status: ContactStatus;
  owner_id: number | null;
  owner_name: string | null;
  tags: string[];
  interactions: number;
  first_seen_at: Moment;
  last_seen_at: Moment;
}

/**
 * A contact as the contract gives it (contactSchema). The contacts table's list maps its rows the
 * same way; this one is the dashboard's until the two are merged.
 */
export function contactJson(row: ContactQueryRow): Contact {
  return {
    id: row.id,
    organisation: row.organisation_id === null ? null : { id: row.organisation_id, name: row.organisation_name ?? '' },
    name: row.name,
    phone: row.phone,
    email: row.email,
    source: row.source,
    status: row.status,
    owner: row.owner_id === null ? null : { id: row.owner_id, name: row.owner_name ?? '' },
    tags: row.tags,
    interactions: row.interactions,
    first_seen_at: new Date(row.first_seen_at).toISOString(),
    last_seen_at: new Date(row.last_seen_at).toISOString(),
  };
}
