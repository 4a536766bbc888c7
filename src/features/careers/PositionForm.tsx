import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Select,
  type NumberInputProps,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  EMPLOYMENT_TYPES,
  POSITION_PLACE_MAX,
  POSITION_TITLE_MAX,
  SALARY_MAX,
  WORKPLACES,
  createPositionFields,
  type PositionAdmin,
} from '@/api/contract/careers';
import { checkFields } from '@/api/check-fields';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { DateField } from '@/ui/DateField';
import { focusFirstError } from '@/ui/focus-first-error';
import { showToast } from '@/ui/toast';
import { UnsavedChangesGuard } from '@/ui/UnsavedChangesGuard';
import { careersApi } from './careers-api';
import { careersKeys } from './careers-queries';
import { CAREERS_FAILURES } from './failure';
import { POSITION_FIELD_MESSAGES } from './field-messages';
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS } from './shared';
import { EMPTY_POSITION, changesOf, toPosition, valuesOf, type PositionValues } from './position-form';
import { RichTextField } from '@/ui/rich-text/RichTextField';

const CURRENCIES = Intl.supportedValuesOf('currency');

/** The form over a position's values, checked with the rules the server checks them with. */
function usePositionForm(initialValues: PositionValues) {
  return useForm<PositionValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => checkFields(createPositionFields, toPosition(values), POSITION_FIELD_MESSAGES),
  });
}
type PositionFormApi = ReturnType<typeof usePositionForm>;

/** A position's texts in one language: its title, description, requirements and what the agency offers. */
function LanguageFields({
  legend,
  language,
  form,
  disabled,
}: {
  legend: string;
  language: 'en' | 'es';
  form: PositionFormApi;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const field = <K extends 'description' | 'requirements' | 'offer'>(name: K) => `${name}_${language}` as const;
  const rich = (name: 'description' | 'requirements' | 'offer') => ({
    value: form.values[field(name)],
    onChange: (html: string) => form.setFieldValue(field(name), html),
    error: form.errors[field(name)] as string | undefined,
    lang: language,
    disabled,
  });
  return (
    <Fieldset legend={legend}>
      <Stack gap="md">
        <TextInput
          label={t`Title`}
          required
          maxLength={POSITION_TITLE_MAX}
          autoComplete="off"
          lang={language}
          disabled={disabled}
          {...form.getInputProps(`title_${language}`)}
        />
        <RichTextField label={t`Description`} required {...rich('description')} />
        <RichTextField label={t`Requirements`} {...rich('requirements')} />
        <RichTextField label={t`What we offer`} {...rich('offer')} />
      </Stack>
    </Fieldset>
  );
}

/**
 * A position's form, to write a new one (kept as a draft) or change one: where and how the work
 * is done, its salary and closing date, and its texts in English and Spanish side by side.
 */
/** A yearly salary in whole units of the position's currency. */
function SalaryInput(props: NumberInputProps) {
  return <NumberInput min={0} max={SALARY_MAX} allowDecimal={false} allowNegative={false} thousandSeparator {...props} />;
}

export function PositionForm({ position }: { position?: PositionAdmin }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState(() => (position ? valuesOf(position) : EMPTY_POSITION));
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const form = usePositionForm(loaded);

  const refused = (error: unknown) => {
    const onFields = fieldErrorMessages(error, POSITION_FIELD_MESSAGES);
    form.setErrors(onFields);
    if (Object.keys(onFields).length === 0) setNotice(errorMessage(error, CAREERS_FAILURES.save));
    else focusFirstError();
  };

  const submit = async (values: PositionValues) => {
    setSaving(true);
    setNotice(null);
    try {
      const saved = position
        ? await careersApi.updatePosition(position.id, changesOf(loaded, values))
        : await careersApi.createPosition(toPosition(values));
      queryClient.setQueryData(careersKeys.position(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: careersKeys.positions, exact: true });
      const title = i18n.locale === 'es' ? saved.title_es : saved.title_en;
      if (position) {
        const kept = valuesOf(saved);
        setLoaded(kept);
        form.setValues(kept);
        form.resetDirty(kept);
        showToast({ color: 'teal', message: t`Saved ${title}.` });
      } else {
        showToast({ color: 'teal', message: t`Saved ${title} as a draft. Publish it when it is ready.` });
        await navigate({ to: '/dashboard/careers/positions/$id', params: { id: String(saved.id) }, ignoreBlocker: true });
      }
    } catch (error) {
      refused(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstError)}>
      <UnsavedChangesGuard when={form.isDirty() && !saving} />
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t`Department`}
                required
                maxLength={POSITION_PLACE_MAX}
                autoComplete="off"
                disabled={saving}
                {...form.getInputProps('department')}
              />
              <TextInput
                label={t`Location`}
                description={t`A city, or a region for remote work`}
                required
                maxLength={POSITION_PLACE_MAX}
                autoComplete="off"
                disabled={saving}
                {...form.getInputProps('location')}
              />
              <NativeSelect
                label={t`Workplace`}
                required
                data={WORKPLACES.map((value) => ({ value, label: i18n._(WORKPLACE_LABELS[value]) }))}
                disabled={saving}
                {...form.getInputProps('workplace')}
              />
              <NativeSelect
                label={t`Type`}
                required
                data={EMPLOYMENT_TYPES.map((value) => ({ value, label: i18n._(EMPLOYMENT_TYPE_LABELS[value]) }))}
                disabled={saving}
                {...form.getInputProps('employment_type')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <SalaryInput label={t`Lowest yearly salary`} disabled={saving} {...form.getInputProps('salary_min')} />
              <SalaryInput label={t`Highest yearly salary`} disabled={saving} {...form.getInputProps('salary_max')} />
              <Select
                label={t`Currency`}
                data={CURRENCIES}
                searchable
                allowDeselect={false}
                disabled={saving}
                {...form.getInputProps('salary_currency')}
              />
            </SimpleGrid>
            <DateField
              label={t`Closing date`}
              description={t`The last day applications are taken; empty to take them until the position is filled`}
              placeholder={t`Until filled`}
              value={form.values.closes_on}
              onChange={(value) => form.setFieldValue('closes_on', value)}
              error={form.errors.closes_on}
              disabled={saving}
              maw={320}
            />
          </Stack>
        </Card>
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <LanguageFields legend={t`English`} language="en" form={form} disabled={saving} />
          <LanguageFields legend={t`Spanish`} language="es" form={form} disabled={saving} />
        </SimpleGrid>
        {notice && (
          <Alert color="red" role="alert">
            {notice}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={position !== undefined && !form.isDirty()}>
            {position ? <Trans>Save changes</Trans> : <Trans>Save draft</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
