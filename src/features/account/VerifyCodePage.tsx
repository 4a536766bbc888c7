import { useEffect } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { PasswordField } from '@/ui/PasswordField';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { verifyCodeSchema } from '@/api/contract/account';
import { checkFields } from '@/api/check-fields';
import { describeFieldErrors } from '@/api/errors';
import { PASSWORD_HINT } from '@/i18n/password-messages';
import { GuestLayout } from '@/layout/GuestLayout';
import { ACCOUNT_FIELD_MESSAGES } from './field-messages';
import { CodeField } from '@/ui/CodeField';
import { usePasswordReset, usePasswordResetActor } from './reset-context';
import { CodeStepActions } from './CodeStepActions';
import { useSayProblem } from '@/i18n/use-say-problem';
import { focusFirstError } from '@/ui/focus-first-error';

interface Values {
  code: string;
  password: string;
  confirm: string;
}

/** Step two: the code from the e-mail and the new password; a new code after a count-down. */
export function VerifyCodePage() {
  const { t, i18n } = useLingui();
  const actor = usePasswordResetActor();
  const navigate = useNavigate();
  const email = usePasswordReset((s) => s.context.email);
  const onEmailStep = usePasswordReset((s) => s.matches('enteringEmail'));
  const verifying = usePasswordReset((s) => s.matches({ enteringCode: { form: 'verifying' } }));
  const coolingDown = usePasswordReset((s) => s.matches({ enteringCode: { resend: 'coolingDown' } }));
  const resending = usePasswordReset((s) => s.matches({ enteringCode: { resend: 'sending' } }));
  const done = usePasswordReset((s) => s.status === 'done');
  const error = usePasswordReset((s) => s.context.error);
  const sayProblem = useSayProblem();
  const serverErrors = describeFieldErrors(
    usePasswordReset((s) => s.context.fieldErrors),
    ACCOUNT_FIELD_MESSAGES,
  );

  useEffect(() => {
    if (onEmailStep) void navigate({ to: '/forget-password' });
  }, [onEmailStep, navigate]);

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { code: '', password: '', confirm: '' },
    validate: (values) => {
      const errors = checkFields(verifyCodeSchema, { email, code: values.code, new_password: values.password }, ACCOUNT_FIELD_MESSAGES);
      const { new_password: password, ...rest } = errors;
      return {
        ...rest,
        password,
        confirm: values.confirm === values.password ? undefined : t`The two passwords are not the same.`,
      };
    },
  });

  if (done) {
    return (
      <GuestLayout>
        <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status" title={t`Your new password is set`}>
          <Trans>Signing you in…</Trans>
        </Alert>
      </GuestLayout>
    );
  }

  const codeError = form.errors.code ?? serverErrors.code;
  return (
    <GuestLayout
      title={<Trans>Set a new password</Trans>}
      subtitle={
        <>
          <Trans>
            If an account exists for <bdi>{email}</bdi>, we sent it a 6-digit code. It expires in 10 minutes.
          </Trans>
        </>
      }
    >
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {sayProblem(error)}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => actor.send({ type: 'VERIFY', code: values.code, newPassword: values.password }),
          focusFirstError,
        )}
      >
        <Stack>
          <CodeField value={form.values.code} onChange={(value) => form.setFieldValue('code', value)} error={codeError} />
          <PasswordField
            label={t`New password`}
            description={i18n._(PASSWORD_HINT)}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordField label={t`Repeat the new password`} autoComplete="new-password" required {...form.getInputProps('confirm')} />
          <Button type="submit" loading={verifying} fullWidth size="md">
            <Trans>Set new password</Trans>
          </Button>
        </Stack>
      </form>
      <CodeStepActions
        coolingDown={coolingDown}
        resending={resending}
        onChangeEmail={() => actor.send({ type: 'CHANGE_EMAIL' })}
        onResend={() => actor.send({ type: 'RESEND' })}
      />
    </GuestLayout>
  );
}
