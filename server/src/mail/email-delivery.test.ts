import { closedPort } from '@server/test/closed-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '@server/db/schema';
import { startTestServer, type TestServer } from '@server/test/harness';

const lines: string[] = [];
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const email = { to: 'ana@clinic.test', subject: 'Your code to reset your Lato password: 482913', text: 'Your code is 482913.' };

describe('the e-mail job without an SMTP server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ logLevel: 'warn' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => server.close());

  it('keeps the e-mail in the outbox and prints it on one log line', async () => {
    await server.app.mailer.send(email);
    await server.app.jobs.settled();
    expect(await server.database.db.select().from(outboxEmails)).toEqual([
      expect.objectContaining({ recipient: email.to, subject: email.subject, body: email.text }),
    ]);
    expect(logged().filter((line) => line.msg === 'e-mail kept in the outbox (no SMTP server configured)')).toEqual([
      expect.objectContaining({ to: email.to, text: email.text }),
    ]);
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
