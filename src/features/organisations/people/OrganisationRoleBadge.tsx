import { Badge } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { OrganisationRole } from '@/api/contract/organisations-values';
import { ORGANISATION_ROLE_COLORS, ORGANISATION_ROLE_LABELS } from '@/features/organisations/people/labels';

/** A person's role as a badge, named in the reader's language. */
export function OrganisationRoleBadge({ role }: { role: OrganisationRole }) {
  const { i18n } = useLingui();
  return (
    <Badge variant="light" color={ORGANISATION_ROLE_COLORS[role]}>
      {i18n._(ORGANISATION_ROLE_LABELS[role])}
    </Badge>
  );
}
