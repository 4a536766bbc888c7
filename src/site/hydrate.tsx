import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { i18n, type Messages } from '@lingui/core';
import type { SiteLanguage } from '@/api/contract/site-values';
import './styles';
import { countPageView } from './page-view';
import { PAGE_LOADERS } from './page-loaders';
import { SiteApp } from './SiteApp';
import type { SitePageName, SitePageState } from '@/api/contract/site-pages';

const CATALOGS = import.meta.glob<{ messages: Messages }>('/locales/*/messages.po', { query: '?part=site' });

/**
 * The browser's side of a public page: reads the state the server drew the page from, loads that
 * page's code and its language's messages, and takes the page over as it stands (no second fetch,
 * no flash). The app's router, session and shell are never loaded here.
 */
async function takeOver<N extends SitePageName>(state: SitePageState<N>) {
  const language: SiteLanguage = state.language;
  const [{ messages }, Page] = await Promise.all([CATALOGS[`/locales/${language}/messages.po`]!(), PAGE_LOADERS[state.page]()]);
  // The app's one Lingui instance: the forms' error messages (src/api) are said through it too.
  i18n.loadAndActivate({ locale: language, messages });
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: a tap during it is answered at once (Lighthouse: blocking time).
  startTransition(() => {
    hydrateRoot(document.getElementById('root')!, <SiteApp state={state} i18n={i18n} Page={Page} />);
  });
  countPageView(state);
}

const stateElement = document.getElementById('site_state');
if (stateElement?.textContent) void takeOver(JSON.parse(stateElement.textContent) as SitePageState);
