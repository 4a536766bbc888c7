import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import { PERMISSIONS_POLICY } from './security-headers';

const POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "frame-src 'self' blob:",
].join(';');

let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'lato-headers-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Lato</title>');
  server = await startTestServer({ staticDir });
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it.each([
    ['the empty route', '/api/health', 200],
    ['a signed-in route without a token', '/api/v1/users/me/', 401],
    ['an API path that does not exist', '/api/v1/nothing/', 404],
    ['a page of the web app', '/dashboard/users', 200],
  ])('are on %s', async (_name, url, status) => {
    const response = await server.app.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject({
      'content-security-policy': POLICY,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': PERMISSIONS_POLICY,
    });
    expect(response.headers).not.toHaveProperty('x-powered-by');
  });

  it('deny the camera, location and payments, and keep the microphone for the app itself (a spoken test call)', () => {
    const features = Object.fromEntries(PERMISSIONS_POLICY.split(', ').map((entry) => entry.split('=') as [string, string]));
    expect(features).toMatchObject({ camera: '()', geolocation: '()', payment: '()', usb: '()', microphone: '(self)' });
  });

  it('are the same on every request, the policy built once', async () => {
    const [first, second] = await Promise.all([server.app.inject({ url: '/api/health' }), server.app.inject({ url: '/api/health' })]);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });
});
