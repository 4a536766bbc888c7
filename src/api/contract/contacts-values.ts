// The contacts' plain values, apart from their schemas: a page's address is read with them before
// the contract's schemas (and zod's work building them) are needed.

/** How the contact first reached the business. */
export const CONTACT_SOURCES = ['call', 'sms', 'inquiry', 'import'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

/** Where the lead stands: new until someone works it, open while worked, then won (a customer) or lost. */
export const CONTACT_STATUSES = ['new', 'open', 'won', 'lost'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_SORTS = ['name', 'status', 'source', 'interactions', 'first_seen_at', 'last_seen_at'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];
