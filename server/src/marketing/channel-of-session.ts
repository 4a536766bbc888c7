import { sql, type SQL } from 'drizzle-orm';

/*
 * Which channel (MARKETING_CHANNELS) a session came through, from its first view's link tags and
 * referring site: the rules the common analytics tools follow, on the site names they know.
 */

/** `utm_medium` values that mean a paid ad, and those that mean an e-mail. */
const PAID_MEDIUMS = [
  'cpc',
  'ppc',
  'paid',
  'paidsearch',
  'paid_search',
  'paid-search',
  'paid_social',
  'paid-social',
  'display',
  'cpm',
  'banner',
];
const EMAIL_MEDIUMS = ['email', 'e-mail', 'e_mail', 'newsletter'];

/** Social networks and search engines by their site's name, with any subdomain (`www.`, `m.`, `l.`). */
const SOCIAL_SITES = [
  'facebook.com',
  'fb.com',
  'instagram.com',
  'linkedin.com',
  'lnkd.in',
  't.co',
  'twitter.com',
  'x.com',
  'youtube.com',
  'tiktok.com',
  'reddit.com',
  'pinterest.com',
  'threads.net',
  'bsky.app',
  'mastodon.social',
];
const SEARCH_SITES = [
  'bing.com',
  'duckduckgo.com',
  'yahoo.com',
  'ecosia.org',
  'baidu.com',
  'yandex.ru',
  'yandex.com',
  'search.brave.com',
  'startpage.com',
  'qwant.com',
];

const escape = (site: string) => site.replaceAll('.', '\\.');
const siteRegex = (sites: readonly string[]) => `(^|\\.)(${sites.map(escape).join('|')})$`;
/** Google in every country (google.com, google.es, google.com.mx). */
const SEARCH_REGEX = `(^|\\.)google(\\.[a-z]{2,3}){1,2}$|${siteRegex(SEARCH_SITES)}`;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The channel of a session whose first view's `utm_medium` and `referrer_domain` are these columns of the row. */
export function channelOfSession(medium: SQL, referrer: SQL): SQL {
  return sql`case
    when lower(${medium}) in (${list(PAID_MEDIUMS)}) then 'paid'
    when lower(${medium}) in (${list(EMAIL_MEDIUMS)}) then 'email'
    when lower(${medium}) = 'social' or ${referrer} ~ ${siteRegex(SOCIAL_SITES)} then 'social'
    when ${referrer} ~ ${SEARCH_REGEX} then 'search'
    when ${referrer} is not null then 'referral'
    else 'direct' end`;
}
