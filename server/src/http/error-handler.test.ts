import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@/api/contract/endpoint';
import { ACCESS } from '@/api/contract/roles';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { implement } from './endpoints';

const broken = defineEndpoint({ method: 'GET', path: '/api/v1/trial/broken/', access: ACCESS.everyone, response: z.object({}) });

let server: TestServer;
let staticDir: string;
let auth: { authorization: string };

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'lato-errors-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Lato</title>');
  server = await startTestServer(
    { staticDir },
    {
      routes: () => [
        implement(broken, async () => {
          throw new TypeError("Cannot read properties of undefined (reading 'id')");
        }),
      ],
    },
  );
  auth = { authorization: `Bearer ${(await signIn(server.app, (await server.createUser('DEV')).email)).access}` };
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('error answers', () => {
  const json = { 'content-type': 'application/json' };
  it.each([
    ['a malformed JSON body', 400, () => ({ method: 'POST', url: '/api/v1/users/login/', headers: json, payload: '{nope' })],
    ['a body that fails its schema', 400, () => ({ method: 'POST', url: '/api/v1/users/login/', payload: { email: 'x' } })],
    ['no token', 401, () => ({ method: 'GET', url: '/api/v1/users/me/' })],
    ['a role the route does not admit', 403, () => ({ method: 'GET', url: '/api/v1/users/users/', headers: auth })],
    ['an API path that does not exist', 404, () => ({ method: 'GET', url: '/api/v1/nothing/' })],
    ['a built file that does not exist', 404, () => ({ method: 'GET', url: '/assets/old-chunk.js' })],
    [
      'a body over the limit',
      413,
      () => ({ method: 'POST', url: '/api/v1/users/login/', headers: json, payload: `"${'x'.repeat(1_100_000)}"` }),
    ],
    ['a bug', 500, () => ({ method: 'GET', url: '/api/v1/trial/broken/', headers: auth })],
  ] as [string, number, () => InjectOptions][])('for %s (%i) may be kept by no cache', async (_name, status, request) => {
    const response = await server.app.inject(request());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ detail: expect.any(String), code: expect.any(String) });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leave the cache headers of what succeeds as they are', async () => {
    expect((await server.app.inject({ url: '/dashboard' })).headers['cache-control']).toBe('no-cache');
  });
});
