import { Badge } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { User } from '@/api/contract/auth';

/**
 * Where a person's account stands: inactive, invited (has not chosen a password yet), or active.
 * `quiet` leaves the usual case (active) unsaid, for the cards.
 */
export function UserStatusBadge({ user, quiet = false }: { user: User; quiet?: boolean }) {
  const { t } = useLingui();
  if (!user.is_active) {
    return (
      <Badge variant="dot" color="gray">
        {t`Inactive`}
      </Badge>
    );
  }
  if (user.invitation_pending) {
    return (
      <Badge variant="dot" color="blue">
        {t`Invited`}
      </Badge>
    );
  }
  if (quiet) return null;
  return (
    <Badge variant="dot" color="teal">
      {t`Active`}
    </Badge>
  );
}
