import { NativeSelect } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconLanguage } from '@tabler/icons-react';
import { LOCALES, LOCALE_NAMES, activateLocale, isLocale } from '@/i18n/i18n';

/**
 * The guest pages' language choice. A native select: the sign-in page is the first thing a visitor
 * loads, and the browser's own list costs no popover, focus trap or positioning code.
 */
export function LanguagePicker() {
  const { t, i18n } = useLingui();
  return (
    <NativeSelect
      aria-label={t`Language`}
      leftSection={<IconLanguage size={16} />}
      data={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
      value={i18n.locale}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLocale(value)) void activateLocale(value);
      }}
      w={150}
      size="xs"
    />
  );
}
