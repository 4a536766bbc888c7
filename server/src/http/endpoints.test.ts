import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_ENDPOINTS } from '@/api/contract/api';
import { idParams } from '@/api/contract/common';
import { defineEndpoint, jsonBody } from '@/api/contract/endpoint';
import { ACCESS, ROLES, type Role } from '@/api/contract/roles';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { implement, implementArea } from './endpoints';
import { notFound } from './http-errors';
import { Readable } from 'node:stream';
import { privateFileKey, sendPrivateFile } from '@server/src/files/private-files';

// Trial endpoints, written as a new area would write them.
const trial = {
  leaky: defineEndpoint({
    method: 'GET',
    path: '/api/v1/trial/leaky/',
    access: ACCESS.everyone,
    response: z.object({ id: z.number(), email: z.string() }),
  }),
  nested: defineEndpoint({
    method: 'POST',
    path: '/api/v1/trial/nested/',
    access: ACCESS.everyone,
    body: jsonBody(z.object({ faq: z.array(z.object({ question: z.string().min(1), answer: z.string().max(5) })) })),
    response: z.object({ ok: z.boolean() }),
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/api/v1/trial/files/:id/',
    access: ACCESS.users,
    params: idParams,
    response: z.unknown(),
  }),
};

let server: TestServer;
const tokens = {} as Record<Role, string>;
let storedName = '';
const warnings: string[] = [];

beforeAll(async () => {
  server = await startTestServer(
    { logLevel: 'warn' },
    {
      logStream: { write: (line) => void warnings.push(line) },
      routes: (app) => [
        implement(trial.leaky, async ({ user }) => ({ ...user })),
        implement(trial.nested, async () => ({ ok: true })),
        implement(trial.download, async ({ params, reply }) => {
          if (params.id !== 7) throw notFound();
          return sendPrivateFile(reply, app.storage, storedName, {
            originalName: 'Informe técnico "final".pdf',
            contentType: 'application/pdf',
          });
        }),
      ],
    },
  );
  for (const role of ROLES) tokens[role] = (await signIn(server.app, (await server.createUser(role)).email)).access;
  storedName = privateFileKey('trial');
  await server.app.storage.put(storedName, Readable.from([Buffer.from('%PDF-1.7 trial')]), {
    contentType: 'application/pdf',
    maxBytes: 1024,
  });
});
afterAll(() => server.close());

const as = (role: Role) => ({ authorization: `Bearer ${tokens[role]}` });

describe('path ids are parsed strictly', () => {
  const BAD_IDS = ['0x1', '+1', '%201', '1%20', '1e3', '00001', '01', '2147483648', '99999999999', '0', '-1', '1.0', 'abc', '%00', '1%00'];

  it('answers 404 for every loosely written or out-of-range id, on every endpoint with a path id', async () => {
    const withIds = ALL_ENDPOINTS.filter((e) => e.path.includes(':'));
    expect(withIds.length).toBeGreaterThan(1);
    for (const endpoint of withIds) {
      const role = endpoint.access === 'public' || endpoint.access.length === 0 ? 'CEO' : endpoint.access[0]!;
      for (const bad of BAD_IDS) {
        const response = await server.app.inject({ method: endpoint.method, url: endpoint.path.replace(/:\w+/g, bad), headers: as(role) });
        expect(response.statusCode, `${endpoint.method} ${endpoint.path} with id ${bad}`).toBe(404);
        expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
      }
    }
  });

  it('takes the largest id a row can have, plainly written', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/users/users/2147483647/', headers: as('CEO') });
    expect(response.statusCode).toBe(404);
    const found = await server.app.inject({ method: 'GET', url: '/api/v1/trial/files/7/', headers: as('CEO') });
    expect(found.statusCode).toBe(200);
  });
});

describe('answers are serialised through the contract', () => {
  it('drops every field the response schema does not name, such as a password hash', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/trial/leaky/', headers: as('DEV') });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['email', 'id']);
    expect(response.body).not.toContain('argon2');
  });
});

describe('field errors', () => {
  it('travel as codes under the whole path of a nested field', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/trial/nested/',
      headers: as('DEV'),
      payload: { faq: [{ question: 'Hours?', answer: 'nine to five' }, { answer: 'x' }], extra: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Invalid request.',
      code: 'invalid',
      errors: { 'faq.0.answer': ['too_long'], 'faq.1.question': ['required'] },
    });
  });

  it('name a query parameter that fails its rule', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/users/users/?page=0x2&page_size=1000', headers: as('CEO') });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ page: ['invalid_number'], page_size: ['too_large'] });
  });
});

describe('private files', () => {
  it('go out only through an authorised route, as a download under the original name', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/trial/files/7/', headers: as('PM_DEV') });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('%PDF-1.7 trial');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''Informe%20t%C3%A9cnico%20%22final%22.pdf");
    // The file is the whole answer: nothing tries to send a second one after it.
    expect(warnings.filter((line) => line.includes('already sent'))).toEqual([]);
    expect((await server.app.inject({ method: 'GET', url: '/api/v1/trial/files/7/' })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/api/v1/trial/files/7/', headers: as('DEV') })).statusCode).toBe(403);
  });

  it('are never served from the public media folder, which holds only avatars', async () => {
    for (const url of [`/media/${storedName}`, `/media/../files/${storedName}`, '/media/avatars/../../files/x']) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('an area implemented whole', () => {
  it('registers every endpoint of its group, with the handler given for each', () => {
    const implementations = implementArea(trial, {
      leaky: async () => ({ id: 1, email: 'a@b.c' }),
      nested: async () => ({ ok: true }),
      download: async () => ({}),
    });
    expect(implementations.map((i) => i.endpoint.path)).toEqual(Object.values(trial).map((e) => e.path));
    // An endpoint left without a handler does not compile (`npm run typecheck`), nor start.
    expect(() =>
      // @ts-expect-error -- `download` has no handler
      implementArea(trial, { leaky: async () => ({ id: 1, email: 'a@b.c' }), nested: async () => ({ ok: true }) }),
    ).toThrow('No handler for GET /api/v1/trial/files/:id/ (download)');
  });
});
