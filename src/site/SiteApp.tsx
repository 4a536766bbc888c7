import type { ComponentType } from 'react';
import { I18nProvider } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { SettingsProvider } from '@/features/settings';
import { SiteFrameProvider, SiteLayout } from '@/features/site';
import type { SitePageName, SitePageProps, SitePageState } from '@/api/contract/site-pages';

/** A public page inside its frame: the same tree on the server (to HTML) and in the browser (taking it over). */
export function SiteApp<N extends SitePageName>({
  state,
  i18n,
  Page,
}: {
  state: SitePageState<N>;
  i18n: I18n;
  Page: ComponentType<SitePageProps<N>>;
}) {
  const frame = { language: state.language, path: state.path, signedIn: state.signedIn, year: state.year };
  return (
    <I18nProvider i18n={i18n}>
      <SettingsProvider>
        <SiteFrameProvider frame={frame}>
          <SiteLayout cartCount={state.cartCount}>
            <Page data={state.data} />
          </SiteLayout>
        </SiteFrameProvider>
      </SettingsProvider>
    </I18nProvider>
  );
}
