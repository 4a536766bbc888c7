import { useEffect, useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertCircle } from '@tabler/icons-react';
import { RESEND_COOL_DOWN_SECONDS, SIGN_UP_CODE_TTL_SECONDS, confirmSignUpSchema } from '@/api/contract/account';
import { checkFields } from '@/api/check-fields';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { defaultErrors } from '@/api/messages';
import { useStartSession } from '@/features/auth';
import { GuestLayout } from '@/layout/GuestLayout';
import { showToast } from '@/ui/toast';
import { accountApi } from './account-api';
import { CodeField } from '@/ui/CodeField';
import { ACCOUNT_FIELD_MESSAGES } from './field-messages';
import { CodeStepActions } from './CodeStepActions';

const MINUTES = SIGN_UP_CODE_TTL_SECONDS / 60;

/** Sign-up's second step: the code e-mailed to the address makes the account and signs it in. */
export function ConfirmSignUp({ details, onResend, onBack }: { details: { email: string }; onResend(): Promise<unknown>; onBack(): void }) {
  const { t } = useLingui();
  const startSession = useStartSession();
  const email = details.email;
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [resending, setResending] = useState(false);
  // A new code may be asked for a minute after the last one was sent.
  const [coolingDown, setCoolingDown] = useState(true);
  useEffect(() => {
    if (!coolingDown) return;
    const timer = setTimeout(() => setCoolingDown(false), RESEND_COOL_DOWN_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [coolingDown]);

  const confirm = async () => {
    const checked = checkFields(confirmSignUpSchema, { email, code }, ACCOUNT_FIELD_MESSAGES);
    setCodeError(checked.code);
    if (checked.code) return;
    setConfirming(true);
    setError(null);
    try {
      // The guest guard then sends the new client on to their start page.
      startSession(await accountApi.confirmSignUp({ email, code }));
    } catch (failure) {
      const onFields = fieldErrorMessages(failure, ACCOUNT_FIELD_MESSAGES);
      setCodeError(onFields.code);
      if (!onFields.code) setError(errorMessage(failure, defaultErrors.register));
      setConfirming(false);
    }
  };

  const resend = async () => {
    setResending(true);
    setError(null);
    try {
      await onResend();
      setCode('');
      setCodeError(undefined);
      setCoolingDown(true);
      showToast({ color: 'teal', message: t`A new code is on its way.` });
    } catch (failure) {
      setError(errorMessage(failure, defaultErrors.register));
    } finally {
      setResending(false);
    }
  };

  return (
    <GuestLayout
      title={<Trans>Check your e-mail</Trans>}
      subtitle={
        <>
          <Trans>
            We sent a 6-digit code to <bdi>{email}</bdi> to prove it is yours. It expires in {MINUTES} minutes. If the address already has
            an account, we told its owner instead.
          </Trans>
        </>
      }
    >
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Stack>
          <CodeField value={code} onChange={setCode} error={codeError} />
          <Button type="submit" loading={confirming} fullWidth size="md">
            <Trans>Create account</Trans>
          </Button>
        </Stack>
      </form>
      <CodeStepActions coolingDown={coolingDown} resending={resending} onChangeEmail={onBack} onResend={() => void resend()} />
    </GuestLayout>
  );
}
