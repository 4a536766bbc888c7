import { Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { faqCategoryFields, type FaqAdmin, type FaqCategoryAdmin, type FaqCategoryFields } from '@/api/contract/site-content';
import { checkFields } from '@/api/check-fields';
import { SITE_CONTENT_FAILURES } from './failure';
import { SITE_CONTENT_FIELD_MESSAGES } from './field-messages';
import { siteContentApi } from './site-content-api';
import { siteContentKeys } from './site-content-queries';
import { FormFooter } from './FormFooter';
import { useSavingForm } from './use-saving-form';
import { focusFirstError } from '@/ui/focus-first-error';

/** The FAQ with a category as the server now has it: renamed in its place, or added last. */
function withCategory(faq: FaqAdmin, saved: FaqCategoryAdmin): FaqAdmin {
  const known = faq.categories.some((category) => category.id === saved.id);
  return {
    categories: known ? faq.categories.map((category) => (category.id === saved.id ? saved : category)) : [...faq.categories, saved],
  };
}

/** What is being named: a new category (null category), or one already there. */
export type CategoryEditing = { category: FaqCategoryAdmin | null };

/** A category's name in English and Spanish; a new one goes last. Renaming keeps its link. */
export function FaqCategoryModal({ editing, onClose }: { editing: CategoryEditing | null; onClose(): void }) {
  const { t } = useLingui();
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing?.category ? t`Rename category` : t`New category`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {editing && <CategoryForm key={editing.category?.id ?? 'new'} category={editing.category} onDone={onClose} />}
    </Modal>
  );
}

function CategoryForm({ category, onDone }: { category: FaqCategoryAdmin | null; onDone(): void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const slug = category?.slug;
  const form = useForm<FaqCategoryFields>({
    mode: 'controlled',
    initialValues: { name_en: category?.name_en ?? '', name_es: category?.name_es ?? '' },
    validate: (values) => checkFields(faqCategoryFields, values, SITE_CONTENT_FIELD_MESSAGES),
  });

  const { saving, notice, save } = useSavingForm(form, SITE_CONTENT_FAILURES.save);
  const submit = (values: FaqCategoryFields) =>
    save(async () => {
      const saved = category ? await siteContentApi.updateFaqCategory(category.id, values) : await siteContentApi.createFaqCategory(values);
      queryClient.setQueryData<FaqAdmin>(siteContentKeys.faq, (faq) => faq && withCategory(faq, saved));
      onDone();
    });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstError)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Name in English`} required disabled={saving} data-autofocus {...form.getInputProps('name_en')} />
          <TextInput label={t`Name in Spanish`} required disabled={saving} {...form.getInputProps('name_es')} />
        </SimpleGrid>
        {slug && (
          <Text size="sm" c="dimmed">
            <Trans>Its link stays /faqs#{slug} when it is renamed.</Trans>
          </Text>
        )}
        <FormFooter notice={notice} saving={saving} saveLabel={t`Save category`} onCancel={onDone} />
      </Stack>
    </form>
  );
}
