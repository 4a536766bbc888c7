import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageViewEndpoints } from '@/api/contract/page-views';
import { handlersFor, withOptions } from '@server/src/http/endpoints';
import { browserFamilyOf } from './browser';
import { visitorHashOf } from './daily-salt';
import { asksNotToBeCounted } from './privacy-signals';
import { recordPageView } from './record';
import { referrerDomainOf } from './referrer';

/** Views one client address may report in a minute: more than anyone reads, few enough that no one fills the table. */
export const PAGE_VIEWS_PER_MINUTE = 120;

/** Our own host names: the one the request came to, and the public address's. */
function ownHosts(request: FastifyRequest, publicBaseUrl: string | undefined): string[] {
  const hosts = [request.hostname.toLowerCase()];
  if (publicBaseUrl) hosts.push(new URL(publicBaseUrl).hostname.toLowerCase());
  return hosts;
}

/**
 * First-party page-view counting. No cookie is read or set, and neither the client's address nor
 * its user agent is kept: they only make the day's visitor hash (daily-salt.ts) and the browser's
 * family, and the address counts against the rate limit, in the shared counters.
 */
export function pageViewHandlers(app: FastifyInstance) {
  return handlersFor(pageViewEndpoints, {
    record: withOptions(
      async ({ db, body, request, reply }) => {
        if (!asksNotToBeCounted(request)) {
          const now = app.clock();
          const userAgent = request.headers['user-agent'] ?? '';
          await recordPageView(db, {
            viewedAt: now,
            path: body.path,
            referrerDomain: referrerDomainOf(body.referrer, ownHosts(request, app.config.publicBaseUrl)),
            utmSource: body.utm_source,
            utmMedium: body.utm_medium,
            utmCampaign: body.utm_campaign,
            language: body.language,
            deviceClass: body.device_class,
            visitorHash: await visitorHashOf(db, now, { address: request.ip, userAgent, host: request.hostname.toLowerCase() }),
            browser: browserFamilyOf(userAgent),
          });
        }
        // 204 either way: the page reporting the view waits for nothing from it.
        return reply.code(204).send();
      },
      { config: { rateLimit: { max: PAGE_VIEWS_PER_MINUTE, timeWindow: '1 minute' } } },
    ),
  });
}
