import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInTwilio, type StandInTwilio } from './stand-in-twilio';
import { startServer, type RunningServer } from '@server/test/server-process';
import { startS3Server, type RunningS3Server } from '@server/test/s3-server';
import { DEMO_PASSWORD } from '@server/src/users/seed';
import { scratchDatabase, type ScratchDatabase } from './postgres';
import { holdStream } from '@server/test/live-stream';

/** What every process of one deployment shares (README, "Running several processes"). */
function sharedEnv(database: ScratchDatabase, s3: RunningS3Server): Record<string, string> {
  return {
    TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
    TWILIO_AUTH_TOKEN: 'stand-in-auth-token-0123456789',
    PUBLIC_BASE_URL: 'https://lato.example.com',
    // Short, so that a job a killed process held is handed on within the test, not a minute later.
    JOB_TIME_LIMIT_SECONDS: '5',
    // Every minute, so that a test sees one come round.
    CLEAN_UP_CRON: '* * * * *',
    DATABASE_URL: database.url,
    JWT_SECRET: 'two-process-test-secret-that-is-long-enough-0123456789',
    STORAGE: 's3',
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

let database: ScratchDatabase;
let s3: RunningS3Server;
let twilio: StandInTwilio;
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  database = await scratchDatabase();
  s3 = await startS3Server();
  twilio = await standInTwilio();
  const env = sharedEnv(database, s3);
  // A seeds the demo (its files go to the bucket); B starts on the same database and bucket. Each
  // reaches the stand-in Twilio under its own path, so the stand-in knows which one sent.
  a = await startServer({ env: { ...env, SEED_DEMO_DATA: 'true', TWILIO_API_BASE_URL: twilio.urlFor('a') } });
  b = await startServer({ env: { ...env, TWILIO_API_BASE_URL: twilio.urlFor('b') } });
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await s3?.stop();
  await twilio?.close();
  await database?.drop();
});

function signIn(server: RunningServer, email: string, password: string) {
  return fetch(`${server.url}/api/v1/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

async function accessOn(server: RunningServer, email: string): Promise<string> {
  const response = await signIn(server, email, DEMO_PASSWORD);
  expect(response.status).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

describe('two API processes on one PostgreSQL and one bucket', () => {
  it('a token issued by A works on B, and B refreshes the session A began', async () => {
    const response = await signIn(a, 'cto@lato.test', DEMO_PASSWORD);
    const { access } = (await response.json()) as { access: string };
    const me = await fetch(`${b.url}/api/v1/users/me/`, { headers: { authorization: `Bearer ${access}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'cto@lato.test' });

    const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const xsrf = cookies.find((c) => c.startsWith('csrftoken='))!.split('=')[1]!;
    const refreshed = await fetch(`${b.url}/api/v1/users/token/refresh/`, {
      method: 'POST',
      headers: { cookie: cookies.join('; '), 'x-csrftoken': xsrf },
    });
    expect(refreshed.status).toBe(200);
  });

  it('a file uploaded through A downloads through B, byte for byte', async () => {
    const access = await accessOn(a, 'ceo@lato.test');
    const auth = { authorization: `Bearer ${access}` };
    const page = (await (await fetch(`${a.url}/api/v1/projects/project-list/`, { headers: auth })).json()) as { results: { id: number }[] };
    const projectId = page.results[0]!.id;
    // A PDF by its signature (attachments are checked by their bytes), large enough to go in parts.
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 256))]);
    const form = new FormData();
    form.append('files', new Blob([bytes], { type: 'application/pdf' }), 'brief.pdf');
    const uploaded = await fetch(`${a.url}/api/v1/projects/file-attachment/${projectId}/`, { method: 'POST', headers: auth, body: form });
    expect(uploaded.status).toBe(201);
    const [attachment] = (await uploaded.json()) as { id: number }[];

    const download = await fetch(`${b.url}/api/v1/projects/file-attachment/${projectId}/${attachment!.id}/`, { headers: auth });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('six wrong sign-ins spread over A and B lock the pair on both', async () => {
    const email = 'dev@lato.test';
    const answers: number[] = [];
    for (const server of [a, b, a, b, a, b]) answers.push((await signIn(server, email, 'not the password')).status);
    // Five failures are allowed from one address (LOGIN_MAX_FAILURES); the sixth is refused unheard.
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    for (const server of [a, b]) {
      const right = await signIn(server, email, DEMO_PASSWORD);
      expect(right.status).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('a scheduled clean-up runs once each time, on one of the two', async () => {
    const old = new Date(Date.now() - 30 * 24 * 60 * 60_000);
    await database.query('INSERT INTO outbox_emails (recipient, sealed, created_at) VALUES ($1, $2, $3)', [
      'old@example.com',
      'a month-old e-mail, sealed',
      old,
    ]);
    await expect
      .poll(async () => (await database.query('SELECT 1 FROM outbox_emails WHERE recipient = $1', ['old@example.com'])).length, {
        timeout: 150_000,
        interval: 1000,
      })
      .toBe(0);
    const runs = await database.query<{ minute: string; n: number }>(
      `SELECT date_trunc('minute', created_on)::text AS minute, count(*)::int AS n FROM pgboss.job
        WHERE name = 'clean-up-outbox-emails' GROUP BY 1`,
    );
    expect(runs.length).toBeGreaterThan(0);
    for (const run of runs) expect(run).toMatchObject({ n: 1 });
  });

  it('a change made through A reaches a stream held on B, also after B’s listening connection was cut', async () => {
    const access = await accessOn(a, 'ceo@lato.test');
    const auth = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
    const stream = await holdStream(b.url, access);
    try {
      expect(stream.status).toBe(200);
      const page = (await (await fetch(`${a.url}/api/v1/projects/project-list/`, { headers: auth })).json()) as {
        results: { id: number }[];
      };
      const projectId = page.results[0]!.id;
      const board = (await (await fetch(`${a.url}/api/v1/projects/phases/?project_id=${projectId}`, { headers: auth })).json()) as {
        phases: { id: number }[];
      };
      const rename = (name: string) =>
        fetch(`${a.url}/api/v1/projects/phases/${board.phases[0]!.id}/`, {
          method: 'PATCH',
          headers: auth,
          body: JSON.stringify({ name }),
        });
      const boardEvents = () => stream.events.filter((e) => 'kind' in e.data && e.data.kind === 'board' && e.data.subject === projectId);

      expect((await rename('Discovery (live)')).status).toBe(200);
      await stream.next((e) => 'kind' in e.data && e.data.kind === 'board' && e.data.subject === projectId);
      const heard = boardEvents().length;

      // PostgreSQL ends both processes' listening connections (a failover would): they listen again,
      // and what was committed meanwhile is caught up from the events table.
      const cut = await database.query<{ ended: boolean }>(
        "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE query ILIKE 'LISTEN%'",
      );
      expect(cut.length).toBe(2);
      expect((await rename('Discovery')).status).toBe(200);
      await expect.poll(() => boardEvents().length, { timeout: 20_000 }).toBeGreaterThan(heard);
    } finally {
      stream.close();
    }
  });

  it('an SMS job that A was sending when it was killed is sent by B', async () => {
    // B stops for a moment, so that A surely takes the job; the stand-in never answers A.
    await b.stop();
    twilio.hang('a');
    const access = await accessOn(a, 'client@lato.test');
    const auth = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
    const numbers = (await (await fetch(`${a.url}/api/v1/calls_service/chats/twilio-numbers/`, { headers: auth })).json()) as {
      id: number;
    }[];
    const sent = await fetch(`${a.url}/api/v1/twilio/chat-logs/`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ from: numbers[0]!.id, to: '+14155550100', body: 'Your appointment is confirmed.' }),
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: number };
    await expect.poll(() => twilio.asked('a'), { timeout: 30_000 }).toBe(1);

    await a.kill();
    b = await startServer({ env: { ...sharedEnv(database, s3), TWILIO_API_BASE_URL: twilio.urlFor('b') } });
    await expect
      .poll(
        async () => (await database.query<{ message_sid: string | null }>('SELECT message_sid FROM chat_messages WHERE id = $1', [id]))[0],
        {
          timeout: 90_000,
          interval: 500,
        },
      )
      .toEqual({ message_sid: expect.stringMatching(/^SM/) });
    expect(twilio.asked('b')).toBe(1);
  });
});
