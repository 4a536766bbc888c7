import { useState } from 'react';
import { Button, Card, Fieldset, Group, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@/api/contract/common-values';
import { updateOrganisationSchema, type Organisation, type OrganisationChange } from '@/api/contract/organisations';
import { checkFields } from '@/api/check-fields';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { organisationsApi } from '@/features/organisations/organisations-api';
import { organisationKeys } from '@/features/organisations/organisations-queries';
import { HowItCounts } from '@/features/organisations/settings/HowItCounts';
import { ORGANISATION_FAILURES } from '@/features/organisations/settings/failure';
import { ORGANISATION_FIELD_MESSAGES } from '@/features/organisations/settings/field-messages';
import { OrganisationLogo } from '@/features/organisations/settings/OrganisationLogo';
import { focusFirstError } from '@/ui/focus-first-error';
import { showToast } from '@/ui/toast';
import { UnsavedChangesGuard } from '@/ui/UnsavedChangesGuard';

/** What the form edits: the business's own settings. */
export interface SettingsValues {
  name: string;
  legal_name: string;
  tax_id: string;
  billing_email: string;
  address: string;
  currency: string;
  language: Language;
  time_zone: string;
}

const TEXT_FIELDS = ['name', 'legal_name', 'tax_id', 'billing_email', 'address'] as const;
const CHOICE_FIELDS = ['currency', 'language', 'time_zone'] as const;

const settingsOf = (organisation: Organisation): SettingsValues => ({
  name: organisation.name,
  legal_name: organisation.legal_name,
  tax_id: organisation.tax_id,
  billing_email: organisation.billing_email,
  address: organisation.address,
  currency: organisation.currency,
  language: organisation.language,
  time_zone: organisation.time_zone,
});

/** Only what differs from the saved settings, text trimmed as the server keeps it: the PATCH's body. */
export function changedSettings(saved: SettingsValues, values: SettingsValues): OrganisationChange {
  const changes: OrganisationChange = {};
  for (const field of TEXT_FIELDS) {
    const typed = values[field].trim();
    if (typed !== saved[field]) changes[field] = typed;
  }
  for (const field of CHOICE_FIELDS) {
    if (values[field] !== saved[field]) (changes as Record<string, string>)[field] = values[field];
  }
  return changes;
}

/**
 * A business's settings: who it is, where its invoices go, how it speaks and counts. An owner or
 * the agency's staff change them (only what changed is sent); a member reads them.
 */
export function OrganisationSettingsForm({ organisation, onSaved }: { organisation: Organisation; onSaved?(saved: Organisation): void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // The staff (no role inside) and the owners run a business; its members read it.
  const manages = organisation.my_role !== 'member';
  const [saved, setSaved] = useState(() => settingsOf(organisation));
  const [saving, setSaving] = useState(false);
  const form = useForm<SettingsValues>({
    mode: 'controlled',
    initialValues: saved,
    // The contract's own rules on what would be sent, said with the same messages as the server's refusals.
    validate: (values) => checkFields(updateOrganisationSchema, changedSettings(saved, values), ORGANISATION_FIELD_MESSAGES),
  });
  const dirty = Object.keys(changedSettings(saved, form.values)).length > 0;

  const submit = async (values: SettingsValues) => {
    const changes = changedSettings(saved, values);
    if (Object.keys(changes).length === 0) return;
    setSaving(true);
    try {
      const answer = await organisationsApi.update(organisation.id, changes);
      const next = settingsOf(answer);
      setSaved(next);
      form.setValues(next);
      form.resetDirty(next);
      queryClient.setQueryData(organisationKeys.detail(organisation.id), (old: Organisation | undefined) =>
        old ? { ...old, ...answer } : old,
      );
      // The name shows in the staff's list, the switcher and the page's title.
      void Promise.all(
        [organisationKeys.detail(organisation.id), organisationKeys.list, organisationKeys.mine, organisationKeys.allNumbers].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
      onSaved?.(answer);
      const name = answer.name;
      showToast({ color: 'teal', message: t`Saved the settings of ${name}.` });
    } catch (error) {
      const onFields = fieldErrorMessages(error, ORGANISATION_FIELD_MESSAGES);
      form.setErrors(onFields);
      if (Object.keys(onFields).length === 0) showToast({ color: 'red', message: errorMessage(error, ORGANISATION_FAILURES.save) });
      else focusFirstError();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <UnsavedChangesGuard when={manages && dirty} />
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstError)} aria-label={t`Business settings`}>
        <Stack gap="md">
          <Title order={2} fz="h4">
            <Trans>Settings</Trans>
          </Title>
          {manages ? null : (
            <Text size="sm" c="dimmed">
              <Trans>Only an owner of this business can change its settings.</Trans>
            </Text>
          )}
          <OrganisationLogo organisation={organisation} />
          <Fieldset variant="unstyled" disabled={!manages || saving}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={t`Name`} required dir="auto" autoComplete="organization" {...form.getInputProps('name')} />
                <TextInput label={t`Legal name`} dir="auto" autoComplete="off" {...form.getInputProps('legal_name')} />
                <TextInput label={t`Tax ID`} dir="auto" autoComplete="off" {...form.getInputProps('tax_id')} />
                <TextInput
                  label={t`Billing e-mail`}
                  description={t`Where invoices are sent.`}
                  type="email"
                  autoComplete="email"
                  {...form.getInputProps('billing_email')}
                />
              </SimpleGrid>
              <Textarea label={t`Address`} dir="auto" autosize minRows={2} maxRows={6} {...form.getInputProps('address')} />
              <HowItCounts
                currency={form.getInputProps('currency')}
                language={form.getInputProps('language')}
                timeZone={form.getInputProps('time_zone')}
              />
            </Stack>
          </Fieldset>
          {manages ? (
            <Group justify="flex-end">
              <Button
                variant="default"
                disabled={!dirty || saving}
                onClick={() => {
                  form.setValues(saved);
                  form.clearErrors();
                }}
              >
                <Trans>Discard changes</Trans>
              </Button>
              <Button type="submit" loading={saving} disabled={!dirty}>
                <Trans>Save changes</Trans>
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}
