import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetCodes } from '@server/db/schema';
import { startTestServer, type TestServer } from '@server/test/harness';

let now = new Date('2026-11-22T09:00:00Z');
let server: TestServer;
let sequence = 0;

beforeAll(async () => {
  // The per-address rate is another test's: here one address asks for three e-mails at a time.
  server = await startTestServer({ accountRatePerMinute: 100_000 }, { clock: () => now });
});
afterAll(() => server.close());

const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload, remoteAddress: '198.51.100.9' });
const forgot = (email: string) => post('/api/v1/users/forgot-password/', { email });
const verify = (email: string, code: string) => post('/api/v1/users/verify-code/', { email, code, new_password: 'brand-new-pass-1' });

const answerOf = (response: LightMyRequestResponse) => ({ status: response.statusCode, body: response.json() });

/**
 * The addresses an outsider may try: an active account's, a deactivated account's, and one with no
 * account; `wrong` is a code none of them has.
 */
async function addresses() {
  const active = await server.createUser('DEV');
  const inactive = await server.createUser('DEV', { isActive: false });
  sequence += 1;
  const emails = [active.email, inactive.email, `nobody.${sequence}@agency.test`];
  const wrong = async () => {
    const [row] = await server.database.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, active.id));
    const hashOf = (code: string) => createHmac('sha256', server.config.jwtSecret).update(`${active.id}:${code}`).digest('hex');
    return row?.codeHash === hashOf('000000') ? '111111' : '000000';
  };
  return { emails, wrong };
}

/** Makes one call for each address, in turn; expects the same answer for all, and returns it. */
async function sameFor(emails: string[], call: (email: string) => Promise<LightMyRequestResponse>) {
  const answers = [];
  for (const email of emails) answers.push(answerOf(await call(email)));
  for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  return answers[0]!;
}

const codeRefusal = (code: string) => ({ status: 400, body: expect.objectContaining({ errors: { code: [code] } }) });

describe('the password reset answers the same for an account, a deactivated one and none', () => {
  it('before any code was asked for: a wrong code, however many tries', async () => {
    const { emails, wrong } = await addresses();
    for (let i = 0; i < 6; i += 1)
      expect(await sameFor(emails, async (e) => verify(e, await wrong()))).toEqual(codeRefusal('code_invalid'));
  });

  it('asking for a code, then five wrong tries using it up, then a new code with its tries back', async () => {
    const { emails, wrong } = await addresses();
    expect(await sameFor(emails, forgot)).toEqual({ status: 200, body: { detail: expect.any(String) } });
    for (let i = 0; i < 4; i += 1)
      expect(await sameFor(emails, async (e) => verify(e, await wrong()))).toEqual(codeRefusal('code_invalid'));
    expect(await sameFor(emails, async (e) => verify(e, await wrong()))).toEqual(codeRefusal('code_used_up'));
    expect(await sameFor(emails, async (e) => verify(e, await wrong()))).toEqual(codeRefusal('code_used_up'));
    expect((await sameFor(emails, forgot)).status).toBe(200);
    expect(await sameFor(emails, async (e) => verify(e, await wrong()))).toEqual(codeRefusal('code_invalid'));
  });

  it('a code past its minutes, and long past them', async () => {
    const { emails, wrong } = await addresses();
    const asked = now;
    await sameFor(emails, forgot);
    expect(await sameFor(emails, async (e) => verify(e, await wrong()))).toEqual(codeRefusal('code_invalid'));
    now = new Date(asked.getTime() + 11 * 60_000);
    expect(await sameFor(emails, async (e) => verify(e, await wrong()))).toEqual(codeRefusal('code_expired'));
    // A day after it expired a code is as good as never asked for, before or after the clean-up.
    now = new Date(asked.getTime() + 10 * 60_000 + 24 * 3_600_000 + 60_000);
    expect(await sameFor(emails, async (e) => verify(e, await wrong()))).toEqual(codeRefusal('code_invalid'));
  });

  it('many tries at once', async () => {
    const { emails, wrong } = await addresses();
    await sameFor(emails, forgot);
    const code = await wrong();
    const answersFor = async (email: string) =>
      (await Promise.all(Array.from({ length: 12 }, () => verify(email, code))))
        .map(answerOf)
        .map(({ status, body }) => `${status} ${body.errors?.code?.[0] ?? body.code}`)
        .sort();
    const [first, ...rest] = [await answersFor(emails[0]!), await answersFor(emails[1]!), await answersFor(emails[2]!)];
    // Ten tries per e-mail, of which four leave tries and the fifth spends the last.
    expect(first).toEqual(
      [...Array(4).fill('400 code_invalid'), ...Array(6).fill('400 code_used_up'), '429 rate_limited', '429 rate_limited'].sort(),
    );
    for (const answers of rest) expect(answers).toEqual(first);
  });
});
