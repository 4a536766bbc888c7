import type { FastifyRequest } from 'fastify';

const originOf = (address: string | undefined): string | null => {
  if (!address || address === 'null') return null;
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
};

/**
 * Whether a form was sent from a page of this site, by the browser's own word. Browsers say where a
 * request comes from in `Sec-Fetch-Site` (every current one does): `same-origin` is ours, anything
 * else is not. Without that header, its `Origin`, else its `Referer`, must be this site. Our pages
 * are sent with `Referrer-Policy: no-referrer`, under which a browser posts a form with `Origin:
 * null`: that is why the fetch metadata comes first. A request that says nothing is not ours.
 *
 * The site's forms change the visitor's cart, which the `lato_cart` cookie names. The cookie is
 * SameSite=Lax, so another site's form posting here arrives without it; but the answer to such a
 * post could still set a fresh cookie and swap the visitor's cart for one the other site filled.
 * The forms carry no token of their own (the pages read without JavaScript and are drawn for
 * everyone alike), so this check is what refuses another site's form.
 *
 * With a configured public address the origin must be exactly it. Without one (a developer's
 * machine, or behind a proxy that speaks plain HTTP to us) the host must be the request's own: a
 * page of another host cannot claim it.
 */
export function fromOwnSite(request: FastifyRequest, publicBaseUrl: string | undefined): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const { origin: sent, referer } = request.headers;
  const origin = sent !== undefined ? originOf(sent) : originOf(referer);
  if (origin === null) return false;
  if (publicBaseUrl !== undefined) return origin === originOf(publicBaseUrl);
  return new URL(origin).host === request.host;
}
