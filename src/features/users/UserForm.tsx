import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Chip, Group, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showToast } from '@/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { User } from '@/api/contract/auth';
import type { Role } from '@/api/contract/roles';
import { INVITATION_TTL_DAYS, WORK_LANGUAGES, createUserFields, updateUserFields, type WorkLanguage } from '@/api/contract/users';
import { isLocale } from '@/i18n/i18n';
import { checkFields } from '@/api/check-fields';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { defaultErrors } from '@/api/messages';
import { ROLE_LABELS } from '@/i18n/role-labels';
import { useAuth, useAuthActor } from '@/features/auth';
import { projectKeys } from '@/features/projects';
import { AvatarField } from '@/ui/AvatarField';
import { LANGUAGE_LABELS } from '@/i18n/language-labels';
import { USER_FIELD_MESSAGES } from './field-messages';
import { usersApi, type UserChanges } from './users-api';
import { useUsersListActor } from './users-context';
import { usersKeys } from './users-queries';
import { useRank } from './use-rank';
import { PasswordHelp } from './PasswordHelp';
import { InvitationHelp } from './InvitationHelp';
import { TwoStepHelp } from './TwoStepHelp';
import { focusFirstError } from '@/ui/focus-first-error';
import { useChangedElsewhere } from './use-changed-elsewhere';

interface Props {
  /** The user being edited; none when adding. */
  user?: User;
}

interface FormShape {
  full_name: string;
  email: string;
  role: Role | '';
  is_active: boolean;
  languages: WorkLanguage[];
}

/** What the form sends: trimmed text, no role until one is chosen. */
function toChanges(values: FormShape): UserChanges {
  return {
    full_name: values.full_name.trim(),
    email: values.email.trim(),
    role: (values.role || undefined) as Role,
    is_active: values.is_active,
    languages: values.languages,
  };
}

/** Add and edit a user: the same fields and rules as the API, errors on their fields. */
export function UserForm({ user }: Props) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const list = useUsersListActor();
  const me = useAuth((s) => s.context.user);
  const auth = useAuthActor();
  const queryClient = useQueryClient();
  // A person's name, photo, role and state show in every users read and in the projects (members,
  // clients, the team): each is read again when next shown.
  const changedPeople = () => Promise.all([usersKeys.all, projectKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  // Only the roles this manager may give; one's own, unchangeable, shows too.
  const { grantable: mayGive, outranks } = useRank();
  const grantable = user?.role && !mayGive.includes(user.role) ? [...mayGive, user.role] : mayGive;
  const editingSelf = user !== undefined && me?.id === user.id;
  const editingOther = user !== undefined && !editingSelf;
  // Role and active state take a rank strictly above the person's; one's own never changes here.
  const rankTooLow = editingOther && !outranks(user.role);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarRemoved, setAvatarRemoved] = useState(false);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const invitationDays = INVITATION_TTL_DAYS;

  const form = useForm<FormShape>({
    mode: 'controlled',
    initialValues: {
      full_name: user?.full_name ?? '',
      email: user?.email ?? '',
      role: user?.role ?? '',
      is_active: user?.is_active ?? true,
      languages: (user?.languages ?? []) as WorkLanguage[],
    },
    // The contract's own rules, said with the same messages as the server's refusals.
    validate: (values) => checkFields(user ? updateUserFields : createUserFields, toChanges(values), USER_FIELD_MESSAGES),
  });

  const changedElsewhere = useChangedElsewhere(user, form.getValues);
  const editedName = user?.full_name;

  /** Someone's account changed here or by an action beside the form: every view of them follows. */
  const showChanged = (saved: User) => {
    list.send({ type: 'USER_UPDATED', user: saved });
    queryClient.setQueryData(usersKeys.detail(saved.id), saved);
    void changedPeople();
  };

  const submit = async (values: FormShape) => {
    const changes = toChanges(values);
    setSaving(true);
    try {
      if (user) {
        const saved = await usersApi.update(user.id, changes, avatar, avatarRemoved && !avatar);
        if (editingSelf) auth.send({ type: 'FETCH_USER' });
        showChanged(saved);
        const name = saved.full_name;
        showToast({ color: 'teal', message: t`Saved the changes to ${name}.` });
      } else {
        // The invitation is written in the language this manager uses Lato in.
        const language = isLocale(i18n.locale) ? i18n.locale : undefined;
        const created = await usersApi.create({ ...changes, language }, avatar);
        list.send({ type: 'USER_CREATED', user: created });
        void changedPeople();
        const email = created.email;
        showToast({ color: 'teal', message: t`Invitation sent to ${email}.` });
      }
      await navigate({ to: '/dashboard/user-list' });
    } catch (error) {
      const onFields = fieldErrorMessages(error, USER_FIELD_MESSAGES);
      const { avatar: avatarMessage, ...rest } = onFields;
      if (avatarMessage) setAvatarError(avatarMessage);
      form.setErrors(rest);
      if (Object.keys(onFields).length === 0) showToast({ color: 'red', message: errorMessage(error, defaultErrors.userSave) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" maw={720}>
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstError)}>
        <Stack gap="md">
          {changedElsewhere && (
            <Alert color="yellow" role="status">
              <Trans>
                {editedName}'s account was changed elsewhere while you were editing it. Saving will replace those changes with yours.
              </Trans>
            </Alert>
          )}
          <AvatarField
            name={form.values.full_name}
            current={user?.avatar ?? null}
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
          <TextInput label={t`Full name`} required autoComplete="off" {...form.getInputProps('full_name')} />
          <TextInput
            label={t`E-mail`}
            type="email"
            required
            autoComplete="off"
            disabled={editingOther}
            description={editingOther ? t`Only the person themselves can change their e-mail.` : undefined}
            {...form.getInputProps('email')}
          />
          {/* The browser's own select: Tab reaches it, Enter or Space opens it, Enter chooses (Mantine's needs the arrows). */}
          <NativeSelect
            label={t`Role`}
            required
            data={[
              { value: '', label: t`Choose a role`, disabled: true },
              ...grantable.map((role) => ({ value: role, label: i18n._(ROLE_LABELS[role]) })),
            ]}
            disabled={editingSelf || rankTooLow}
            description={
              editingSelf
                ? t`You cannot change your own role.`
                : rankTooLow
                  ? t`Only someone ranked above this person can change their role.`
                  : undefined
            }
            {...form.getInputProps('role')}
          />
          <Stack gap={6}>
            <Text size="sm" fw={500} id="languages-label">
              <Trans>Works in</Trans>
            </Text>
            <Chip.Group
              multiple
              value={form.values.languages}
              onChange={(value) => form.setFieldValue('languages', value as WorkLanguage[])}
            >
              <Group gap="xs" role="group" aria-labelledby="languages-label">
                {WORK_LANGUAGES.map((code) => (
                  <Chip key={code} value={code}>
                    {i18n._(LANGUAGE_LABELS[code])}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
          {user ? null : (
            <Text size="sm" c="dimmed">
              <Trans>We will e-mail them an invitation to choose their own password. Its link works for {invitationDays} days.</Trans>
            </Text>
          )}
          <Switch
            label={t`Active`}
            description={
              editingSelf
                ? t`You cannot deactivate your own account.`
                : rankTooLow
                  ? t`Only someone ranked above this person can deactivate them.`
                  : t`Inactive people cannot sign in.`
            }
            disabled={editingSelf || rankTooLow}
            {...form.getInputProps('is_active', { type: 'checkbox' })}
          />
          {user?.invitation_pending ? (
            <InvitationHelp user={user} mayResend={outranks(user.role)} />
          ) : user ? (
            <PasswordHelp user={user} self={editingSelf} />
          ) : null}
          {user?.two_step_enabled && editingOther && outranks(user.role) ? <TwoStepHelp user={user} onChanged={showChanged} /> : null}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/dashboard/user-list">
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              {user ? <Trans>Save changes</Trans> : <Trans>Create user</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
