import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@/api/contract/endpoint';
import { ACCESS } from '@/api/contract/roles';
import type { Config } from '@server/src/config';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { implement } from './endpoints';

const whoAmI = defineEndpoint({
  method: 'GET',
  path: '/api/v1/trial/address/',
  access: ACCESS.everyone,
  response: z.object({ ip: z.string() }),
});

let server: TestServer | undefined;
afterEach(() => server?.close());

/** The client address the server sees for a request from `socket` carrying `forwarded`. */
async function addressSeen(trustProxy: Config['trustProxy'], socket: string, forwarded: string | undefined) {
  server = await startTestServer({ trustProxy }, { routes: () => [implement(whoAmI, async ({ request }) => ({ ip: request.ip }))] });
  const { access } = await signIn(server.app, (await server.createUser('CEO')).email);
  const response = await server.app.inject({
    url: '/api/v1/trial/address/',
    remoteAddress: socket,
    headers: { authorization: `Bearer ${access}`, ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) },
  });
  return response.json<{ ip: string }>().ip;
}

/** Fifty made-up addresses, as someone would send to pose as many clients. */
const FORGED = Array.from({ length: 50 }, (_, i) => `198.51.100.${i + 1}`).join(', ');

describe('which client address the server believes', () => {
  it('without TRUST_PROXY, the connection’s own address: X-Forwarded-For is ignored', async () => {
    expect(await addressSeen(false, '203.0.113.7', FORGED)).toBe('203.0.113.7');
  });

  it('behind one load balancer (TRUST_PROXY=1), the address it appended, whatever the client wrote before it', async () => {
    expect(await addressSeen(1, '10.0.0.5', `${FORGED}, 203.0.113.7`)).toBe('203.0.113.7');
  });

  it('with the proxy’s address (TRUST_PROXY=10.0.0.5), the forwarded address from it and the socket from anyone else', async () => {
    expect(await addressSeen(['10.0.0.5'], '10.0.0.5', `${FORGED}, 203.0.113.7`)).toBe('203.0.113.7');
    await server!.close();
    server = undefined;
    expect(await addressSeen(['10.0.0.5'], '192.0.2.66', `${FORGED}, 203.0.113.7`)).toBe('192.0.2.66');
  });
});
