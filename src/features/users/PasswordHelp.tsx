import { Anchor, Button, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { User } from '@/api/contract/auth';
import { defaultErrors } from '@/api/messages';
import { AccountActionRow } from './AccountActionRow';
import { useEmailedAction } from './use-emailed-action';
import { usersApi } from './users-api';

/**
 * Where a password is set on the edit form: one's own in Account; anyone else's only by them, with
 * a reset code the manager may e-mail them (nobody learns another person's password).
 */
export function PasswordHelp({ user, self }: { user: User; self: boolean }) {
  const { t } = useLingui();
  const name = user.full_name;
  const email = user.email;
  const { sending, send } = useEmailedAction(
    () => usersApi.sendPasswordReset(user.id),
    () => t`A reset code is on its way to ${email}.`,
    defaultErrors.passwordResetSend,
  );

  if (self) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>
          You change your own password in{' '}
          <Anchor component={Link} to="/dashboard/account" size="sm">
            Account
          </Anchor>
          .
        </Trans>
      </Text>
    );
  }

  return (
    <AccountActionRow
      label={<Trans>Password</Trans>}
      help={
        user.is_active
          ? t`Only ${name} can set their password. A reset code by e-mail lets them choose a new one.`
          : t`Activate ${name} before sending them a reset code.`
      }
      action={
        <Button variant="default" w={{ base: '100%', xs: 'auto' }} loading={sending} disabled={!user.is_active} onClick={() => void send()}>
          <Trans>Send a password reset</Trans>
        </Button>
      }
    />
  );
}
