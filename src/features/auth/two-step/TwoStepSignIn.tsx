import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertCircle } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { AuthActor } from '@machines/auth/auth.machine';
import { useSayProblem } from '@/i18n/use-say-problem';
import { GuestLayout } from '@/layout/GuestLayout';
import { CodeField } from '@/ui/CodeField';
import { AuthenticatorSetup } from './AuthenticatorSetup';

/**
 * Sign-in's second step: the code from the authenticator app (or a recovery code), or, when the
 * agency requires two-step sign-in of an account that has not set it up, adding the app first.
 */
export function TwoStepSignIn({ actor }: { actor: AuthActor }) {
  const { t } = useLingui();
  const sayProblem = useSayProblem();
  const challenge = useSelector(actor, (s) => s.context.twoStep);
  const error = useSelector(actor, (s) => s.context.error);
  const verifying = useSelector(actor, (s) => s.matches({ twoStep: 'verifying' }));
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [usingRecoveryCode, setUsingRecoveryCode] = useState(false);
  const [missing, setMissing] = useState<string | undefined>();
  const settingUp = challenge?.two_step === 'setup';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (usingRecoveryCode) {
      if (recoveryCode.trim() === '') return setMissing(t`Enter one of your recovery codes.`);
      setMissing(undefined);
      actor.send({ type: 'VERIFY_TWO_STEP', recoveryCode: recoveryCode.trim() });
    } else {
      if (!/^\d{6}$/.test(code)) return setMissing(t`Enter the 6-digit code your app shows.`);
      setMissing(undefined);
      actor.send({ type: 'VERIFY_TWO_STEP', code });
    }
    setCode('');
  };

  const switchMethod = () => {
    setUsingRecoveryCode((now) => !now);
    setMissing(undefined);
  };

  return (
    <GuestLayout
      title={settingUp ? <Trans>Set up two-step sign-in</Trans> : <Trans>Two-step sign-in</Trans>}
      subtitle={
        settingUp ? (
          <Trans>Your agency asks staff for a code from an authenticator app at every sign-in. Add Lato to your app to go on.</Trans>
        ) : usingRecoveryCode ? (
          <Trans>Type one of the recovery codes you saved when you turned on two-step sign-in. Each works once.</Trans>
        ) : (
          <Trans>Open your authenticator app and type the 6-digit code it shows for Lato.</Trans>
        )
      }
    >
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={t`Could not sign in`}>
          {sayProblem(error)}
        </Alert>
      )}
      {settingUp && challenge.setup && <AuthenticatorSetup setup={challenge.setup} />}
      <form noValidate onSubmit={submit}>
        <Stack>
          {usingRecoveryCode ? (
            <TextInput
              label={t`Recovery code`}
              autoComplete="off"
              spellCheck={false}
              dir="ltr"
              required
              value={recoveryCode}
              onChange={(event) => setRecoveryCode(event.currentTarget.value)}
              error={missing}
              data-autofocus
            />
          ) : (
            <CodeField value={code} onChange={setCode} error={missing} />
          )}
          <Button type="submit" loading={verifying} fullWidth size="md">
            {settingUp ? <Trans>Turn on and sign in</Trans> : <Trans>Verify</Trans>}
          </Button>
        </Stack>
      </form>
      <Stack gap={6} align="center">
        {!settingUp && (
          <Anchor component="button" type="button" size="sm" onClick={switchMethod}>
            {usingRecoveryCode ? <Trans>Use the code from my app</Trans> : <Trans>Use a recovery code instead</Trans>}
          </Anchor>
        )}
        <Anchor component="button" type="button" size="sm" onClick={() => actor.send({ type: 'CANCEL_TWO_STEP' })}>
          <Trans>Back to sign in</Trans>
        </Anchor>
      </Stack>
    </GuestLayout>
  );
}
