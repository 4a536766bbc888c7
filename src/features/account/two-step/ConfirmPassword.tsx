import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { checkFields } from '@/api/check-fields';
import { twoStepEndpoints } from '@/api/contract/two-step';
import { PasswordField } from '@/ui/PasswordField';
import { TWO_STEP_FIELD_MESSAGES } from '@/features/account/field-messages';
import { twoStepErrors } from './messages';
import { showFailure } from './show-failure';

/**
 * The first step of every change to two-step sign-in: the current password, so a session left open
 * on someone else's computer cannot change it. `onConfirm`'s failure is said here.
 */
export function ConfirmPassword({
  children,
  submitLabel,
  danger = false,
  onConfirm,
  onCancel,
}: {
  children: ReactNode;
  submitLabel: ReactNode;
  danger?: boolean;
  onConfirm(password: string): Promise<void>;
  onCancel(): void;
}) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = checkFields(twoStepEndpoints.startSetup.body.schema, { password }, TWO_STEP_FIELD_MESSAGES).password;
    setError(missing);
    if (missing) return;
    setBusy(true);
    try {
      await onConfirm(password);
    } catch (failure) {
      setError(showFailure(failure, ['password'], twoStepErrors.save).password);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack>
        <Text size="sm">{children}</Text>
        <PasswordField
          label={t`Current password`}
          required
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" color={danger ? 'red' : undefined} loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
