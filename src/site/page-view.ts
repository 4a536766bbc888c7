import type { DeviceClass } from '@/api/contract/site-values';
import type { SitePageState } from '@/api/contract/site-pages';
import { rememberArrivedCampaign } from '@/lib/arrived-campaign';

/** The device by the width of its screen, the only thing of it that is counted. */
function deviceClass(): DeviceClass {
  const width = window.screen.width;
  if (width < 768) return 'mobile';
  if (width < 1200) return 'tablet';
  return 'desktop';
}

/** The visitor asked not to be tracked (Do Not Track, Global Privacy Control): nothing is sent. */
function declined(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return navigator.doNotTrack === '1' || browser.globalPrivacyControl === true;
}

/**
 * Counts this view of a public page, first-party and without cookies: the path, where the visitor
 * came from (the server keeps the site's name only), the campaign tags, the language and the kind
 * of device. A not-found address is not a page view, nor the test provider's payment page (not a
 * page of the site's own, and its address names a payment).
 */
export function countPageView(state: SitePageState): void {
  if (state.page === 'not-found' || state.page === 'test-payment' || declined()) return;
  rememberArrivedCampaign(window.location.search);
  const search = new URLSearchParams(window.location.search);
  const body = {
    path: state.path,
    referrer: document.referrer,
    utm_source: search.get('utm_source') ?? undefined,
    utm_medium: search.get('utm_medium') ?? undefined,
    utm_campaign: search.get('utm_campaign') ?? undefined,
    language: state.language,
    device_class: deviceClass(),
  };
  // Sent without waiting and kept alive past the page, so counting never slows the page or a click away.
  void fetch('/api/v1/site/page-views/', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}
