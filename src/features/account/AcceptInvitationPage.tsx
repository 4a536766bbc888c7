import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { IconAlertCircle } from '@tabler/icons-react';
import { acceptInvitationSchema, type Invitation } from '@/api/contract/invitations';
import { checkFields } from '@/api/check-fields';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { defaultErrors } from '@/api/messages';
import { useStartSession } from '@/features/auth';
import { PASSWORD_HINT } from '@/i18n/password-messages';
import { EmailedLinkPage, InvitationGone } from '@/layout/EmailedLinkPage';
import { GuestLayout } from '@/layout/GuestLayout';
import { PasswordField } from '@/ui/PasswordField';
import { focusFirstError } from '@/ui/focus-first-error';
import { ACCOUNT_FIELD_MESSAGES } from './field-messages';
import { invitationApi } from './invitation-api';

/**
 * /accept-invitation?token=…: a person a manager added follows their e-mailed link, chooses their
 * own password, and is signed in.
 */
export function AcceptInvitationPage({ token }: { token: string | undefined }) {
  return (
    <EmailedLinkPage token={token} queryKey={['invitation']} read={invitationApi.get} gone={<AccountLinkGone />}>
      {(invitation, proof, onGone) => <ChoosePassword token={proof} invitation={invitation} onGone={onGone} />}
    </EmailedLinkPage>
  );
}

interface Values {
  password: string;
  confirm: string;
}

function ChoosePassword({ token, invitation, onGone }: { token: string; invitation: Invitation; onGone(): void }) {
  const { t, i18n } = useLingui();
  const startSession = useStartSession();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = invitation.full_name;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { password: '', confirm: '' },
    validate: (values) => ({
      ...checkFields(acceptInvitationSchema, { token, password: values.password }, ACCOUNT_FIELD_MESSAGES),
      confirm: values.confirm === values.password ? undefined : t`The two passwords are not the same.`,
    }),
  });

  const submit = async ({ password }: Values) => {
    setSaving(true);
    setError(null);
    try {
      // Signed in, the guest pages hand the person on to their start page.
      startSession(await invitationApi.accept(token, password));
    } catch (failure) {
      const { token: tokenError, ...onFields } = fieldErrorMessages(failure, ACCOUNT_FIELD_MESSAGES);
      if (tokenError) return onGone();
      form.setErrors(onFields);
      if (Object.keys(onFields).length === 0) setError(errorMessage(failure, defaultErrors.invitationAccept));
      setSaving(false);
    }
  };

  return (
    <GuestLayout
      title={<Trans>Welcome, {name}</Trans>}
      subtitle={
        <>
          <Trans>
            Choose the password you will sign in to Lato with, as <bdi>{invitation.email}</bdi>.
          </Trans>
        </>
      }
    >
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      )}
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstError)}>
        <Stack>
          <PasswordField
            label={t`Password`}
            description={i18n._(PASSWORD_HINT)}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordField label={t`Repeat the password`} autoComplete="new-password" required {...form.getInputProps('confirm')} />
          <Button type="submit" loading={saving} fullWidth size="md">
            <Trans>Set password and sign in</Trans>
          </Button>
        </Stack>
      </form>
    </GuestLayout>
  );
}

function AccountLinkGone() {
  return (
    <InvitationGone>
      <Text size="sm" ta="center">
        <Trans>
          Already chose your password?{' '}
          <Anchor component={Link} to="/login">
            Sign in
          </Anchor>
        </Trans>
      </Text>
    </InvitationGone>
  );
}
