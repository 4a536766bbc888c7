import { useState } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@/api/contract/common-values';
import { createOrganisationSchema, type NewOrganisation, type Organisation } from '@/api/contract/organisations';
import { ORGANISATION_INVITATION_TTL_DAYS } from '@/api/contract/organisations-values';
import { checkFields } from '@/api/check-fields';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { isLocale } from '@/i18n/i18n';
import { organisationsApi } from '@/features/organisations/organisations-api';
import { organisationKeys } from '@/features/organisations/organisations-queries';
import { HowItCounts } from '@/features/organisations/settings/HowItCounts';
import { ORGANISATION_FAILURES } from '@/features/organisations/settings/failure';
import { ORGANISATION_FIELD_MESSAGES } from '@/features/organisations/settings/field-messages';
import { focusFirstError } from '@/ui/focus-first-error';
import { showToast } from '@/ui/toast';

interface NewValues {
  name: string;
  owner_name: string;
  owner_email: string;
  language: Language;
  currency: string;
  time_zone: string;
}

const toBody = (values: NewValues): NewOrganisation => ({
  ...values,
  name: values.name.trim(),
  owner_name: values.owner_name.trim(),
  owner_email: values.owner_email.trim(),
});

/** "New business": its name, its first owner (who is e-mailed an invitation), and how it speaks and counts. */
export function NewOrganisationModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose(): void;
  onCreated(organisation: Organisation): void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const days = ORGANISATION_INVITATION_TTL_DAYS;
  const form = useForm<NewValues>({
    mode: 'controlled',
    initialValues: {
      name: '',
      owner_name: '',
      owner_email: '',
      language: isLocale(i18n.locale) ? i18n.locale : 'en',
      currency: 'USD',
      time_zone: 'UTC',
    },
    validate: (values) => checkFields(createOrganisationSchema, toBody(values), ORGANISATION_FIELD_MESSAGES),
  });

  const close = () => {
    if (saving) return;
    form.reset();
    setNotice(null);
    onClose();
  };

  const submit = async (values: NewValues) => {
    setSaving(true);
    setNotice(null);
    try {
      const created = await organisationsApi.create(toBody(values));
      void queryClient.invalidateQueries({ queryKey: organisationKeys.list });
      const name = created.name;
      const email = values.owner_email.trim();
      showToast({ color: 'teal', message: t`Created ${name}. Invitation sent to ${email}.` });
      setSaving(false);
      form.reset();
      onCreated(created);
    } catch (error) {
      setSaving(false);
      // The owner's address is checked as an invitation's (a staff address is refused as `email`).
      const { email: emailError, ...onFields } = fieldErrorMessages(error, ORGANISATION_FIELD_MESSAGES);
      if (emailError) onFields.owner_email = emailError;
      form.setErrors(onFields);
      if (Object.keys(onFields).length === 0) setNotice(errorMessage(error, ORGANISATION_FAILURES.create));
      else focusFirstError();
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`New business`}
      size="lg"
      closeOnClickOutside={!saving}
      closeOnEscape={!saving}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstError)}>
        <Stack gap="md">
          <TextInput
            label={t`Name`}
            required
            dir="auto"
            autoComplete="off"
            disabled={saving}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t`Owner's name`}
              required
              dir="auto"
              autoComplete="off"
              disabled={saving}
              {...form.getInputProps('owner_name')}
            />
            <TextInput
              label={t`Owner's e-mail`}
              type="email"
              required
              autoComplete="off"
              disabled={saving}
              {...form.getInputProps('owner_email')}
            />
          </SimpleGrid>
          <HowItCounts
            currency={form.getInputProps('currency')}
            language={form.getInputProps('language')}
            timeZone={form.getInputProps('time_zone')}
            disabled={saving}
          />
          <Text size="sm" c="dimmed">
            <Trans>We e-mail the owner an invitation to join, in the business's language. Its link works for {days} days.</Trans>
          </Text>
          {notice && (
            <Alert color="red" role="alert">
              {notice}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={saving}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              <Trans>Create business</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
