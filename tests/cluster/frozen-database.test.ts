import { afterEach, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@server/test/server-process';
import { DEMO_PASSWORD } from '@server/src/users/seed';
import { scratchDatabase, type ScratchDatabase } from './postgres';
import { freezableRelay } from './frozen-proxy';

const LIMIT_MS = 2000;
let database: ScratchDatabase | undefined;
let server: RunningServer | undefined;
let relay: Awaited<ReturnType<typeof freezableRelay>> | undefined;
afterEach(async () => {
  await server?.kill();
  await relay?.close();
  await database?.drop();
});

it('a frozen PostgreSQL gets every request a 503 within the query time limit, on open and new connections alike', async () => {
  database = await scratchDatabase();
  relay = await freezableRelay(new URL(database.url));
  server = await startServer({
    env: {
      DATABASE_URL: relay.url,
      JWT_SECRET: 'frozen-test-secret-that-is-long-enough-0123456789',
      SEED_DEMO_DATA: 'true',
      DATABASE_QUERY_TIMEOUT_MS: String(LIMIT_MS),
    },
  });
  const signIn = await fetch(`${server.url}/api/v1/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ceo@lato.test', password: DEMO_PASSWORD }),
  });
  expect(signIn.status).toBe(200);
  const { access } = (await signIn.json()) as { access: string };
  const auth = { authorization: `Bearer ${access}` };
  // Warm several pooled connections, so the frozen requests below find open ones as well as new ones.
  await Promise.all(Array.from({ length: 6 }, () => fetch(`${server!.url}/api/v1/projects/project-list/`, { headers: auth })));

  relay.freeze();
  const paths = ['/api/v1/projects/project-list/', '/api/v1/projects/team-members/', '/api/v1/users/me/', '/api/ready'];
  const answers = await Promise.all(
    Array.from({ length: 14 }, async (_, i) => {
      const started = performance.now();
      const response = await fetch(`${server!.url}${paths[i % paths.length]}`, { headers: auth });
      return { status: response.status, seconds: (performance.now() - started) / 1000 };
    }),
  );
  for (const answer of answers) {
    expect(answer.status).toBe(503);
    // The limit, plus the second the client adds over PostgreSQL's own, plus room for a busy machine.
    expect(answer.seconds).toBeLessThan(LIMIT_MS / 1000 + 1 + 3);
  }
});
