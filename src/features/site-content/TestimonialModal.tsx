import { Modal, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { testimonialFields, type TestimonialAdmin, type TestimonialFields } from '@/api/contract/site-content';
import { checkFields } from '@/api/check-fields';
import { SITE_CONTENT_FAILURES } from './failure';
import { SITE_CONTENT_FIELD_MESSAGES } from './field-messages';
import { FormFooter } from './FormFooter';
import { useSavingForm } from './use-saving-form';
import { siteContentApi } from './site-content-api';
import { siteContentKeys } from './site-content-queries';
import { focusFirstError } from '@/ui/focus-first-error';

type Values = Required<TestimonialFields>;

const valuesOf = (row: TestimonialAdmin | null): Values => ({
  author_name: row?.author_name ?? '',
  author_role: row?.author_role ?? '',
  company: row?.company ?? '',
  quote_en: row?.quote_en ?? '',
  quote_es: row?.quote_es ?? '',
  published: row?.published ?? true,
});

/** What is being written: a new testimonial (null), or one already there. */
export type TestimonialEditing = { testimonial: TestimonialAdmin | null };

/** A client's words for the About page, in English and Spanish, and whether the page shows them; a new one goes last. */
export function TestimonialModal({ editing, onClose }: { editing: TestimonialEditing | null; onClose(): void }) {
  const { t } = useLingui();
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing?.testimonial ? t`Edit testimonial` : t`New testimonial`}
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {editing && <TestimonialForm key={editing.testimonial?.id ?? 'new'} testimonial={editing.testimonial} onDone={onClose} />}
    </Modal>
  );
}

function TestimonialForm({ testimonial, onDone }: { testimonial: TestimonialAdmin | null; onDone(): void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(testimonial),
    validate: (values) => checkFields(testimonialFields, values, SITE_CONTENT_FIELD_MESSAGES),
  });
  const { saving, notice, save } = useSavingForm(form, SITE_CONTENT_FAILURES.save);
  const submit = (values: Values) =>
    save(async () => {
      const saved = testimonial
        ? await siteContentApi.updateTestimonial(testimonial.id, values)
        : await siteContentApi.createTestimonial(values);
      queryClient.setQueryData<TestimonialAdmin[]>(
        siteContentKeys.testimonials,
        (list) => list && (testimonial ? list.map((row) => (row.id === saved.id ? saved : row)) : [...list, saved]),
      );
      onDone();
    });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstError)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t`Name`} required dir="auto" disabled={saving} data-autofocus {...form.getInputProps('author_name')} />
          <TextInput label={t`Role`} required dir="auto" disabled={saving} {...form.getInputProps('author_role')} />
          <TextInput label={t`Company`} required dir="auto" disabled={saving} {...form.getInputProps('company')} />
        </SimpleGrid>
        <Textarea label={t`Quote in English`} required autosize minRows={3} disabled={saving} {...form.getInputProps('quote_en')} />
        <Textarea label={t`Quote in Spanish`} required autosize minRows={3} disabled={saving} {...form.getInputProps('quote_es')} />
        <Switch
          label={t`Published`}
          description={t`Shown on the public About page.`}
          disabled={saving}
          {...form.getInputProps('published', { type: 'checkbox' })}
        />
        <FormFooter notice={notice} saving={saving} saveLabel={t`Save testimonial`} onCancel={onDone} />
      </Stack>
    </form>
  );
}
