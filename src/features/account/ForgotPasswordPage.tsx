import { useEffect } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { IconAlertCircle } from '@tabler/icons-react';
import { forgotPasswordSchema } from '@/api/contract/account';
import { checkFields } from '@/api/check-fields';
import { describeFieldErrors } from '@/api/errors';
import { GuestLayout } from '@/layout/GuestLayout';
import { ACCOUNT_FIELD_MESSAGES } from './field-messages';
import { usePasswordReset, usePasswordResetActor } from './reset-context';
import { useSayProblem } from '@/i18n/use-say-problem';
import { focusFirstError } from '@/ui/focus-first-error';

/** Step one of a forgotten password: the e-mail to send a code to. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const actor = usePasswordResetActor();
  const navigate = useNavigate();
  const sending = usePasswordReset((s) => s.matches('requesting'));
  const onCodeStep = usePasswordReset((s) => s.matches('enteringCode'));
  const email = usePasswordReset((s) => s.context.email);
  const error = usePasswordReset((s) => s.context.error);
  const sayProblem = useSayProblem();
  const fieldErrors = usePasswordReset((s) => s.context.fieldErrors);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email },
    validate: (values) => checkFields(forgotPasswordSchema, { email: values.email.trim() }, ACCOUNT_FIELD_MESSAGES),
  });

  useEffect(() => {
    if (onCodeStep) void navigate({ to: '/verify-code', search: { email } });
  }, [onCodeStep, email, navigate]);
  const serverEmailError = describeFieldErrors(fieldErrors, ACCOUNT_FIELD_MESSAGES).email;

  return (
    <GuestLayout
      title={<Trans>Forgot your password?</Trans>}
      subtitle={<Trans>Enter the e-mail of your account and we will send you a 6-digit code to set a new password.</Trans>}
    >
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {sayProblem(error)}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={form.onSubmit((values) => actor.send({ type: 'REQUEST_CODE', email: values.email.trim() }), focusFirstError)}
      >
        <Stack>
          <TextInput
            label={t`E-mail`}
            type="email"
            autoComplete="username"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
            error={form.getInputProps('email').error ?? serverEmailError}
          />
          <Button type="submit" loading={sending} fullWidth size="md">
            <Trans>Send code</Trans>
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          <Trans>Back to sign in</Trans>
        </Anchor>
      </Text>
    </GuestLayout>
  );
}
