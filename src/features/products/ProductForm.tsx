import { useState } from 'react';
import { Alert, Button, Card, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Tabs, TextInput, VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { IconAlertCircle } from '@tabler/icons-react';
import {
  BILLING_INTERVALS,
  PRODUCT_KINDS,
  PRODUCT_NAME_MAX,
  PRODUCT_STATUSES,
  SHOP_CURRENCIES,
  TRIAL_DAYS_MAX,
  type ProductAdmin,
  type ProductKind,
} from '@/api/contract/shop';
import { errorMessage } from '@/api/errors';
import { RichTextField } from '@/ui/rich-text/RichTextField';
import { focusFirstError } from '@/ui/focus-first-error';
import { showToast } from '@/ui/toast';
import { UnsavedChangesGuard } from '@/ui/UnsavedChangesGuard';
import { FeatureListField } from './FeatureListField';
import { PRODUCT_FAILURES } from './failure';
import { INTERVAL_LABELS, PRODUCT_KIND_LABELS, PRODUCT_STATUS_LABELS } from './labels';
import { LimitsFields } from './LimitsFields';
import { MoneyInput } from './MoneyInput';
import { refusedFields } from './product-checks';
import { DEFAULT_INTERVAL, EMPTY_PRODUCT, changesOf, languageOf, toProduct, valuesOf, type ProductValues } from './product-form';
import { useProductName } from './product-name';
import { productsApi } from './products-api';
import { productKeys } from './products-queries';
import { useProductForm, type ProductFormApi } from './use-product-form';

type Language = 'en' | 'es';

/** A product's texts in one language: its name, its description and its features. */
function LanguagePanel({ form, language, disabled }: { form: ProductFormApi; language: Language; disabled: boolean }) {
  const { t } = useLingui();
  const description = `description_${language}` as const;
  return (
    <Stack gap="md" pt="md">
      <TextInput
        label={t`Name`}
        required
        maxLength={PRODUCT_NAME_MAX}
        autoComplete="off"
        lang={language}
        disabled={disabled}
        {...form.getInputProps(`name_${language}`)}
      />
      <RichTextField
        label={t`Description`}
        value={form.values[description]}
        onChange={(html) => form.setFieldValue(description, html)}
        error={form.errors[description] as string | undefined}
        lang={language}
        disabled={disabled}
      />
      <FeatureListField form={form} language={language} disabled={disabled} />
    </Stack>
  );
}

/**
 * A product's form, to add one to the catalogue or change one: its kind and place in the shop,
 * its texts in English and Spanish (a tab each), its price, and what a plan includes or an add-on
 * adds. An edit sends only what changed.
 */
export function ProductForm({ product, onSaved, onCancel }: { product?: ProductAdmin; onSaved?(): void; onCancel?(): void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const nameOf = useProductName();
  const [loaded, setLoaded] = useState(() => (product ? valuesOf(product) : EMPTY_PRODUCT));
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [tab, setTab] = useState<Language>(i18n.locale === 'es' ? 'es' : 'en');
  const form = useProductForm(loaded);
  const { currency, interval } = form.values;
  const hasErrors = (language: Language) => Object.keys(form.errors).some((field) => languageOf(field) === language);

  /** After a refusal: the language tab that holds the errors comes forward when the one shown has none, then focus goes to the first. */
  const showErrors = (errors: Record<string, unknown>) => {
    const languages = new Set(Object.keys(errors).map(languageOf));
    if (!languages.has(tab) && languages.size > 0) {
      const other: Language = tab === 'en' ? 'es' : 'en';
      if (languages.has(other)) setTab(other);
    }
    focusFirstError();
  };

  const refused = (error: unknown) => {
    const onFields = refusedFields(error);
    form.setErrors(onFields);
    if (Object.keys(onFields).length === 0) setNotice(errorMessage(error, PRODUCT_FAILURES.save));
    else showErrors(onFields);
  };

  const submit = async (values: ProductValues) => {
    setSaving(true);
    setNotice(null);
    try {
      const saved = product ? await productsApi.update(product.id, changesOf(loaded, values)) : await productsApi.create(toProduct(values));
      queryClient.setQueryData(productKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: productKeys.lists });
      const name = nameOf(saved);
      if (product) {
        const kept = valuesOf(saved);
        setLoaded(kept);
        form.setValues(kept);
        form.resetDirty(kept);
        showToast({ color: 'teal', message: t`Saved ${name}.` });
        onSaved?.();
      } else {
        showToast({ color: 'teal', message: t`Created ${name}. Add its pictures here.` });
        await navigate({ to: '/dashboard/product-details', search: { id: saved.id }, ignoreBlocker: true });
      }
    } catch (error) {
      refused(error);
    } finally {
      setSaving(false);
    }
  };

  const changeKind = (next: ProductKind) => {
    form.setFieldValue('kind', next);
    // Plans and add-ons are billed monthly, services once: a new kind starts from its usual interval.
    form.setFieldValue('interval', DEFAULT_INTERVAL[next]);
  };

  const tabLabel = (language: Language, label: string) => {
    const marked = hasErrors(language);
    return (
      <Tabs.Tab
        value={language}
        rightSection={marked ? <IconAlertCircle size={16} color="var(--mantine-color-error)" aria-hidden /> : null}
      >
        {label}
        {marked && (
          <>
            {' '}
            <VisuallyHidden>{t`(has errors)`}</VisuallyHidden>
          </>
        )}
      </Tabs.Tab>
    );
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values), showErrors)}>
      <UnsavedChangesGuard when={form.isDirty() && !saving} />
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              label={t`Kind`}
              required
              data={PRODUCT_KINDS.map((value) => ({ value, label: i18n._(PRODUCT_KIND_LABELS[value]) }))}
              disabled={saving}
              {...form.getInputProps('kind')}
              onChange={(event) => changeKind(event.currentTarget.value as ProductKind)}
            />
            <NativeSelect
              label={t`Status`}
              data={PRODUCT_STATUSES.map((value) => ({ value, label: i18n._(PRODUCT_STATUS_LABELS[value]) }))}
              disabled={saving}
              {...form.getInputProps('status')}
            />
            <NumberInput
              label={t`Place in the catalogue`}
              description={t`Lower comes first on the pricing page`}
              min={0}
              max={10_000}
              allowDecimal={false}
              allowNegative={false}
              disabled={saving}
              {...form.getInputProps('position')}
            />
          </SimpleGrid>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Tabs value={tab} onChange={(value) => value && setTab(value as Language)}>
            <Tabs.List aria-label={t`Language of the texts`}>
              {tabLabel('en', t`English`)}
              {tabLabel('es', t`Spanish`)}
            </Tabs.List>
            <Tabs.Panel value="en">
              <LanguagePanel form={form} language="en" disabled={saving} />
            </Tabs.Panel>
            <Tabs.Panel value="es">
              <LanguagePanel form={form} language="es" disabled={saving} />
            </Tabs.Panel>
          </Tabs>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <MoneyInput label={t`Price`} required currency={currency} disabled={saving} {...form.getInputProps('price')} />
            <NativeSelect label={t`Currency`} required data={[...SHOP_CURRENCIES]} disabled={saving} {...form.getInputProps('currency')} />
            <NativeSelect
              label={t`Billed`}
              required
              data={BILLING_INTERVALS.map((value) => ({ value, label: i18n._(INTERVAL_LABELS[value]) }))}
              disabled={saving}
              {...form.getInputProps('interval')}
            />
            {interval === 'month' && (
              <MoneyInput
                label={t`Yearly price`}
                description={t`For buying a year at once; empty when it is not sold by the year`}
                currency={currency}
                disabled={saving}
                {...form.getInputProps('yearly_price')}
              />
            )}
            {interval !== 'one_time' && (
              <NumberInput
                label={t`Free trial days`}
                min={0}
                max={TRIAL_DAYS_MAX}
                allowDecimal={false}
                allowNegative={false}
                disabled={saving}
                {...form.getInputProps('trial_days')}
              />
            )}
          </SimpleGrid>
        </Card>
        <LimitsFields form={form} disabled={saving} />
        {notice && (
          <Alert color="red" role="alert">
            {notice}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={saving}>
              <Trans>Cancel</Trans>
            </Button>
          )}
          <Button type="submit" loading={saving} disabled={product !== undefined && !form.isDirty()}>
            {product ? <Trans>Save changes</Trans> : <Trans>Create product</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
