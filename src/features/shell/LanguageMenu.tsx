import { ActionIcon, Menu } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { accountApi } from '@/features/account';
import { useAuth, useAuthActor } from '@/features/auth';
import { LOCALES, LOCALE_NAMES, activateLocale, type Locale } from '@/i18n/i18n';

/**
 * English/Spanish: the whole interface changes at once and the choice is remembered, on this
 * browser and, for someone signed in, in their account (which every later sign-in and their
 * e-mails follow).
 */
export function LanguageMenu() {
  const { t, i18n } = useLingui();
  const auth = useAuthActor();
  const signedIn = useAuth((s) => s.context.user !== null);
  const choose = async (locale: Locale) => {
    await activateLocale(locale);
    if (!signedIn) return;
    try {
      await accountApi.updateLanguage({ preferred_language: locale });
      auth.send({ type: 'FETCH_USER' });
    } catch {
      // The interface has switched already; the account keeps its language until the next choice.
    }
  };
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
            onClick={() => void choose(locale)}
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
