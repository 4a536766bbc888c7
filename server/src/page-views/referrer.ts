/**
 * The referring site as the analytics keep it: its host name only (no path, no query, which can
 * name a person or a search), or null for a direct visit and for a move between our own pages.
 */
export function referrerDomainOf(referrer: string, ownHosts: readonly string[]): string | null {
  if (!referrer) return null;
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (!host || ownHosts.includes(host)) return null;
  return host;
}
