import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { IconAlertCircle } from '@tabler/icons-react';
import { nameText, passwordRule } from '@/api/contract/common';
import { acceptJoinSchema, type JoinInvitation } from '@/api/contract/organisations';
import { checkFields } from '@/api/check-fields';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { fetchFresh } from '@/api/query-client';
import { useAuth, useAuthActor, useStartSession } from '@/features/auth';
import { PASSWORD_HINT } from '@/i18n/password-messages';
import { EmailedLinkPage, InvitationGone, isGoneLink } from '@/layout/EmailedLinkPage';
import { GuestLayout } from '@/layout/GuestLayout';
import { PasswordField } from '@/ui/PasswordField';
import { focusFirstError } from '@/ui/focus-first-error';
import { organisationsApi } from '@/features/organisations/organisations-api';
import { myOrganisationsQuery } from '@/features/organisations/organisations-queries';
import { EXISTING_ACCOUNT_MESSAGES, NEW_ACCOUNT_MESSAGES } from '@/features/organisations/join/field-messages';

const JOIN_FAILED = msg`Could not join the business. Please try again.`;

/** What someone new sends: a name, and a password by the rule every new password keeps (as the server checks it). */
const newAccountFields = acceptJoinSchema.extend({ full_name: nameText(150), password: passwordRule });

/**
 * /join?token=…: someone a business invited follows their e-mailed link. Someone new chooses their
 * name and password (a new client account); someone with an account enters its password. Either
 * way they join the business, are signed in, and land on its calls.
 */
export function JoinPage({ token }: { token: string | undefined }) {
  return (
    <EmailedLinkPage token={token} queryKey={['organisations', 'join']} read={organisationsApi.joinInvitation} gone={<JoinGone />}>
      {(invitation, proof, onGone) => (
        <SignedOutFirst invitation={invitation}>
          <JoinForm token={proof} invitation={invitation} onGone={onGone} />
        </SignedOutFirst>
      )}
    </EmailedLinkPage>
  );
}

/**
 * Someone already signed in in this browser (perhaps as another person) signs out here first:
 * joining signs in as the invited address. The page stays, with the link, and shows the form.
 */
function SignedOutFirst({ invitation, children }: { invitation: JoinInvitation; children: ReactNode }) {
  const signedInAs = useAuth((s) => (s.context.isAuthenticated ? (s.context.user?.email ?? '') : null));
  const auth = useAuthActor();
  if (signedInAs === null) return children;
  const organisation = invitation.organisation;
  const email = invitation.email;
  return (
    <GuestLayout
      title={
        <Trans>
          Join <bdi>{organisation}</bdi>
        </Trans>
      }
    >
      <Text size="sm">
        <Trans>
          You are signed in as <bdi>{signedInAs}</bdi>. To join as <bdi>{email}</bdi>, sign out here first; this page stays open.
        </Trans>
      </Text>
      <Button fullWidth size="md" onClick={() => auth.send({ type: 'LOGOUT' })}>
        <Trans>Sign out and continue</Trans>
      </Button>
    </GuestLayout>
  );
}

interface Values {
  full_name: string;
  password: string;
  confirm: string;
}

function JoinForm({ token, invitation, onGone }: { token: string; invitation: JoinInvitation; onGone(): void }) {
  const { t, i18n } = useLingui();
  const startSession = useStartSession();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isNew = !invitation.has_account;
  const messages = isNew ? NEW_ACCOUNT_MESSAGES : EXISTING_ACCOUNT_MESSAGES;
  const organisation = invitation.organisation;
  const email = invitation.email;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { full_name: '', password: '', confirm: '' },
    validate: (values) =>
      isNew
        ? {
            ...checkFields(newAccountFields, { token, full_name: values.full_name, password: values.password }, messages),
            confirm: values.confirm === values.password ? undefined : t`The two passwords are not the same.`,
          }
        : checkFields(acceptJoinSchema, { token, password: values.password }, messages),
  });

  /** The business just joined, among the person's: its calls are where they start. */
  const landOnTheBusiness = async () => {
    // Read again so the switcher lists the business just joined.
    await fetchFresh(myOrganisationsQuery).catch(() => []);
    void navigate({ to: '/dashboard/calls', search: { org: invitation.organisation_id }, replace: true });
  };

  const submit = async (values: Values) => {
    setSaving(true);
    setError(null);
    try {
      const answer = await organisationsApi.join({
        token,
        password: values.password,
        ...(isNew && { full_name: values.full_name.trim() }),
      });
      // Signed in (or asked for their two-step code on the sign-in page, which then leads them in).
      startSession(answer);
      if ('access' in answer) await landOnTheBusiness();
    } catch (failure) {
      if (isGoneLink(failure)) return onGone();
      const { token: tokenError, ...onFields } = fieldErrorMessages(failure, messages);
      if (tokenError) return onGone();
      form.setErrors(onFields);
      if (Object.keys(onFields).length === 0) setError(errorMessage(failure, JOIN_FAILED));
      setSaving(false);
    }
  };

  return (
    <GuestLayout
      title={
        <Trans>
          Join <bdi>{organisation}</bdi>
        </Trans>
      }
      subtitle={
        invitation.role === 'owner' ? (
          <Trans>
            You are invited as an owner, with <bdi>{email}</bdi>.
          </Trans>
        ) : (
          <Trans>
            You are invited as a member, with <bdi>{email}</bdi>.
          </Trans>
        )
      }
    >
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      )}
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstError)}>
        {isNew ? (
          <Stack>
            <Text size="sm">
              <Trans>Choose your name and a password for your new Lato account.</Trans>
            </Text>
            <TextInput label={t`Full name`} autoComplete="name" required maxLength={150} {...form.getInputProps('full_name')} />
            <PasswordField
              label={t`Password`}
              description={i18n._(PASSWORD_HINT)}
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <PasswordField label={t`Repeat the password`} autoComplete="new-password" required {...form.getInputProps('confirm')} />
            <Button type="submit" loading={saving} fullWidth size="md">
              <Trans>Create account and join</Trans>
            </Button>
          </Stack>
        ) : (
          <Stack>
            <Title order={2} fz="h4">
              <Trans>Sign in to join</Trans>
            </Title>
            <Text size="sm">
              <Trans>You already have a Lato account with this e-mail: enter its password.</Trans>
            </Text>
            {/* The account's e-mail, for the browser's password manager to match the password with. */}
            <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
            <PasswordField label={t`Password`} autoComplete="current-password" required {...form.getInputProps('password')} />
            <Group justify="flex-end">
              <Anchor component={Link} to="/forget-password" size="sm">
                <Trans>Forgot password?</Trans>
              </Anchor>
            </Group>
            <Button type="submit" loading={saving} fullWidth size="md">
              <Trans>Sign in to join</Trans>
            </Button>
          </Stack>
        )}
      </form>
    </GuestLayout>
  );
}

function JoinGone() {
  return (
    <InvitationGone>
      <Text size="sm" ta="center">
        <Trans>
          Already joined?{' '}
          <Anchor component={Link} to="/login">
            Sign in
          </Anchor>
        </Trans>
      </Text>
    </InvitationGone>
  );
}
