import type { Role } from './roles';
import { LANGUAGES, type Language } from './common-values';

/**
 * The users list's fixed values, apart from the schemas, so the
 * browser reads them (in the address parsers and the sign-in path) without loading zod.
 */

/** Which people a users page shows: everyone, clients, staff, or one role. */
export type UserScope = 'all' | 'clients' | 'staff' | Role;

/** Languages a person can be listed as working in: the product's own. */
export const WORK_LANGUAGES = LANGUAGES;
export type WorkLanguage = Language;

export const USER_ORDERINGS = ['full_name', '-full_name', 'email', '-email', 'role', '-role', 'date_joined', '-date_joined'] as const;
export type UserOrdering = (typeof USER_ORDERINGS)[number];

/** How long an invitation's link works; after it, a manager sends a new one. */
export const INVITATION_TTL_DAYS = 7;

/** Field codes of invitations, beside the common ones. */
export const INVITATION_FIELD_CODES = ['invitation_invalid', 'already_joined'] as const;
export type InvitationFieldCode = (typeof INVITATION_FIELD_CODES)[number];
