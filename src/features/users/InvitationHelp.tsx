import { Button } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@/api/contract/auth';
import { INVITATION_TTL_DAYS } from '@/api/contract/users-values';
import { defaultErrors } from '@/api/messages';
import { isLocale } from '@/i18n/i18n';
import { AccountActionRow } from './AccountActionRow';
import { useEmailedAction } from './use-emailed-action';
import { usersApi } from './users-api';

/**
 * Where the password is on the edit form of someone who has not joined yet: they choose it by
 * their invitation's link, and a manager ranked above them may send a new link (the old one stops
 * working).
 */
export function InvitationHelp({ user, mayResend }: { user: User; mayResend: boolean }) {
  const { t, i18n } = useLingui();
  const name = user.full_name;
  const email = user.email;
  const days = INVITATION_TTL_DAYS;
  const { sending, send: resend } = useEmailedAction(
    () => usersApi.resendInvitation(user.id, isLocale(i18n.locale) ? i18n.locale : undefined),
    () => t`Invitation sent to ${email}.`,
    defaultErrors.invitationSend,
  );

  const help = !mayResend
    ? t`${name} has not joined yet. Only someone ranked above them can send a new invitation.`
    : user.is_active
      ? t`${name} has not joined yet: they choose their password by the link in their invitation e-mail, which works for ${days} days. A new invitation replaces the old link.`
      : t`Activate ${name} before sending them a new invitation.`;
  return (
    <AccountActionRow
      label={<Trans>Password</Trans>}
      help={help}
      action={
        mayResend && (
          <Button
            variant="default"
            w={{ base: '100%', xs: 'auto' }}
            loading={sending}
            disabled={!user.is_active}
            onClick={() => void resend()}
          >
            <Trans>Resend invitation</Trans>
          </Button>
        )
      }
    />
  );
}
