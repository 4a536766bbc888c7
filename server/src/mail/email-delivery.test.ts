import { closedPort } from '@server/test/closed-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '@server/db/schema';
import { startTestServer, type TestServer } from '@server/test/harness';
import { createEmailSeal } from './email-seal';

const lines: string[] = [];
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const email = { to: 'ana@clinic.test', subject: 'Your code to reset your Lato password: 482913', text: 'Your code is 482913.' };

describe("the e-mail job without an SMTP server, on a developer's machine", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ logLevel: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => server.close());
  const outbox = (remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: '/api/dev/outbox/', remoteAddress, headers });

  it('keeps the e-mail sealed in the outbox; the log says only that one waits there', async () => {
    await server.app.mailer.send(email);
    await server.app.jobs.settled();
    const rows = await server.database.db.select().from(outboxEmails);
    expect(rows).toEqual([expect.objectContaining({ recipient: email.to, sealed: expect.any(String) })]);
    expect(JSON.stringify(rows)).not.toContain('482913');
    expect(logged().filter((line) => String(line.msg).includes('development outbox'))).toEqual([
      expect.objectContaining({ msg: 'an e-mail is waiting in the development outbox: open /dev/outbox on this machine' }),
    ]);
    expect(lines.join('\n')).not.toContain('482913');
  });

  it('shows the outbox, newest first, to a browser on the same machine only', async () => {
    await server.app.mailer.send({ ...email, subject: 'The second', text: 'Second.' });
    await server.app.jobs.settled();
    const answer = await outbox();
    expect(answer.statusCode).toBe(200);
    expect(answer.json().results.map((e: { subject: string }) => e.subject)).toEqual(['The second', email.subject]);
    expect(answer.json().results[1]).toMatchObject({ to: email.to, text: email.text, created_at: expect.any(String) });
    expect((await outbox('203.0.113.9')).statusCode).toBe(404);
    expect((await outbox('::1')).statusCode).toBe(200);
  });

  it('leaves out an e-mail sealed with another secret', async () => {
    const other = createEmailSeal('another-secret-of-another-server');
    await server.database.db.insert(outboxEmails).values({ recipient: 'x@clinic.test', sealed: other.seal(email) });
    const subjects = (await outbox()).json().results.map((e: { to: string }) => e.to);
    expect(subjects).not.toContain('x@clinic.test');
  });
});

describe('without an SMTP server in production', () => {
  it('warns once at start naming SMTP_HOST, sends and keeps nothing, and has no outbox', async () => {
    lines.length = 0;
    const server = await startTestServer({ logLevel: 'info', production: true }, { logStream: { write: (line) => void lines.push(line) } });
    try {
      expect(logged().filter((line) => String(line.msg).includes('SMTP_HOST'))).toHaveLength(1);
      await server.app.mailer.send(email);
      await server.app.jobs.settled();
      expect(await server.database.db.$count(outboxEmails)).toBe(0);
      const queued = await server.database.executeSql("SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'send-email'", []);
      expect(queued.rows).toEqual([{ n: 0 }]);
      expect((await server.app.inject({ method: 'GET', url: '/api/dev/outbox/' })).statusCode).toBe(404);
      expect(lines.join('\n')).not.toContain('482913');
    } finally {
      await server.close();
    }
  });
});

describe('the e-mail job with an SMTP server that is down', () => {
  let server: TestServer;
  beforeAll(async () => {
    lines.length = 0;
    server = await startTestServer(
      {
        logLevel: 'warn',
        smtp: {
          host: '127.0.0.1',
          port: await closedPort(),
          user: undefined,
          password: undefined,
          from: 'Lato <no-reply@lato.test>',
          tls: 'none',
        },
      },
      { logStream: { write: (line) => void lines.push(line) }, jobs: { retry: { retries: 1, firstDelaySeconds: 1 } } },
    );
  });
  afterAll(() => server.close());

  it('tries again a second later at least, then fails for good: logged by job id and counted, the code never logged', async () => {
    await server.app.mailer.send(email);
    await server.app.jobs.settled();
    const attempts = logged().filter((line) => line.job === 'send-email');
    expect(attempts.map((line) => [line.msg, line.attempt ?? line.attempts])).toEqual([
      ['a job failed; it is tried again later', 1],
      ['a job failed for good after its last attempt', 2],
    ]);
    expect((attempts[1]!.time as number) - (attempts[0]!.time as number)).toBeGreaterThanOrEqual(1000);
    expect(attempts[1]!.jobId).toEqual(expect.any(String));
    expect(attempts[1]!.jobId).toBe(attempts[0]!.jobId);
    expect(await server.app.jobs.failedSince(new Date(Date.now() - 60_000))).toBe(1);
    expect(lines.join('\n')).not.toContain('482913');
    expect(await server.database.db.$count(outboxEmails)).toBe(0);
  }, 20_000);
});
