import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrganisationRole } from '@/api/contract/organisations-values';

/** A person's role inside a business, named in the reader's language. */
export const ORGANISATION_ROLE_LABELS: Record<OrganisationRole, MessageDescriptor> = {
  owner: msg`Owner`,
  member: msg`Member`,
};

/** Each role's colour, the same wherever a business's people show. */
export const ORGANISATION_ROLE_COLORS: Record<OrganisationRole, string> = { owner: 'grape', member: 'gray' };
