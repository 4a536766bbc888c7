/**
 * Values of the organisations area apart from its schemas, so the browser reads them (the
 * switcher, the address parser) without loading zod.
 */

/** A person's role inside a client business: the owner manages its people, settings and billing. */
export const ORGANISATION_ROLES = ['owner', 'member'] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

/** Days an invitation to join a business keeps working. */
export const ORGANISATION_INVITATION_TTL_DAYS = 7;

export const ORGANISATION_NAME_MAX = 120;
export const ORGANISATION_TEXT_MAX = 300;
export const ORGANISATION_ADDRESS_MAX = 1000;

/** Why a change to a business's people was refused, per field. */
export const ORGANISATION_FIELD_CODES = [
  // Staff accounts belong to the agency, never to a client business.
  'staff_email',
  'already_member',
  // A business always keeps one owner: the last cannot leave or become a member.
  'last_owner',
  'invalid_currency',
  'invalid_time_zone',
  'account_exists',
  'name_required',
  // Assigning a number beyond what the business's plan and add-ons allow.
  'plan_limit_numbers',
] as const;
