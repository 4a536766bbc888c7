import type { OrganisationRole } from '@/api/contract/organisations-values';

export { ORGANISATION_ROLE_LABELS } from '@/i18n/role-labels';

/** Each role's colour, the same wherever a business's people show. */
export const ORGANISATION_ROLE_COLORS: Record<OrganisationRole, string> = { owner: 'grape', member: 'gray' };
