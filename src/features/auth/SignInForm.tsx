import { useState, useSyncExternalStore, type FormEvent, type MouseEvent } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '@/ui/PasswordField';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertCircle } from '@tabler/icons-react';
import { GuestLayout } from '@/layout/GuestLayout';
import type { GuestPath, SignInSource } from './sign-in-source';
import { focusFirstError } from '@/ui/focus-first-error';
import { useSayProblem } from '@/i18n/use-say-problem';

// The same rule as Mantine's `isEmail`, which the other forms use.
const EMAIL = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

type Field = 'email' | 'password';

/**
 * The sign-in page, drawn from a `SignInSource`: by the routed app (`LoginPage`), and on a first
 * visit to `/login` before the router and the auth machine have loaded (`src/sign-in-first.tsx`).
 * Where the user goes after success is the guest guard's job: the router re-checks it when the
 * session starts and sends the user to `from` or the dashboard. The two fields are checked by hand
 * rather than with the form library the other forms use: that library is 6 KB that the first page
 * of every visit would otherwise load for two checks.
 */
export function SignInForm({ source }: { source: SignInSource }) {
  const { t } = useLingui();
  const sayProblem = useSayProblem();
  const submitting = useSyncExternalStore(source.subscribe, source.submitting);
  const error = useSyncExternalStore(source.subscribe, source.error);
  const resumeFailed = useSyncExternalStore(source.subscribe, source.resumeFailed);
  // A plain click follows the link in the app; a click that opens a tab or a window is the browser's.
  // Its page's code is asked for as the pointer comes over it or it takes focus, as the router's links do.
  const linkTo = (to: GuestPath) => ({
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      source.follow(to);
    },
    onPointerEnter: () => source.preload(to),
    onFocus: () => source.preload(to),
  });

  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // As in the other forms, a field's mark goes once it is changed, and comes back on the next submit.
  const clear = (field: Field) => () => setErrors((now) => (now[field] ? { ...now, [field]: undefined } : now));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const email = String(values.get('email') ?? '').trim();
    const password = String(values.get('password') ?? '');
    const found = {
      email: email === '' ? t`Enter your e-mail address.` : EMAIL.test(email) ? undefined : t`Enter a valid e-mail address.`,
      password: password.trim() === '' ? t`Enter your password.` : undefined,
    };
    setErrors(found);
    if (found.email || found.password) focusFirstError();
    else source.signIn(email, password);
  };

  return (
    <GuestLayout title={<Trans>Sign in to Lato</Trans>} subtitle={<Trans>Welcome back. Sign in with your work e-mail.</Trans>}>
      {error && (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          title={resumeFailed ? t`Session not resumed` : t`Could not sign in`}
        >
          {sayProblem(error)}
          {resumeFailed && (
            <Text size="sm" mt={4}>
              <Trans>Lato keeps trying, and takes you back to your page if your session is still open.</Trans>
            </Text>
          )}
        </Alert>
      )}
      <form noValidate onSubmit={submit}>
        <Stack>
          <TextInput
            label={t`E-mail`}
            type="email"
            autoComplete="username"
            required
            name="email"
            error={errors.email}
            onChange={clear('email')}
          />
          <PasswordField
            label={t`Password`}
            autoComplete="current-password"
            required
            name="password"
            error={errors.password}
            onChange={clear('password')}
          />
          <Group justify="flex-end">
            <Anchor href="/forget-password" {...linkTo('/forget-password')} size="sm">
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
          <Anchor href="/register" {...linkTo('/register')}>
            Create an account
          </Anchor>
        </Trans>
      </Text>
    </GuestLayout>
  );
}
