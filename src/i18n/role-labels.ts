import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrganisationRole } from '@/api/contract/organisations-values';
import type { Role } from '@/api/contract/roles';

export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  CEO: msg`Chief executive`,
  CFO: msg`Chief financial officer`,
  CTO: msg`Chief technology officer`,
  PM_CLIENT: msg`Client project manager`,
  PM_DEV: msg`Development project manager`,
  DEV: msg`Developer`,
  CLIENT: msg`Client`,
};

/** A person's role inside a client business, named in the reader's language. */
export const ORGANISATION_ROLE_LABELS: Record<OrganisationRole, MessageDescriptor> = {
  owner: msg`Owner`,
  member: msg`Member`,
};
