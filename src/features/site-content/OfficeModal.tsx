import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { officeFields, type OfficeAdmin } from '@/api/contract/site-content';
import { checkFields } from '@/api/check-fields';
import { SITE_CONTENT_FAILURES } from './failure';
import { SITE_CONTENT_FIELD_MESSAGES } from './field-messages';
import { FormFooter } from './FormFooter';
import { useSavingForm } from './use-saving-form';
import { siteContentApi } from './site-content-api';
import { siteContentKeys } from './site-content-queries';
import { focusFirstError } from '@/ui/focus-first-error';

interface Values {
  name_en: string;
  name_es: string;
  address: string;
  city: string;
  country: string;
  /** Empty for none. */
  phone: string;
  email: string;
}

const valuesOf = (office: OfficeAdmin | null): Values => ({
  name_en: office?.name_en ?? '',
  name_es: office?.name_es ?? '',
  address: office?.address ?? '',
  city: office?.city ?? '',
  country: office?.country ?? '',
  phone: office?.phone ?? '',
  email: office?.email ?? '',
});

/** What is being written: a new office (null), or one already there. */
export type OfficeEditing = { office: OfficeAdmin | null };

/** An office on the Contact page: its name in both languages, where it is, how to reach it; a new one goes last. */
export function OfficeModal({ editing, onClose }: { editing: OfficeEditing | null; onClose(): void }) {
  const { t } = useLingui();
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing?.office ? t`Edit office` : t`New office`}
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {editing && <OfficeForm key={editing.office?.id ?? 'new'} office={editing.office} onDone={onClose} />}
    </Modal>
  );
}

function OfficeForm({ office, onDone }: { office: OfficeAdmin | null; onDone(): void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(office),
    validate: (values) => checkFields(officeFields, values, SITE_CONTENT_FIELD_MESSAGES),
  });
  const { saving, notice, save } = useSavingForm(form, SITE_CONTENT_FAILURES.save);
  const submit = (values: Values) =>
    save(async () => {
      const saved = office ? await siteContentApi.updateOffice(office.id, values) : await siteContentApi.createOffice(values);
      queryClient.setQueryData<OfficeAdmin[]>(
        siteContentKeys.offices,
        (list) => list && (office ? list.map((row) => (row.id === saved.id ? saved : row)) : [...list, saved]),
      );
      onDone();
    });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstError)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Name in English`} required dir="auto" disabled={saving} data-autofocus {...form.getInputProps('name_en')} />
          <TextInput label={t`Name in Spanish`} required dir="auto" disabled={saving} {...form.getInputProps('name_es')} />
        </SimpleGrid>
        <TextInput label={t`Street address`} required dir="auto" disabled={saving} {...form.getInputProps('address')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`City`} required dir="auto" disabled={saving} {...form.getInputProps('city')} />
          <TextInput label={t`Country`} required dir="auto" disabled={saving} {...form.getInputProps('country')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Phone`} type="tel" autoComplete="off" disabled={saving} {...form.getInputProps('phone')} />
          <TextInput label={t`E-mail`} type="email" autoComplete="off" disabled={saving} {...form.getInputProps('email')} />
        </SimpleGrid>
        <FormFooter notice={notice} saving={saving} saveLabel={t`Save office`} onCancel={onDone} />
      </Stack>
    </form>
  );
}
