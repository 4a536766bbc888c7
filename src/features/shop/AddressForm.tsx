import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { billingAddressFields, type BillingAddress, type BillingAddressFields } from '@/api/contract/shop';
import { checkFields } from '@/api/check-fields';
import { fieldErrorMessages } from '@/api/errors';
import { focusFirstError } from '@/ui/focus-first-error';
import { countryOptions } from './countries';
import { SHOP_FAILURES } from './failure';
import { ADDRESS_FIELD_MESSAGES } from './field-messages';
import { shopApi } from './shop-api';
import { shopErrorMessage } from './shop-errors';
import { shopKeys } from './shop-queries';

type AddressValues = Required<Omit<BillingAddressFields, 'is_default'>> & { is_default: boolean };

const EMPTY: AddressValues = {
  name: '',
  company: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postal_code: '',
  country: '',
  tax_id: '',
  phone: '',
  is_default: false,
};

const valuesOf = ({ id: _id, ...address }: BillingAddress): AddressValues => address;

/** What the form sends: every text trimmed. */
const toFields = (values: AddressValues): BillingAddressFields =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as BillingAddressFields;

/**
 * A billing address of the business, new or changed, in a dialog: checked as the server checks it,
 * saved, and handed back so the page lists and chooses it.
 */
export function AddressForm({
  organisationId,
  address,
  firstAddress,
  opened,
  onSaved,
  onClose,
}: {
  organisationId: number;
  /** The address changed; none for a new one. */
  address: BillingAddress | null;
  /** The business has none yet: the new one is its default. */
  firstAddress: boolean;
  opened: boolean;
  onSaved(address: BillingAddress): void;
  onClose(): void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<AddressValues>({
    mode: 'controlled',
    initialValues: address ? valuesOf(address) : { ...EMPTY, is_default: firstAddress },
    validate: (values) => checkFields(billingAddressFields, toFields(values), ADDRESS_FIELD_MESSAGES),
  });

  const submit = async (values: AddressValues) => {
    setSaving(true);
    setNotice(null);
    try {
      const fields = toFields(values);
      const saved = address
        ? await shopApi.updateAddress(organisationId, address.id, fields)
        : await shopApi.createAddress(organisationId, fields);
      void queryClient.invalidateQueries({ queryKey: shopKeys.addresses(organisationId) });
      onSaved(saved);
      onClose();
    } catch (error) {
      const onFields = fieldErrorMessages(error, ADDRESS_FIELD_MESSAGES);
      form.setErrors(onFields);
      if (Object.keys(onFields).length === 0) setNotice(shopErrorMessage(error, SHOP_FAILURES.saveAddress));
      else focusFirstError();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !saving && onClose()}
      title={address ? t`Edit the address` : t`Add an address`}
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstError)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t`Full name`} required autoComplete="name" disabled={saving} {...form.getInputProps('name')} />
            <TextInput label={t`Company`} autoComplete="organization" disabled={saving} {...form.getInputProps('company')} />
          </SimpleGrid>
          <TextInput label={t`Address`} required autoComplete="address-line1" disabled={saving} {...form.getInputProps('line1')} />
          <TextInput label={t`Address line 2`} autoComplete="address-line2" disabled={saving} {...form.getInputProps('line2')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t`City`} required autoComplete="address-level2" disabled={saving} {...form.getInputProps('city')} />
            <TextInput label={t`State or region`} autoComplete="address-level1" disabled={saving} {...form.getInputProps('region')} />
            <TextInput label={t`Postal code`} autoComplete="postal-code" disabled={saving} {...form.getInputProps('postal_code')} />
          </SimpleGrid>
          <Select
            label={t`Country`}
            required
            searchable
            data={countryOptions(i18n.locale)}
            allowDeselect={false}
            comboboxProps={{ keepMounted: false }}
            disabled={saving}
            {...form.getInputProps('country')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t`Tax ID`} autoComplete="off" disabled={saving} {...form.getInputProps('tax_id')} />
            <TextInput label={t`Phone`} type="tel" autoComplete="tel" disabled={saving} {...form.getInputProps('phone')} />
          </SimpleGrid>
          <Checkbox
            label={t`Use as the business's default billing address`}
            disabled={saving || (address?.is_default ?? false)}
            {...form.getInputProps('is_default', { type: 'checkbox' })}
          />
          {notice && (
            <Alert color="red" role="alert">
              {notice}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              <Trans>Save address</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
