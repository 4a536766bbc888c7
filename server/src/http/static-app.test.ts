import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE_NAME } from '@/api/contract/auth-values';
import { registerWebApp } from './static-app';

const INDEX = '<!doctype html><html><head><link rel="modulepreload" href="/assets/app-3f9a1c.js"></head><body></body></html>';
const SIGN_IN = '<!doctype html><html><head></head><body></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'lato-static-'));
  mkdirSync(path.join(dir, 'assets'));
  const files = { 'index.html': INDEX, 'login.html': SIGN_IN, 'assets/app-3f9a1c.js': SCRIPT };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), text);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  }
  app = Fastify();
  // As in the app (app.ts): the cookies are read by its plugin.
  await app.register(cookie);
  await registerWebApp(app, dir);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the brotli file to a browser that takes it, gzip to one that takes only gzip, and the plain file otherwise', async () => {
    const br = await app.inject({ url: '/assets/app-3f9a1c.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(brotliCompressSync(SCRIPT));
    const gzip = await app.inject({ url: '/assets/app-3f9a1c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/app-3f9a1c.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const response of [br, gzip, plain]) expect(response.headers.vary).toContain('accept-encoding');
  });

  it('lets browsers keep hashed assets for a year, and check index.html every time', async () => {
    const asset = await app.inject({ url: '/assets/app-3f9a1c.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/login', '/dashboard/projects/details/4/phase']) {
      const page = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-encoding']).toBe('br');
    }
  });

  it('answers the sign-in page with the page that does not preload the routed app', async () => {
    for (const url of ['/login', '/login?from=%2Fdashboard%2Fcalls']) {
      const page = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(SIGN_IN);
    }
    const head = await app.inject({ method: 'HEAD', url: '/login', headers: { 'accept-encoding': 'identity' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(SIGN_IN)));
    for (const url of ['/', '/register', '/login/', '/login/more', '/dashboard?next=/login']) {
      expect((await app.inject({ url, headers: { 'accept-encoding': 'identity' } })).body, url).toBe(INDEX);
    }
    // A visitor with a session goes on to the app: the page that preloads it.
    const returning = await app.inject({
      url: '/login',
      headers: { 'accept-encoding': 'identity', cookie: `theme=dark; ${SESSION_HINT_COOKIE_NAME}=1` },
    });
    expect(returning.body).toBe(INDEX);
  });

  it('answers 404, not the app, for an unknown API path or a missing asset', async () => {
    expect((await app.inject({ url: '/api/v1/nothing-here/' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/nothing.png' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/missing-000000.js' })).statusCode).toBe(404);
  });
});
