import { ActionIcon, Menu } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { LOCALES, LOCALE_NAMES, activateLocale } from '@/i18n/i18n';

/** English/Spanish: the whole interface changes at once and the choice is remembered. */
export function LanguageMenu() {
  const { t, i18n } = useLingui();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t`Language`}>
          <IconLanguage size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => void activateLocale(locale)}
            rightSection={i18n.locale === locale ? <IconCheck size={14} /> : null}
            aria-current={i18n.locale === locale ? 'true' : undefined}
          >
            {LOCALE_NAMES[locale]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
