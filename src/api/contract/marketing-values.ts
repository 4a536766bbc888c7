/**
 * What the public site's pages and the marketing dashboard share without the schemas: a campaign's
 * code as a link's `utm_campaign` carries it, and the channels a visit came through.
 */

/** Letters, digits, dots, dashes and underscores, in lower case, starting with a letter or a digit. */
export const CAMPAIGN_CODE_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;
export const CAMPAIGN_CODE_MAX = 64;
export const CAMPAIGN_NAME_MAX = 120;

/** The campaign code a link's `utm_campaign` names, as kept (lower case), or null when it names none usable. */
export function campaignCodeOf(tag: string | null | undefined): string | null {
  const code = tag?.trim().toLowerCase() ?? '';
  return code.length <= CAMPAIGN_CODE_MAX && CAMPAIGN_CODE_PATTERN.test(code) ? code : null;
}

/**
 * How a session reached the site, from its first view: a paid ad or an e-mail by the link's
 * `utm_medium`, then a social network or a search engine by the referring site, any other referring
 * site, or none (direct: typed, bookmarked, or a referrer the browser withheld).
 */
export const MARKETING_CHANNELS = ['paid', 'email', 'social', 'search', 'referral', 'direct'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];
