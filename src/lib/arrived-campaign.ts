import { campaignCodeOf } from '@/api/contract/marketing-values';

/*
 * The campaign a visitor's browser tab arrived with: the last `utm_campaign` a public page was
 * opened with in this tab, kept in the tab's session storage (never a cookie, gone with the tab) and
 * sent with the contact form, the sign-up and the checkout, so the marketing dashboard can say what
 * each campaign brought. A visitor who asked not to be tracked has none kept (page-view.ts).
 */

const STORE = 'lato.campaign';

/** Keeps the campaign a page was opened with, when its address names a usable one. */
export function rememberArrivedCampaign(search: string): void {
  const code = campaignCodeOf(new URLSearchParams(search).get('utm_campaign'));
  if (code === null) return;
  try {
    sessionStorage.setItem(STORE, code);
  } catch {
    // Storage refused (a private window's quota): the visit is counted without its campaign.
  }
}

/** The campaign this tab arrived with, for a form to send; undefined without one. */
export function arrivedCampaign(): string | undefined {
  try {
    return campaignCodeOf(sessionStorage.getItem(STORE)) ?? undefined;
  } catch {
    return undefined;
  }
}
