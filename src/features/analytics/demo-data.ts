/**
 * The analytics dashboard's demo data: fixed figures so the page reads the same for everyone
 * and tests can rely on it. Labels are formatted by the page for the active language.
 */
export const SUMMARY = {
  sessions: { value: 24_532, change: 12.4, trend: [820, 760, 910, 880, 1020, 990, 1110, 1060, 1180, 1240, 1210, 1320] },
  bounceRate: { value: 0.382, change: -2.1, trend: [44, 43, 45, 42, 41, 42, 40, 39, 40, 38, 39, 38] },
  sessionDuration: { seconds: 222, change: 5.3, trend: [180, 186, 190, 195, 192, 201, 205, 210, 208, 214, 219, 222] },
};

/** Visitors on the site in each of the last 30 minutes, oldest first. */
export const LIVE_USERS = [
  121, 126, 130, 128, 135, 139, 134, 140, 144, 141, 138, 142, 147, 151, 149, 146, 150, 155, 152, 148, 153, 157, 160, 156, 151, 149, 152,
  150, 147, 148,
];

/** Page views and visits per month of 2026 (month index 0 = January). */
export const PAGE_VIEWS = [
  { month: 0, views: 48_200, visits: 21_400 },
  { month: 1, views: 51_900, visits: 22_800 },
  { month: 2, views: 57_300, visits: 25_100 },
  { month: 3, views: 55_800, visits: 24_600 },
  { month: 4, views: 62_400, visits: 27_900 },
  { month: 5, views: 66_100, visits: 29_300 },
  { month: 6, views: 64_700, visits: 28_500 },
  { month: 7, views: 69_800, visits: 30_900 },
  { month: 8, views: 73_500, visits: 32_700 },
  { month: 9, views: 78_200, visits: 34_800 },
  { month: 10, views: 81_600, visits: 36_100 },
  { month: 11, views: 85_300, visits: 37_900 },
];

export const REFERRAL_SOURCES = [
  { source: 'Google', visits: 14_820 },
  { source: 'Direct', visits: 9_310 },
  { source: 'LinkedIn', visits: 4_270 },
  { source: 'Facebook', visits: 3_150 },
  { source: 'Newsletter', visits: 2_480 },
];

export const BROWSERS = [
  { name: 'Chrome', value: 58.4, color: 'indigo.6' },
  { name: 'Safari', value: 21.7, color: 'cyan.6' },
  { name: 'Edge', value: 9.8, color: 'teal.6' },
  { name: 'Firefox', value: 6.3, color: 'orange.6' },
  { name: 'Other', value: 3.8, color: 'gray.6' },
];

export const TOP_PAGES = [
  { path: '/pricing', views: 18_240, avgSeconds: 96, bounceRate: 0.31 },
  { path: '/', views: 16_980, avgSeconds: 74, bounceRate: 0.42 },
  { path: '/products', views: 11_430, avgSeconds: 131, bounceRate: 0.27 },
  { path: '/career', views: 6_820, avgSeconds: 88, bounceRate: 0.36 },
  { path: '/faqs', views: 5_310, avgSeconds: 142, bounceRate: 0.22 },
  { path: '/contact-us', views: 3_940, avgSeconds: 65, bounceRate: 0.48 },
];
