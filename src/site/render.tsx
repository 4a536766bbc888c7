import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { setupI18n, type Messages } from '@lingui/core';
import type { SiteLanguage } from '@/api/contract/site-values';
import { headOf, headTags, scriptJson } from './head';
import { PAGE_COMPONENTS } from './page-components';
import { PRE_PAINT_SCRIPT } from './pre-paint';
import { SiteApp } from './SiteApp';
import type { PageAssets, RenderedPage, SitePageName, SitePageState, SiteRendererModule } from '@/api/contract/site-pages';

export { PAGE_MODULES } from './page-modules';

const CATALOGS = import.meta.glob<{ messages: Messages }>('/locales/*/messages.po', { query: '?part=site', eager: true });
const messagesOf = (language: SiteLanguage) => CATALOGS[`/locales/${language}/messages.po`]!.messages;

/** The hash the server's content security policy allows the one inline script by. */
export const PRE_PAINT_SCRIPT_HASH = `sha256-${createHash('sha256').update(PRE_PAINT_SCRIPT).digest('base64')}`;

/**
 * A public page as a whole HTML document: its content drawn by the same components the browser
 * takes it over with, its head (title, description, canonical, hreflang, Open Graph, structured
 * data), and the state the browser's entry reads to take over without fetching anything again.
 */
export const renderSitePage: SiteRendererModule['renderSitePage'] = <N extends SitePageName>(
  state: SitePageState<N>,
  origin: string,
  assets: PageAssets,
): RenderedPage => {
  // One instance per page drawn: a request never sees another's language.
  const i18n = setupI18n({ locale: state.language, messages: { [state.language]: messagesOf(state.language) } });
  const Page = PAGE_COMPONENTS[state.page];
  const body = renderToString(<SiteApp state={state} i18n={i18n} Page={Page} />);
  const head = headOf(state, origin, i18n);
  const html = [
    '<!doctype html>',
    `<html lang="${state.language}" dir="ltr" data-mantine-color-scheme="light">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg">',
    `<script>${PRE_PAINT_SCRIPT}</script>`,
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    `<link rel="modulepreload" href="${assets.entry}">`,
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
    headTags(head, state, origin),
    '</head>',
    '<body>',
    `<div id="root">${body}</div>`,
    `<script type="application/json" id="site_state">${scriptJson(state)}</script>`,
    `<script type="module" src="${assets.entry}"></script>`,
    '</body>',
    '</html>',
  ].join('');
  return { html, status: state.page === 'not-found' ? 404 : 200 };
};
