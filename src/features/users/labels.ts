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

/** Every order the list can be in, named: the sort box shows whichever is in force, also one set by a column header. */
const ORDERING_LABELS: Record<UserOrdering, MessageDescriptor> = {
  '-date_joined': msg`Newest first`,
  date_joined: msg`Oldest first`,
  full_name: msg`Name, A to Z`,
  '-full_name': msg`Name, Z to A`,
  email: msg`E-mail, A to Z`,
  '-email': msg`E-mail, Z to A`,
  role: msg`Role, A to Z`,
  '-role': msg`Role, Z to A`,
};

export const SORT_OPTIONS: { value: UserOrdering; label: MessageDescriptor }[] = (Object.keys(ORDERING_LABELS) as UserOrdering[]).map(
  (value) => ({ value, label: ORDERING_LABELS[value] }),
);
