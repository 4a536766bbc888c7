import type { FastifyInstance } from 'fastify';
import type { Access } from '@/api/contract/endpoint';
import { isAllowed } from '@/api/contract/roles';
import { authenticate } from '@server/src/auth/authenticate';
import { forbidden } from './http-errors';

const isApi = (url: string) => url.startsWith('/api/');

/** A registered API route and who may call it. */
export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route as registered, for the tests that hold the server closed by default. */
    apiRoutes: readonly ApiRoute[];
  }
}

/**
 * The API is closed by default. Every route under /api/ must declare who may call it (the
 * contract's `access`; registering one without it stops the server at start), and every request to
 * a route that is not explicitly public needs a valid access token, and a role the route admits,
 * before its body is even read.
 */
export function closeApiByDefault(app: FastifyInstance): void {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!isApi(route.url)) return;
    const access = route.config?.access;
    if (access === undefined)
      throw new Error(`${String(route.method)} ${route.url} declares no access: describe it in the contract (src/api/contract)`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, access });
  });
  app.addHook('onRequest', async (request) => {
    // Unknown paths answer 404 below; the web app and public media need no token.
    if (request.is404 || !isApi(request.routeOptions.url ?? '')) return;
    const access = request.routeOptions.config.access;
    if (access === 'public') return;
    const user = await authenticate(request);
    if (access === undefined || !isAllowed(user.role, access)) throw forbidden();
    request.user = user;
  });
}
