import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { checkFields } from '@/api/check-fields';
import type { ResponseOf } from '@/api/contract/endpoint';
import { twoStepEndpoints } from '@/api/contract/two-step';
import { toApiError } from '@/api/errors';
import { TWO_STEP_FIELD_MESSAGES } from '@/features/account/field-messages';
import { AuthenticatorSetup } from '@/features/auth';
import { CodeField } from '@/ui/CodeField';
import { twoStepErrors } from './messages';
import { showFailure } from './show-failure';
import { twoStepApi } from './two-step-api';

export type TwoStepAccountSetup = ResponseOf<typeof twoStepEndpoints.startSetup>;

/** The app is proved with a code from it before anything changes; only then is two-step sign-in on. */
export function ProveApp({
  setup,
  onEnabled,
  onRestart,
}: {
  setup: TwoStepAccountSetup;
  onEnabled(codes: string[]): void;
  onRestart(): void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { setup_token: setup.setup_token, code };
    const wrong = checkFields(twoStepEndpoints.enable.body.schema, body, TWO_STEP_FIELD_MESSAGES).code;
    setError(wrong);
    if (wrong) return;
    setBusy(true);
    try {
      onEnabled((await twoStepApi.enable(body)).recovery_codes);
    } catch (failure) {
      setError(showFailure(failure, ['code'], twoStepErrors.save).code);
      setCode('');
      // The setup token is good for a few minutes and for the account as it was: a new key then.
      if (toApiError(failure).fieldErrors.setup_token) onRestart();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack>
        <AuthenticatorSetup setup={setup} />
        <Text size="sm">
          <Trans>Then type the 6-digit code the app shows for Lato.</Trans>
        </Text>
        <CodeField value={code} onChange={setCode} error={error} />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            <Trans>Turn on</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
