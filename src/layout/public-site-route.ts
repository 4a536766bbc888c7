import { notFound } from '@tanstack/react-router';

/**
 * The public site's pages are drawn by the server (server/src/site), not by the app: a link to one
 * from inside the app loads it as a document. The promise never settles, so the router stays on
 * the page it was leaving until the browser has left.
 *
 * The site's addresses have no trailing slash: `/about-us/` goes to `/about-us`. An address the
 * server already answered with the app (another spelling, `/About-us`) is the app's not-found
 * page: loading it again would load the app again, for ever.
 */
export function loadAsDocument(href: string): Promise<never> {
  const target = new URL(href, window.location.href);
  target.pathname = target.pathname.replace(/(.)\/+$/, '$1');
  if (target.href === window.location.href) throw notFound();
  window.location.assign(target.href);
  return new Promise<never>(() => undefined);
}
