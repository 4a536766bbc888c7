import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { ALL_ENDPOINTS } from '@/api/contract/api';
import { ROLES, type Role } from '@/api/contract/roles';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { closeApiByDefault } from './access';

/** The routes anyone may call without a token. Adding one is a decision: add it here too. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/ready',
  'POST /api/v1/users/login/',
  'POST /api/v1/users/logout/',
  'POST /api/v1/users/token/refresh/',
  'POST /api/v1/users/register/',
  'POST /api/v1/users/register/confirm/',
  'POST /api/v1/users/forgot-password/',
  'POST /api/v1/users/verify-code/',
  // The second step of a sign-in: the challenge from the password step is the proof.
  'POST /api/v1/users/login/two-step/',
  // An invitation's link: whom it invites, and accepting it (the token is the proof).
  'GET /api/v1/users/invitation/',
  'POST /api/v1/users/invitation/accept/',
  // An invitation to join a client business: whom it invites, and joining (the token is the proof).
  'GET /api/v1/organisations/join/',
  'POST /api/v1/organisations/join/',
  // Twilio's webhooks: no token, but each request must carry Twilio's signature.
  'POST /api/v1/twilio/webhooks/voice/',
  'POST /api/v1/twilio/webhooks/voice/gather/',
  'POST /api/v1/twilio/webhooks/voice/dial/',
  'POST /api/v1/twilio/webhooks/voice/status/',
  'POST /api/v1/twilio/webhooks/sms/',
  'POST /api/v1/twilio/webhooks/sms/status/',
  // The public site: its pages' reads, the contact and application forms, and its cookieless page views.
  'GET /api/v1/site/faqs/',
  'GET /api/v1/site/about/',
  'GET /api/v1/site/contact/',
  'GET /api/v1/site/positions/',
  'GET /api/v1/site/positions/:slug/',
  'POST /api/v1/site/inquiries/',
  'POST /api/v1/site/applications/',
  'POST /api/v1/site/page-views/',
  // The shop's public catalogue and pictures; the cart, a visitor's by its cookie (or a signed-in person's by
  // the token); the test provider's payment page; the providers' webhooks, each checked against its signature.
  'GET /api/v1/site/products/',
  'GET /api/v1/site/products/:id/',
  'GET /api/v1/site/products/:id/images/:image/',
  'GET /api/v1/shop/cart/',
  'POST /api/v1/shop/cart/items/',
  'PATCH /api/v1/shop/cart/items/:id/',
  'DELETE /api/v1/shop/cart/items/:id/',
  'PUT /api/v1/shop/cart/coupon/',
  'DELETE /api/v1/shop/cart/coupon/',
  'GET /api/v1/shop/test-payments/:session/',
  'POST /api/v1/shop/test-payments/:session/',
  'POST /api/v1/shop/webhooks/:provider/',
  // The development outbox: only on the server's own machine, never in production (mail/routes.ts).
  'GET /api/dev/outbox/',
];

let server: TestServer;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ROLES) tokens[role] = (await signIn(server.app, (await server.createUser(role)).email)).access;
});
afterAll(() => server.close());

const withIds = (url: string) => url.replace(/:\w+/g, '1');
const call = (method: string, url: string, token?: string) =>
  server.app.inject({ method: method as 'GET', url: withIds(url), headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('the API is closed by default', () => {
  it('answers 401 on every registered route outside the public list when no token is sent', async () => {
    const guarded = server.app.apiRoutes.filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      const response = await call(route.method, route.url);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().code).toBe('not_authenticated');
      const forged = await call(route.method, route.url, 'not.a.token');
      expect(forged.statusCode, `${route.method} ${route.url} with a forged token`).toBe(401);
    }
  });

  it('has exactly the deliberate public routes', () => {
    const open = server.app.apiRoutes.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('answers 403 to every role a route does not admit, before reading the request', async () => {
    for (const route of server.app.apiRoutes) {
      if (route.access === 'public') continue;
      const refused = ROLES.filter((role) => route.access.length > 0 && !route.access.includes(role));
      for (const role of refused) {
        const response = await call(route.method, route.url, tokens[role]);
        expect(response.statusCode, `${role} on ${route.method} ${route.url}`).toBe(403);
      }
    }
  });

  it('registers every endpoint of the contract, at its path and aliases, and no API route outside it', () => {
    const registered = server.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    const described = ALL_ENDPOINTS.flatMap((e) => [e.path, ...(e.aliases ?? [])].map((path) => `${e.method} ${path}`)).sort();
    expect(registered).toEqual(described);
  });

  it('refuses to start with an API route that declares no access', async () => {
    const app = Fastify();
    closeApiByDefault(app);
    expect(() => app.get('/api/v1/trial/', async () => ({}))).toThrow(/declares no access/);
    await app.close();
  });

  it('still answers 404 for an unknown API path', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/nothing-here/' });
    expect(response.statusCode).toBe(404);
  });
});
