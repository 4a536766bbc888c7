import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import { withoutQueryValues } from './log-redaction';

const SESSION = 'tps_AbCdEfGhIjKlMnOpQrStUv12';

describe('URLs in the log', () => {
  it('keep query keys but not their values', () => {
    expect(withoutQueryValues('/api/v1/users/?search=secret&page=2')).toBe('/api/v1/users/?search=[redacted]&page=[redacted]');
    expect(withoutQueryValues('/api/health')).toBe('/api/health');
  });

  it('mask the test provider’s session ids, which open a payment page', () => {
    expect(withoutQueryValues(`/pay/test/${SESSION}`)).toBe('/pay/test/tps_…');
    expect(withoutQueryValues(`/api/v1/shop/test-payments/${SESSION}/?lang=en`)).toBe('/api/v1/shop/test-payments/tps_…/?lang=[redacted]');
  });
});

describe('a test payment page’s requests in the server log', () => {
  let server: TestServer;
  const lines: string[] = [];
  afterAll(() => server.close());

  it('hold no session id, at the debug level and in LOG_REQUESTS’s short lines', async () => {
    server = await startTestServer({ logLevel: 'debug', logRequests: true }, { logStream: { write: (line) => void lines.push(line) } });
    lines.length = 0;
    const answer = await server.app.inject({ method: 'GET', url: `/api/v1/shop/test-payments/${SESSION}/` });
    expect(answer.statusCode).toBe(404);
    const text = lines.join('\n');
    expect(text).toContain('/api/v1/shop/test-payments/tps_…/');
    expect(text).not.toContain(SESSION.slice(4));
  });
});
