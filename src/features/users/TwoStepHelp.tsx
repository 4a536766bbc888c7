import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@/api/contract/auth';
import { errorMessage } from '@/api/errors';
import { defaultErrors } from '@/api/messages';
import { showToast } from '@/ui/toast';
import { usersApi } from './users-api';
import { AccountActionRow } from './AccountActionRow';

/**
 * For someone who lost both their authenticator app and their recovery codes: a manager ranked
 * above them turns two-step sign-in off (after a confirmation), so their password alone signs
 * them in and they can set it up again.
 */
export function TwoStepHelp({ user, onChanged }: { user: User; onChanged(user: User): void }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = user.full_name;

  const turnOff = async () => {
    setBusy(true);
    try {
      const changed = await usersApi.resetTwoStep(user.id);
      setConfirming(false);
      onChanged(changed);
      showToast({ color: 'teal', message: t`Two-step sign-in is off for ${name}.` });
    } catch (error) {
      showToast({ color: 'red', message: errorMessage(error, defaultErrors.twoStepReset) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AccountActionRow
        label={<Trans>Two-step sign-in</Trans>}
        help={
          <Trans>
            {name} signs in with a code from an authenticator app. Only if they lost both the app and their recovery codes, turn it off so
            they can sign in with their password and set it up again.
          </Trans>
        }
        action={
          <Button variant="default" color="red" w={{ base: '100%', xs: 'auto' }} onClick={() => setConfirming(true)}>
            <Trans>Turn off two-step sign-in</Trans>
          </Button>
        }
      />
      <Modal opened={confirming} onClose={() => !busy && setConfirming(false)} title={t`Turn off two-step sign-in for ${name}?`} size="sm">
        <Stack>
          <Text size="sm">
            <Trans>Their password alone will sign them in until they set up two-step sign-in again. They are told by e-mail.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" onClick={() => void turnOff()} loading={busy}>
              <Trans>Turn off</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
