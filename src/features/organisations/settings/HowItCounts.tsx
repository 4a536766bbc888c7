import { useMemo } from 'react';
import { Select, SimpleGrid, type SelectProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { currencyOptions, LANGUAGE_OPTIONS, LONG_LIST_COMBOBOX, TIME_ZONES } from '@/features/organisations/settings/choices';

type Field = Pick<SelectProps, 'value' | 'onChange' | 'error' | 'onBlur' | 'onFocus'>;

/**
 * How a business counts and speaks: its currency, language and time zone, side by side. The new
 * business form and the settings form both ask for them.
 */
export function HowItCounts({
  currency,
  language,
  timeZone,
  disabled,
}: {
  currency: Field;
  language: Field;
  timeZone: Field;
  disabled?: boolean;
}) {
  const { t, i18n } = useLingui();
  const currencies = useMemo(() => currencyOptions(i18n.locale), [i18n.locale]);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label={t`Currency`}
        data={currencies}
        searchable
        comboboxProps={LONG_LIST_COMBOBOX}
        allowDeselect={false}
        nothingFoundMessage={t`No currency matches`}
        disabled={disabled}
        {...currency}
      />
      <Select label={t`Language`} data={LANGUAGE_OPTIONS} allowDeselect={false} disabled={disabled} {...language} />
      <Select
        label={t`Time zone`}
        data={TIME_ZONES as string[]}
        searchable
        comboboxProps={LONG_LIST_COMBOBOX}
        allowDeselect={false}
        nothingFoundMessage={t`No time zone matches`}
        disabled={disabled}
        {...timeZone}
      />
    </SimpleGrid>
  );
}
