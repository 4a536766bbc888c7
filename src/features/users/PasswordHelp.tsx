import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { User } from '@/api/contract/auth';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { defaultErrors } from '@/api/messages';
import { showToast } from '@/ui/toast';
import { USER_FIELD_MESSAGES } from './field-messages';
import { usersApi } from './users-api';

/**
 * Where a password is set on the edit form: one's own in Account; anyone else's only by them, with
 * a reset code the manager may e-mail them (nobody learns another person's password).
 */
export function PasswordHelp({ user, self }: { user: User; self: boolean }) {
  const { t } = useLingui();
  const [sending, setSending] = useState(false);
  const name = user.full_name;
  const email = user.email;

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

  const send = async () => {
    setSending(true);
    try {
      await usersApi.sendPasswordReset(user.id);
      showToast({ color: 'teal', message: t`A reset code is on its way to ${email}.` });
    } catch (error) {
      const onFields = Object.values(fieldErrorMessages(error, USER_FIELD_MESSAGES));
      showToast({ color: 'red', message: onFields[0] ?? errorMessage(error, defaultErrors.passwordResetSend) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        <Trans>Password</Trans>
      </Text>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
          {user.is_active
            ? t`Only ${name} can set their password. A reset code by e-mail lets them choose a new one.`
            : t`Activate ${name} before sending them a reset code.`}
        </Text>
        <Button variant="default" w={{ base: '100%', xs: 'auto' }} loading={sending} disabled={!user.is_active} onClick={() => void send()}>
          <Trans>Send a password reset</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
