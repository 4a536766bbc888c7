import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BrowserFamily } from '@/api/contract/site-analytics';
import type { DeviceClass, SiteLanguage } from '@/api/contract/site-values';

/** Browsers by their own names; the two that are words are said in the reader's language. */
const BROWSER_NAMES: Record<BrowserFamily, string | ReturnType<typeof msg>> = {
  chrome: 'Chrome',
  safari: 'Safari',
  firefox: 'Firefox',
  edge: 'Edge',
  samsung: 'Samsung Internet',
  opera: 'Opera',
  other: msg`Other`,
};
const NOT_RECORDED = msg`Not recorded`;
const DIRECT = msg`Direct`;

export function browserName(i18n: I18n, key: string | null): string {
  if (key === null) return i18n._(NOT_RECORDED);
  const name = BROWSER_NAMES[key as BrowserFamily] ?? key;
  return typeof name === 'string' ? name : i18n._(name);
}

/** A referring site's host name without its `www.`; no referrer is a direct visit. */
export function referrerName(i18n: I18n, key: string | null): string {
  return key === null ? i18n._(DIRECT) : key.replace(/^www\./, '');
}

const DEVICE_NAMES: Record<DeviceClass, ReturnType<typeof msg>> = { mobile: msg`Mobile`, tablet: msg`Tablet`, desktop: msg`Desktop` };
export const deviceName = (i18n: I18n, key: string | null): string =>
  key && key in DEVICE_NAMES ? i18n._(DEVICE_NAMES[key as DeviceClass]) : (key ?? '');

const LANGUAGE_NAMES: Record<SiteLanguage, ReturnType<typeof msg>> = { en: msg`English`, es: msg`Spanish` };
export const languageName = (i18n: I18n, key: string | null): string =>
  key && key in LANGUAGE_NAMES ? i18n._(LANGUAGE_NAMES[key as SiteLanguage]) : (key ?? '');
