/**
 * The public site's pages are drawn by the server (server/src/site), not by the app: a link to one
 * from inside the app loads it as a document. The promise never settles, so the router stays on
 * the page it was leaving until the browser has left.
 */
export function loadAsDocument(href: string): Promise<never> {
  window.location.assign(href);
  return new Promise<never>(() => undefined);
}
