import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@/api/contract/auth';
import { INVITATION_TTL_DAYS } from '@/api/contract/users-values';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { defaultErrors } from '@/api/messages';
import { isLocale } from '@/i18n/i18n';
import { showToast } from '@/ui/toast';
import { USER_FIELD_MESSAGES } from './field-messages';
import { usersApi } from './users-api';

/**
 * Where the password is on the edit form of someone who has not joined yet: they choose it by
 * their invitation's link, and a manager ranked above them may send a new link (the old one stops
 * working).
 */
export function InvitationHelp({ user, mayResend }: { user: User; mayResend: boolean }) {
  const { t, i18n } = useLingui();
  const [sending, setSending] = useState(false);
  const name = user.full_name;
  const email = user.email;
  const days = INVITATION_TTL_DAYS;

  const resend = async () => {
    setSending(true);
    try {
      await usersApi.resendInvitation(user.id, isLocale(i18n.locale) ? i18n.locale : undefined);
      showToast({ color: 'teal', message: t`Invitation sent to ${email}.` });
    } catch (error) {
      const onFields = Object.values(fieldErrorMessages(error, USER_FIELD_MESSAGES));
      showToast({ color: 'red', message: onFields[0] ?? errorMessage(error, defaultErrors.invitationSend) });
    } finally {
      setSending(false);
    }
  };

  const help = !mayResend
    ? t`${name} has not joined yet. Only someone ranked above them can send a new invitation.`
    : user.is_active
      ? t`${name} has not joined yet: they choose their password by the link in their invitation e-mail, which works for ${days} days. A new invitation replaces the old link.`
      : t`Activate ${name} before sending them a new invitation.`;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        <Trans>Password</Trans>
      </Text>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
          {help}
        </Text>
        {mayResend && (
          <Button
            variant="default"
            w={{ base: '100%', xs: 'auto' }}
            loading={sending}
            disabled={!user.is_active}
            onClick={() => void resend()}
          >
            <Trans>Resend invitation</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
}
