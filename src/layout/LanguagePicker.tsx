import { Select } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconLanguage } from '@tabler/icons-react';
import { LOCALES, LOCALE_NAMES, activateLocale, isLocale } from '@/i18n/i18n';

export function LanguagePicker() {
  const { t, i18n } = useLingui();
  return (
    <Select
      aria-label={t`Language`}
      leftSection={<IconLanguage size={16} />}
      data={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
      value={i18n.locale}
      onChange={(value) => {
        if (isLocale(value)) void activateLocale(value);
      }}
      allowDeselect={false}
      w={150}
      size="xs"
    />
  );
}
