import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ROLES } from '@/api/contract/roles';
import type { UserOrdering, UserScope } from '@/api/contract/users';
import { ROLE_LABELS } from '@/i18n/role-labels';

/** The tabs of the users pages: All, Clients, Staff, then each role (issue: user management). */
export const SCOPE_TABS: { value: UserScope; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  { value: 'clients', label: msg`Clients` },
  { value: 'staff', label: msg`Staff` },
  ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];

export const SORT_OPTIONS: { value: UserOrdering; label: MessageDescriptor }[] = [
  { value: '-date_joined', label: msg`Newest first` },
  { value: 'date_joined', label: msg`Oldest first` },
  { value: 'full_name', label: msg`Name, A to Z` },
  { value: '-full_name', label: msg`Name, Z to A` },
  { value: 'email', label: msg`E-mail, A to Z` },
  { value: 'role', label: msg`Role` },
];
