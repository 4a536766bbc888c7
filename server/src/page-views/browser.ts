import type { BrowserFamily } from '@/api/contract/site-analytics';

/**
 * The browser family a user agent names, tested in this order because agents borrow each other's
 * tokens: Samsung Internet, Opera and Edge all say "Chrome", Chrome says "Safari". Robots (which
 * may say "Chrome" too) and anything unknown are "other".
 */
const FAMILIES: readonly (readonly [BrowserFamily, RegExp])[] = [
  ['other', /bot[/;]|crawler|spider|headless|lighthouse/i],
  ['samsung', /SamsungBrowser\//],
  ['opera', /\bOPR\/|\bOPiOS\/|\bOPT\/|\bOpera\b/],
  ['edge', /\bEdg(?:e|A|iOS)?\//],
  ['firefox', /\bFirefox\/|\bFxiOS\//],
  ['chrome', /\bChrome\/|\bCriOS\/|\bChromium\//],
  ['safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

/** The family of the browser that sent `userAgent` (the agent itself is not kept). */
export function browserFamilyOf(userAgent: string | undefined): BrowserFamily {
  if (!userAgent) return 'other';
  return FAMILIES.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'other';
}
