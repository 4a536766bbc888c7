import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '@server/src/config';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';

let server: TestServer | undefined;
afterEach(() => server?.close());

/** What the log holds after one signed-in read with a query, under `overrides`. */
async function logOfOneRead(overrides: Partial<Config>) {
  const lines: string[] = [];
  server = await startTestServer(overrides, { logStream: { write: (line) => void lines.push(line) } });
  const ceo = await server.createUser('CEO');
  const session = await signIn(server.app, ceo.email);
  lines.length = 0;
  const answer = await server.app.inject({
    method: 'GET',
    url: '/api/v1/users/users/?search=secret-words',
    headers: { authorization: `Bearer ${session.access}` },
  });
  expect(answer.statusCode).toBe(200);
  return { messages: lines.map((line) => JSON.parse(line) as { level: number; msg: string }), access: session.access };
}

describe('requests in the server log', () => {
  it('are left out at the default level, so the start-up banner stays readable', async () => {
    const { messages } = await logOfOneRead({ logLevel: 'info' });
    expect(messages).toEqual([]);
  });

  it('are one short line each at the info level when LOG_REQUESTS asks, without query values', async () => {
    const { messages } = await logOfOneRead({ logLevel: 'info', logRequests: true });
    expect(messages).toHaveLength(1);
    expect(messages[0]!.msg).toMatch(/^GET \/api\/v1\/users\/users\/\?search=\[redacted\] 200 \d+ ms$/);
  });

  it('are logged at the debug level, without the token or query values', async () => {
    const { messages, access } = await logOfOneRead({ logLevel: 'debug' });
    const completed = messages.filter((m) => m.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]!.level).toBe(20);
    const text = JSON.stringify(messages);
    expect(text).not.toContain(access);
    expect(text).not.toContain('secret-words');
  });
});
