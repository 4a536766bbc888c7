import { useState } from 'react';
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
import { problemOf } from '@/api/problem';
import { ConfirmDeleteDialog } from '@/ui/ConfirmDeleteDialog';
import { RetryAlert } from '@/ui/RetryAlert';
import { focusFirstError } from '@/ui/focus-first-error';
import { RichTextField } from '@/ui/rich-text/RichTextField';
import { showToast } from '@/ui/toast';
import { academyApi, academyKey, moduleQuery } from './academy-queries';
import { useInLanguage } from './in-language';

const SAVE_FAILED = msg`Could not save the module.`;
const LOAD_FAILED = msg`Could not load this module.`;
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

function useModuleForm(initialValues: Values) {
  return useForm<Values>({
    mode: 'controlled',
    initialValues,
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

/**
 * The module's form, made afresh for each module opened (the parent keys it): the lesson editors
 * read their text once, when made, so a form reused for another module would show the last one's.
 */
function ModuleForm({
  moduleId,
  initialValues,
  onSaved,
  onCancel,
  onDelete,
  onBusy,
}: {
  moduleId: number | null;
  initialValues: Values;
  onSaved(): void;
  onCancel(): void;
  onDelete(): void;
  onBusy(busy: boolean): void;
}) {
  const { t } = useLingui();
  const { pick } = useInLanguage();
  const queryClient = useQueryClient();
  const form = useModuleForm(initialValues);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const busy = (value: boolean) => {
    setSaving(value);
    onBusy(value);
  };
  const submit = async (values: Values) => {
    busy(true);
    setNotice(null);
    try {
      const saved = moduleId !== null ? await academyApi.update(moduleId, trimmed(values)) : await academyApi.create(trimmed(values));
      await queryClient.invalidateQueries({ queryKey: academyKey });
      const title = pick(saved.title);
      showToast({ color: 'teal', message: moduleId !== null ? t`Saved ${title}.` : t`Created ${title}.` });
      busy(false);
      onSaved();
    } catch (error) {
      busy(false);
      const onFields = fieldErrorMessages(error);
      form.setErrors(onFields);
      if (Object.keys(onFields).length === 0) setNotice(errorMessage(error, SAVE_FAILED));
      else focusFirstError();
    }
  };
  return (
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
          {moduleId !== null ? (
            <Button variant="subtle" color="red" onClick={onDelete} disabled={saving}>
              <Trans>Delete</Trans>
            </Button>
          ) : (
            <span />
          )}
          <Group>
            <Button variant="default" onClick={onCancel} disabled={saving}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              {moduleId !== null ? <Trans>Save</Trans> : <Trans>Create module</Trans>}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A module's form once its texts are read: read afresh each time it is opened (a colleague may have
 * changed it since it was cached), and not again while it is open, so nothing typed is replaced.
 */
function ExistingModuleForm({
  moduleId,
  ...actions
}: { moduleId: number } & Omit<Parameters<typeof ModuleForm>[0], 'moduleId' | 'initialValues'>) {
  const existing = useQuery({ ...moduleQuery(moduleId), refetchOnMount: 'always', refetchOnWindowFocus: false, refetchOnReconnect: false });
  if (existing.error) return <RetryAlert message={problemOf(existing.error, LOAD_FAILED)} onRetry={() => void existing.refetch()} />;
  if (!existing.data || !existing.isFetchedAfterMount) return <Skeleton h={320} radius="md" />;
  return <ModuleForm moduleId={moduleId} initialValues={valuesOf(existing.data)} {...actions} />;
}

/** A new module's form, or a module's to change or delete (`module` null: closed). */
export function ModuleEditor({ module, onClose }: { module: number | 'new' | null; onClose(): void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const editing = typeof module === 'number' ? module : null;
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const close = () => {
    if (!saving) onClose();
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

  const content = () =>
    editing === null ? (
      <ModuleForm
        key="new"
        moduleId={null}
        initialValues={EMPTY}
        onSaved={onClose}
        onCancel={close}
        onDelete={() => undefined}
        onBusy={setSaving}
      />
    ) : (
      <ExistingModuleForm
        key={editing}
        moduleId={editing}
        onSaved={onClose}
        onCancel={close}
        onDelete={() => setDeleting(true)}
        onBusy={setSaving}
      />
    );

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
        {module !== null && content()}
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
