import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HINT_COOKIE_NAME } from '@/api/contract/auth-values';
import { SITE_LANGUAGES, type SiteLanguage } from '@/api/contract/site-values';
import type { SitePageState } from '@/api/contract/site-pages';
import { loadSiteRenderer, type SiteRenderer } from './renderer';
import { SITE_PAGE_ROUTES } from './site-pages';
import { robotsTxt, sitemapXml } from './sitemap';

/** The address the site is reached at: the configured one, else the request's own (a developer's machine). */
export const siteOrigin = (request: FastifyRequest, publicBaseUrl: string | undefined) =>
  publicBaseUrl ?? `${request.protocol}://${request.host}`;

/** `?lang=es` for Spanish; English at the plain address, and for any other value. */
const languageOf = (query: Record<string, string | undefined>): SiteLanguage =>
  (SITE_LANGUAGES as readonly string[]).includes(query.lang ?? '') ? (query.lang as SiteLanguage) : 'en';

/**
 * The query as the pages read it: one text per name. A name given twice, or a text with a control
 * character (which PostgreSQL cannot hold), is as if it were not given: an address never answers 5xx.
 */
function plainQuery(query: Record<string, unknown>): Record<string, string | undefined> {
  // oxlint-disable-next-line no-control-regex -- matching them is the point.
  const usable = (value: unknown) => typeof value === 'string' && !/[\u0000-\u001f]/.test(value);
  return Object.fromEntries(Object.entries(query).filter(([, value]) => usable(value))) as Record<string, string>;
}

/** A path parameter the pages may look up: a slug or an id's characters, nothing else (else no such page). */
const lookupParam = (value: string | undefined) => (value !== undefined && /^[a-z0-9-]{1,120}$/.test(value) ? value : undefined);

/** The page's own inline script is allowed by its hash; every other rule of the policy stays as helmet set it. */
function allowInlineScript(reply: FastifyReply, hash: string) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string')
    reply.header('content-security-policy', policy.replace("script-src 'self'", `script-src 'self' '${hash}'`));
}

/**
 * The public site's pages, rendered on the server from the database on every request (staff's
 * changes show at once), with the sitemap and robots.txt. Without a built site (the API alone), a
 * page answers 503 saying so, never the app's page in its place.
 */
export async function registerSite(app: FastifyInstance, staticDir: string): Promise<void> {
  const renderer: SiteRenderer | null = await loadSiteRenderer(staticDir);

  for (const entry of SITE_PAGE_ROUTES) {
    app.get<{ Params: Record<string, string>; Querystring: Record<string, unknown> }>(entry.path, async (request, reply) => {
      if (!renderer) return reply.code(503).type('text/plain; charset=utf-8').send('The public site is not built: run npm run build.');
      const query = plainQuery(request.query);
      const language = languageOf(query);
      const hasParam = Object.keys(request.params).length > 0;
      const param = lookupParam(Object.values(request.params)[0]);
      const unknown = entry.page === 'not-found' || (hasParam && param === undefined);
      const data = unknown ? null : await entry.read(app.db, { language, param, query, now: app.clock() });
      const page = data === null ? 'not-found' : entry.page;
      const state: SitePageState = {
        page,
        data,
        language,
        path: request.url.split('?')[0]!,
        signedIn: request.cookies[SESSION_HINT_COOKIE_NAME] !== undefined,
        year: app.clock().getUTCFullYear(),
      } as SitePageState;
      const { html, status } = renderer.render(state, siteOrigin(request, app.config.publicBaseUrl), renderer.assets[page]!);
      allowInlineScript(reply, renderer.inlineScriptHash);
      // Read from the database on each request, and different for a visitor with a session.
      return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Cookie').send(html);
    });
  }

  app.get('/sitemap.xml', async (request, reply) => {
    const xml = await sitemapXml(app.db, siteOrigin(request, app.config.publicBaseUrl), app.clock());
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(siteOrigin(request, app.config.publicBaseUrl))),
  );
}
