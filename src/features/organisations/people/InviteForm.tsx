import { useId, useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { inviteSchema, type OrganisationInvitation } from '@/api/contract/organisations';
import { ORGANISATION_INVITATION_TTL_DAYS, ORGANISATION_ROLES, type OrganisationRole } from '@/api/contract/organisations-values';
import { checkFields } from '@/api/check-fields';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { organisationsApi } from '@/features/organisations/organisations-api';
import { organisationKeys } from '@/features/organisations/organisations-queries';
import { ORGANISATION_ROLE_LABELS } from '@/features/organisations/people/labels';
import { ORGANISATION_FAILURES } from '@/features/organisations/settings/failure';
import { ORGANISATION_FIELD_MESSAGES } from '@/features/organisations/settings/field-messages';
import { focusFirstError } from '@/ui/focus-first-error';
import { showToast } from '@/ui/toast';

interface InviteValues {
  email: string;
  role: OrganisationRole;
}

/**
 * "Invite someone": an e-mail and a role. The invitation is e-mailed in the person's own language
 * when they have an account, else in the business's.
 */
export function InviteForm({ organisationId }: { organisationId: number }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const titleId = useId();
  const days = ORGANISATION_INVITATION_TTL_DAYS;
  const form = useForm<InviteValues>({
    mode: 'controlled',
    initialValues: { email: '', role: 'member' },
    validate: (values) => checkFields(inviteSchema, { ...values, email: values.email.trim() }, ORGANISATION_FIELD_MESSAGES),
  });

  const submit = async (values: InviteValues) => {
    setSending(true);
    try {
      const invitation = await organisationsApi.invite(organisationId, { email: values.email.trim(), role: values.role });
      queryClient.setQueryData(organisationKeys.invitations(organisationId), (old: OrganisationInvitation[] | undefined) =>
        old ? [...old.filter((i) => i.id !== invitation.id), invitation] : old,
      );
      void queryClient.invalidateQueries({ queryKey: organisationKeys.invitations(organisationId) });
      form.reset();
      const email = invitation.email;
      showToast({ color: 'teal', message: t`Invitation sent to ${email}.` });
    } catch (error) {
      const onFields = fieldErrorMessages(error, ORGANISATION_FIELD_MESSAGES);
      form.setErrors(onFields);
      if (Object.keys(onFields).length === 0) showToast({ color: 'red', message: errorMessage(error, ORGANISATION_FAILURES.invite) });
      else focusFirstError();
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstError)} aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} fz="h5" id={titleId}>
          <Trans>Invite someone</Trans>
        </Title>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t`E-mail`}
            type="email"
            required
            autoComplete="off"
            disabled={sending}
            style={{ flex: '1 1 16rem' }}
            {...form.getInputProps('email')}
          />
          <NativeSelect
            label={t`Role`}
            disabled={sending}
            data={ORGANISATION_ROLES.map((role) => ({ value: role, label: i18n._(ORGANISATION_ROLE_LABELS[role]) }))}
            style={{ flex: '0 1 10rem' }}
            {...form.getInputProps('role')}
          />
        </Group>
        <Text size="xs" c="dimmed">
          <Trans>
            An owner manages the business's people, settings and billing; a member reads its calls and messages. The link we e-mail works
            for {days} days.
          </Trans>
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={sending}>
            <Trans>Send invitation</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
