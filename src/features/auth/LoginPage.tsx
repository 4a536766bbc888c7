import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { PasswordField } from '@/ui/PasswordField';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { IconAlertCircle } from '@tabler/icons-react';
import { GuestLayout } from '@/layout/GuestLayout';
import { useAuth, useAuthActor } from './auth-context';
import { focusFirstError } from '@/ui/focus-first-error';

/**
 * Sign-in. Where the user goes after success is the guest guard's job: the
 * router re-checks it when the session starts and sends the user to `from` or the dashboard.
 */
export function LoginPage() {
  const { t } = useLingui();
  const actor = useAuthActor();
  const submitting = useAuth((s) => s.matches('loggingIn'));
  const error = useAuth((s) => (s.matches('unauthenticated') ? s.context.error : null));

  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (value.trim() === '' ? t`Enter your e-mail address.` : isEmail(t`Enter a valid e-mail address.`)(value.trim())),
      password: isNotEmpty(t`Enter your password.`),
    },
  });

  return (
    <GuestLayout>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          <Trans>Sign in to Lato</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>Welcome back. Sign in with your work e-mail.</Trans>
        </Text>
      </Stack>
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={t`Could not sign in`}>
          {error}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => actor.send({ type: 'LOGIN', email: values.email.trim(), password: values.password }),
          focusFirstError,
        )}
      >
        <Stack>
          <TextInput
            label={t`E-mail`}
            type="email"
            autoComplete="username"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t`Password`}
            autoComplete="current-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forget-password" size="sm">
              <Trans>Forgot password?</Trans>
            </Anchor>
          </Group>
          <Button type="submit" loading={submitting} fullWidth size="md">
            <Trans>Sign in</Trans>
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Trans>
          New to Lato?{' '}
          <Anchor component={Link} to="/register">
            Create an account
          </Anchor>
        </Trans>
      </Text>
    </GuestLayout>
  );
}
