import { useState } from 'react';
import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { PasswordField } from '@/ui/PasswordField';
import { useForm } from '@mantine/form';
import { showToast } from '@/ui/toast';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconDevices } from '@tabler/icons-react';
import { changePasswordSchema, updateProfileFields } from '@/api/contract/account';
import type { User } from '@/api/contract/auth';
import type { Language } from '@/api/contract/common';
import { checkFields } from '@/api/check-fields';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { defaultErrors } from '@/api/messages';
import { useAuth, useAuthActor } from '@/features/auth';
import { ACCESS, isAllowed } from '@/api/contract/roles';
import { LOCALE_NAMES, LOCALES, activateLocale, isLocale } from '@/i18n/i18n';
import { PASSWORD_HINT } from '@/i18n/password-messages';
import { AvatarField } from '@/ui/AvatarField';
import { accountApi } from './account-api';
import { ACCOUNT_FIELD_MESSAGES } from './field-messages';
import { useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './account-queries';
import { EmailChoicesCard } from './EmailChoicesCard';
import { TeamCard } from './TeamCard';
import { focusFirstError } from '@/ui/focus-first-error';
import { TwoStepCard } from './two-step/TwoStepCard';
import { TwoStepRuleCard } from './two-step/TwoStepRuleCard';

/** Says a failed save: on its fields when the server named them, else in a toast. */
function showFailure(failure: unknown, setErrors: (errors: Record<string, string>) => void) {
  const onFields = fieldErrorMessages(failure, ACCOUNT_FIELD_MESSAGES);
  setErrors(onFields);
  if (Object.keys(onFields).length === 0) showToast({ color: 'red', message: errorMessage(failure, defaultErrors.accountSave) });
}

function DetailsCard({ profile, onSaved }: { profile: User; onSaved(profile: User): void }) {
  const { t, i18n } = useLingui();
  const auth = useAuthActor();
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarRemoved, setAvatarRemoved] = useState(false);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      full_name: profile.full_name,
      preferred_language: (profile.preferred_language ?? (isLocale(i18n.locale) ? i18n.locale : 'en')) as Language,
    },
    validate: (values) => checkFields(updateProfileFields, { ...values, full_name: values.full_name.trim() }, ACCOUNT_FIELD_MESSAGES),
  });
  const save = async (values: typeof form.values) => {
    setSaving(true);
    try {
      const saved = await accountApi.updateProfile({
        full_name: values.full_name.trim(),
        preferred_language: values.preferred_language,
        avatar,
        remove_avatar: avatarRemoved && !avatar,
      });
      // The top bar shows the new name and picture; the interface speaks the chosen language.
      auth.send({ type: 'FETCH_USER' });
      if (saved.preferred_language && saved.preferred_language !== i18n.locale) await activateLocale(saved.preferred_language);
      setAvatar(null);
      setAvatarRemoved(false);
      onSaved(saved);
      showToast({ color: 'teal', message: t`Your details are saved.` });
    } catch (failure) {
      showFailure(failure, ({ avatar: avatarMessage, ...rest }) => {
        if (avatarMessage) setAvatarError(avatarMessage);
        form.setErrors(rest);
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <form noValidate onSubmit={form.onSubmit((values) => void save(values), focusFirstError)}>
        <Stack gap="md">
          <Title order={2} fz="h4">
            <Trans>Your details</Trans>
          </Title>
          <AvatarField
            name={form.values.full_name}
            current={profile.avatar}
            file={avatar}
            removed={avatarRemoved}
            error={avatarError ?? undefined}
            onFile={(file) => {
              setAvatar(file);
              setAvatarRemoved(false);
            }}
            onRemove={() => {
              setAvatar(null);
              setAvatarRemoved(true);
            }}
            onError={setAvatarError}
          />
          <TextInput label={t`Full name`} required autoComplete="name" {...form.getInputProps('full_name')} />
          <TextInput
            label={t`E-mail`}
            value={profile.email}
            readOnly
            description={t`Ask a manager to change the e-mail you sign in with.`}
          />
          <Select
            label={t`Language`}
            description={t`For Lato's pages and for the e-mails Lato sends you.`}
            data={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
            allowDeselect={false}
            {...form.getInputProps('preferred_language')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              <Trans>Save details</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function PasswordCard() {
  const { t, i18n } = useLingui();
  const [saving, setSaving] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { current_password: '', new_password: '', confirm: '' },
    validate: (values) => ({
      ...checkFields(changePasswordSchema, values, ACCOUNT_FIELD_MESSAGES),
      confirm: values.confirm === values.new_password ? undefined : t`The two passwords are not the same.`,
    }),
  });
  const save = async (values: typeof form.values) => {
    setSaving(true);
    try {
      await accountApi.changePassword({ current_password: values.current_password, new_password: values.new_password });
      form.reset();
      showToast({ color: 'teal', message: t`Your password is changed. Your other devices are signed out.` });
    } catch (failure) {
      showFailure(failure, form.setErrors);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <form noValidate onSubmit={form.onSubmit((values) => void save(values), focusFirstError)}>
        <Stack gap="md">
          <Title order={2} fz="h4">
            <Trans>Password</Trans>
          </Title>
          <PasswordField label={t`Current password`} required autoComplete="current-password" {...form.getInputProps('current_password')} />
          <PasswordField
            label={t`New password`}
            description={i18n._(PASSWORD_HINT)}
            required
            autoComplete="new-password"
            {...form.getInputProps('new_password')}
          />
          <PasswordField label={t`Repeat the new password`} required autoComplete="new-password" {...form.getInputProps('confirm')} />
          <Text size="sm" c="dimmed">
            <Trans>Changing it signs you out on your other devices; this one stays signed in.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              <Trans>Change password</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function DevicesCard() {
  const [busy, setBusy] = useState(false);
  const signOutOthers = async () => {
    setBusy(true);
    try {
      const { ended } = await accountApi.signOutOthers();
      showToast({
        color: 'teal',
        message: plural(ended, {
          0: 'No other device was signed in.',
          one: 'Signed out of # other device.',
          other: 'Signed out of # other devices.',
        }),
      });
    } catch (failure) {
      showFailure(failure, () => {});
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          <Trans>Devices</Trans>
        </Title>
        <Text size="sm">
          <Trans>Signed in somewhere you no longer use, or on someone else's computer? Sign out everywhere but here.</Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="light" color="red" leftSection={<IconDevices size={16} />} loading={busy} onClick={() => void signOutOthers()}>
            <Trans>Sign out of other devices</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /dashboard/account: one's own details, what to be e-mailed about, password, two-step sign-in and
 * devices, and for the CEO the agency's sign-in rules. Role and active flag are a manager's.
 */
export function AccountPage({ profile: loaded }: { profile: User }) {
  const [profile, setProfile] = useState(loaded);
  const role = useAuth((s) => s.context.user?.role);
  const queryClient = useQueryClient();
  const saved = (changed: User) => {
    setProfile(changed);
    // The Profile page shows the same person.
    queryClient.setQueryData(accountKeys.profile, changed);
  };
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} fz="h2">
        <Trans>Account</Trans>
      </Title>
      <DetailsCard profile={profile} onSaved={saved} />
      {isAllowed(role, ACCESS.staff) && <TeamCard />}
      <EmailChoicesCard />
      <PasswordCard />
      <TwoStepCard />
      {isAllowed(role, ACCESS.securitySettings) && <TwoStepRuleCard />}
      <DevicesCard />
    </Stack>
  );
}
