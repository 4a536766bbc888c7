import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { checkFields } from '@/api/check-fields';
import {
  MODULE_MINUTES_MAX,
  MODULE_SUMMARY_MAX,
  MODULE_TITLE_MAX,
  moduleFieldsSchema,
  type HelpModule,
  type ModuleFields,
} from '@/api/contract/academy';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { ConfirmDeleteDialog } from '@/ui/ConfirmDeleteDialog';
import { focusFirstError } from '@/ui/focus-first-error';
import { RichTextField } from '@/ui/rich-text/RichTextField';
import { showToast } from '@/ui/toast';
import { academyApi, academyKey, moduleQuery } from './academy-queries';

const SAVE_FAILED = msg`Could not save the module.`;
const DELETE_FAILED = msg`Could not delete the module.`;

type Language = 'en' | 'es';
type Values = ModuleFields;

const EMPTY: Values = {
  title: { en: '', es: '' },
  summary: { en: '', es: '' },
  body: { en: '', es: '' },
  minutes: 5,
  published: false,
};

const valuesOf = (module: HelpModule): Values => ({
  title: module.title,
  summary: module.summary,
  body: module.body,
  minutes: module.minutes,
  published: module.published,
});

const trimmed = (values: Values): Values => ({
  ...values,
  title: { en: values.title.en.trim(), es: values.title.es.trim() },
  summary: { en: values.summary.en.trim(), es: values.summary.es.trim() },
});

function useModuleForm() {
  return useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => checkFields(moduleFieldsSchema, trimmed(values)),
  });
}
type ModuleFormApi = ReturnType<typeof useModuleForm>;

/** One language's texts of the module. */
function LanguageFields({
  form,
  language,
  legend,
  disabled,
}: {
  form: ModuleFormApi;
  language: Language;
  legend: string;
  disabled: boolean;
}) {
  const { t } = useLingui();
  return (
    <Fieldset legend={legend}>
      <Stack gap="md">
        <TextInput
          label={t`Title`}
          required
          maxLength={MODULE_TITLE_MAX}
          autoComplete="off"
          lang={language}
          disabled={disabled}
          {...form.getInputProps(`title.${language}`)}
        />
        <Textarea
          label={t`Summary`}
          required
          autosize
          minRows={2}
          maxLength={MODULE_SUMMARY_MAX}
          lang={language}
          disabled={disabled}
          {...form.getInputProps(`summary.${language}`)}
        />
        <RichTextField
          label={t`Lesson`}
          required
          lang={language}
          disabled={disabled}
          value={form.values.body[language]}
          onChange={(html) => form.setFieldValue(`body.${language}`, html)}
          error={form.errors[`body.${language}`] as string | undefined}
        />
      </Stack>
    </Fieldset>
  );
}

/** A new module's form, or a module's to change or delete (`module` null: closed). */
export function ModuleEditor({ module, onClose }: { module: number | 'new' | null; onClose(): void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const editing = typeof module === 'number' ? module : null;
  const existing = useQuery({ ...moduleQuery(editing ?? 0), enabled: editing !== null });
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const form = useModuleForm();
  const { setValues, resetDirty, clearErrors } = form;
  const loaded = existing.data;
  useEffect(() => {
    if (module === null) return;
    const values = module === 'new' ? EMPTY : loaded ? valuesOf(loaded) : null;
    if (!values) return;
    setValues(values);
    resetDirty(values);
    clearErrors();
    setNotice(null);
    // Only when another module (or a new one) is opened, or its texts arrive.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [module, loaded?.id]);

  const close = () => {
    if (!saving) onClose();
  };
  const submit = async (values: Values) => {
    setSaving(true);
    setNotice(null);
    try {
      const saved = editing !== null ? await academyApi.update(editing, trimmed(values)) : await academyApi.create(trimmed(values));
      await queryClient.invalidateQueries({ queryKey: academyKey });
      const title = saved.title.en;
      showToast({ color: 'teal', message: editing !== null ? t`Saved ${title}.` : t`Created ${title}.` });
      setSaving(false);
      onClose();
    } catch (error) {
      setSaving(false);
      const onFields = fieldErrorMessages(error);
      form.setErrors(onFields);
      if (Object.keys(onFields).length === 0) setNotice(errorMessage(error, SAVE_FAILED));
      else focusFirstError();
    }
  };
  const remove = async () => {
    if (editing === null) return null;
    try {
      await academyApi.remove(editing);
      await queryClient.invalidateQueries({ queryKey: academyKey });
      setDeleting(false);
      onClose();
      showToast({ color: 'teal', message: t`Module deleted.` });
      return null;
    } catch (error) {
      return { message: errorMessage(error, DELETE_FAILED) };
    }
  };

  const waiting = editing !== null && !loaded;
  return (
    <>
      <Modal
        opened={module !== null && !deleting}
        onClose={close}
        title={editing !== null ? t`Module` : t`New module`}
        size="xl"
        closeOnClickOutside={false}
        closeOnEscape={!saving}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {existing.error ? (
          <Alert color="red" role="alert">
            {errorMessage(existing.error, SAVE_FAILED)}
          </Alert>
        ) : waiting ? (
          <Skeleton h={320} radius="md" />
        ) : (
          <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstError)}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <LanguageFields form={form} language="en" legend={t`English`} disabled={saving} />
                <LanguageFields form={form} language="es" legend={t`Spanish`} disabled={saving} />
              </SimpleGrid>
              <Group align="flex-end">
                <NumberInput
                  label={t`Minutes to read`}
                  required
                  min={1}
                  max={MODULE_MINUTES_MAX}
                  allowDecimal={false}
                  w={160}
                  disabled={saving}
                  {...form.getInputProps('minutes')}
                />
                <Switch label={t`Published: clients see it`} disabled={saving} {...form.getInputProps('published', { type: 'checkbox' })} />
              </Group>
              {notice && (
                <Alert color="red" role="alert">
                  {notice}
                </Alert>
              )}
              <Group justify="space-between">
                {editing !== null ? (
                  <Button variant="subtle" color="red" onClick={() => setDeleting(true)} disabled={saving}>
                    <Trans>Delete</Trans>
                  </Button>
                ) : (
                  <span />
                )}
                <Group>
                  <Button variant="default" onClick={close} disabled={saving}>
                    <Trans>Cancel</Trans>
                  </Button>
                  <Button type="submit" loading={saving}>
                    {editing !== null ? <Trans>Save</Trans> : <Trans>Create module</Trans>}
                  </Button>
                </Group>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
      <ConfirmDeleteDialog
        opened={deleting}
        title={t`Delete this module?`}
        message={<Trans>The module goes, with every client's progress on it. Unpublish it instead to keep their progress.</Trans>}
        confirmLabel={t`Delete module`}
        onDelete={remove}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
