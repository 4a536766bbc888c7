import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { OrganisationRef } from '@/api/contract/organisations';
import { PROJECT_DESCRIPTION_MAX, PROJECT_NAME_MAX, PROJECT_STATUSES, type Person, type ProjectStatus } from '@/api/contract/projects';
import { DateField } from '@/ui/DateField';
import { PROJECT_STATUS_LABELS } from './labels';
import { ClientBusinessPicker } from './ClientBusinessPicker';
import { MembersPicker } from './PeoplePickers';
import type { ProjectForm } from './project-form';

/** The project's own fields, for creating one and for editing it in place. */
export function ProjectFields({
  form,
  people,
  disabled,
}: {
  form: ProjectForm;
  people: { client: OrganisationRef | null; members: Person[] };
  disabled?: boolean;
}) {
  const { t, i18n } = useLingui();
  const { values } = form;
  return (
    <Stack gap="md">
      <TextInput label={t`Name`} required maxLength={PROJECT_NAME_MAX} data-autofocus disabled={disabled} {...form.getInputProps('name')} />
      <Textarea
        label={t`Description`}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={PROJECT_DESCRIPTION_MAX}
        disabled={disabled}
        {...form.getInputProps('description')}
      />
      <Select
        label={t`Status`}
        required
        allowDeselect={false}
        data={PROJECT_STATUSES.map((status) => ({ value: status, label: i18n._(PROJECT_STATUS_LABELS[status]) }))}
        disabled={disabled}
        {...form.getInputProps('status')}
        onChange={(value) => value && form.setFieldValue('status', value as ProjectStatus)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <DateField
          label={t`Start date`}
          placeholder={t`Pick a date`}
          value={values.start_date}
          onChange={(value) => form.setFieldValue('start_date', value)}
          error={form.errors.start_date}
          disabled={disabled}
        />
        <DateField
          label={t`End date`}
          placeholder={t`Pick a date`}
          value={values.end_date}
          minDate={values.start_date ?? undefined}
          onChange={(value) => form.setFieldValue('end_date', value)}
          error={form.errors.end_date}
          disabled={disabled}
        />
      </SimpleGrid>
      <ClientBusinessPicker
        value={values.client}
        onChange={(value) => form.setFieldValue('client', value)}
        initial={people.client}
        error={form.errors.client as string | undefined}
        disabled={disabled}
      />
      <MembersPicker
        value={values.members}
        onChange={(value) => form.setFieldValue('members', value)}
        initial={people.members}
        error={(form.errors.members ?? form.errors['members.0']) as string | undefined}
        disabled={disabled}
      />
    </Stack>
  );
}
