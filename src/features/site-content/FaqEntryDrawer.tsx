import { Drawer, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import {
  createFaqEntryFields,
  updateFaqEntryFields,
  type FaqAdmin,
  type FaqCategoryAdmin,
  type FaqEntryAdmin,
} from '@/api/contract/site-content';
import { checkFields } from '@/api/check-fields';
import { describeFieldErrors } from '@/api/errors';
import { SITE_CONTENT_FAILURES } from './failure';
import { SITE_CONTENT_FIELD_MESSAGES } from './field-messages';
import { RichTextField } from '@/ui/rich-text/RichTextField';
import { siteContentApi } from './site-content-api';
import { siteContentKeys } from './site-content-queries';
import { FormFooter } from './FormFooter';
import { useSavingForm } from './use-saving-form';
import { focusFirstError } from '@/ui/focus-first-error';
import { showToast } from '@/ui/toast';
import { isBlankRichText } from './rich-text-blank';

interface EntryValues {
  question_en: string;
  question_es: string;
  answer_en: string;
  answer_es: string;
  published: boolean;
}

const valuesOf = (entry: FaqEntryAdmin | undefined): EntryValues => ({
  question_en: entry?.question_en ?? '',
  question_es: entry?.question_es ?? '',
  answer_en: entry?.answer_en ?? '',
  answer_es: entry?.answer_es ?? '',
  published: entry?.published ?? true,
});

/** The FAQ with an answer as the server now has it: put in its place, or added last to its category. */
function withEntry(faq: FaqAdmin, saved: FaqEntryAdmin): FaqAdmin {
  return {
    categories: faq.categories.map((category) => {
      if (category.id !== saved.category) return category;
      const known = category.entries.some((entry) => entry.id === saved.id);
      return {
        ...category,
        entries: known ? category.entries.map((entry) => (entry.id === saved.id ? saved : entry)) : [...category.entries, saved],
      };
    }),
  };
}

/** What is being written: a new answer in a category, or an answer already there. */
export type EntryEditing = { category: FaqCategoryAdmin; entry?: FaqEntryAdmin };

/**
 * An answer's question and text in English and Spanish, and whether the public page shows it:
 * a new one goes last in its category. The server's refusals are said on their fields.
 */
export function FaqEntryDrawer({ editing, onClose }: { editing: EntryEditing | null; onClose(): void }) {
  const { t } = useLingui();
  return (
    <Drawer
      opened={editing !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={editing?.entry ? t`Edit answer` : t`New answer`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {/* A fresh form for each answer opened. */}
      {editing && <EntryForm key={editing.entry?.id ?? `new-${editing.category.id}`} editing={editing} onDone={onClose} />}
    </Drawer>
  );
}

function EntryForm({ editing, onDone }: { editing: EntryEditing; onDone(): void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { category, entry } = editing;
  const categoryName = category.name_en;
  const slug = entry?.slug;
  const form = useForm<EntryValues>({
    mode: 'controlled',
    initialValues: valuesOf(entry),
    validate: (values) => {
      const errors = entry
        ? checkFields(updateFaqEntryFields, values, SITE_CONTENT_FIELD_MESSAGES)
        : checkFields(createFaqEntryFields, { ...values, category: category.id }, SITE_CONTENT_FIELD_MESSAGES);
      // The schema takes any text; an answer with no words in it is what the server refuses as missing.
      const blank = {
        ...(isBlankRichText(values.answer_en) && { answer_en: ['required'] }),
        ...(isBlankRichText(values.answer_es) && { answer_es: ['required'] }),
      };
      return { ...describeFieldErrors(blank, SITE_CONTENT_FIELD_MESSAGES), ...errors };
    },
  });

  const { saving, notice, save } = useSavingForm(form, SITE_CONTENT_FAILURES.save);
  const submit = (values: EntryValues) =>
    save(async () => {
      const saved = entry
        ? await siteContentApi.updateFaqEntry(entry.id, values)
        : await siteContentApi.createFaqEntry({ ...values, category: category.id });
      queryClient.setQueryData<FaqAdmin>(siteContentKeys.faq, (faq) => faq && withEntry(faq, saved));
      showToast({ color: 'teal', message: t`Answer saved.` });
      onDone();
    });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstError)}>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          <Trans>In {categoryName}</Trans>
          {slug && (
            <>
              {' · '}
              <Trans>Link: /faqs#{slug}</Trans>
            </>
          )}
        </Text>
        <Stack gap="sm">
          <Title order={3} fz="h5">
            <Trans>English</Trans>
          </Title>
          <TextInput label={t`Question in English`} required disabled={saving} data-autofocus {...form.getInputProps('question_en')} />
          <RichTextField
            label={t`Answer in English`}
            required
            disabled={saving}
            value={form.values.answer_en}
            onChange={(html) => form.setFieldValue('answer_en', html)}
            error={form.errors.answer_en as string | undefined}
          />
        </Stack>
        <Stack gap="sm">
          <Title order={3} fz="h5">
            <Trans>Spanish</Trans>
          </Title>
          <TextInput label={t`Question in Spanish`} required disabled={saving} {...form.getInputProps('question_es')} />
          <RichTextField
            label={t`Answer in Spanish`}
            required
            disabled={saving}
            value={form.values.answer_es}
            onChange={(html) => form.setFieldValue('answer_es', html)}
            error={form.errors.answer_es as string | undefined}
          />
        </Stack>
        <Switch
          label={t`Published`}
          description={t`Shown on the public FAQ page.`}
          disabled={saving}
          {...form.getInputProps('published', { type: 'checkbox' })}
        />
        <FormFooter notice={notice} saving={saving} saveLabel={t`Save answer`} onCancel={onDone} />
      </Stack>
    </form>
  );
}
