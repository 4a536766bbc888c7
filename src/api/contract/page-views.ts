import { z } from './zod';
import { plainText } from './common';
import { defineEndpoint, jsonBody } from './endpoint';
import { DEVICE_CLASSES, SITE_LANGUAGES } from './site-values';

export * from './site-values';

export const PAGE_PATH_MAX = 200;
const REFERRER_MAX = 2000;
const UTM_MAX = 100;

// A position's or a product's address: lower-case words and digits joined by single hyphens.
const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';

/**
 * The public site's pages, the only paths counted: a path the site does not have (a typo, a
 * robot probing for /wp-admin) would only fill the table. `/career/apply` has the shape of a slug.
 */
export const PUBLIC_PAGE_PATH = new RegExp(
  `^/(?:about-us|contact-us|faqs|pricing|cart|checkout|career(?:/${SLUG})?|products(?:/${SLUG})?)$`,
);

/** An optional UTM tag: trimmed, short; empty is none. */
const utmTag = plainText(UTM_MAX)
  .optional()
  .transform((tag) => tag || null);

/**
 * One view as the public page reports it. Nothing in it names the visitor: the referrer is kept as
 * its host name only, and the device class comes from the screen's width, not the user agent.
 */
export const pageViewSchema = z.strictObject({
  /** The page's path, without its query or fragment; a trailing slash is the same page. */
  path: z
    .string()
    .max(PAGE_PATH_MAX)
    .transform((path) => (path.length > 1 ? path.replace(/\/$/, '') : path))
    .pipe(z.string().regex(PUBLIC_PAGE_PATH)),
  /** `document.referrer` as the browser gives it: a full http(s) address, or empty for a direct visit. */
  referrer: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(REFERRER_MAX)]).default(''),
  utm_source: utmTag,
  utm_medium: utmTag,
  utm_campaign: utmTag,
  language: z.enum(SITE_LANGUAGES),
  device_class: z.enum(DEVICE_CLASSES),
});
export type PageViewReport = z.input<typeof pageViewSchema>;

/**
 * First-party, cookieless page-view counting for the analytics dashboards. It answers 204 with no
 * body whether or not the view was kept (Do Not Track and Global Privacy Control are honoured),
 * so callApi reads `undefined`.
 */
export const pageViewEndpoints = {
  record: defineEndpoint({
    method: 'POST',
    path: '/api/v1/site/page-views/',
    access: 'public',
    body: jsonBody(pageViewSchema),
    response: z.null().optional(),
  }),
} as const;
