import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRow } from '@server/db/schema';
import { createAccessTokenSigner } from './access-tokens';

const SECRET = 'a-test-secret-a-test-secret-a-test-secret';
const TTL_SECONDS = 300;
const SESSION = '6f1c2a4e-9b3d-4c8e-a1f2-3d4e5f607182';
const user = { id: 7, fullName: 'Ava Moreno', email: 'ava@example.com', role: 'CEO' } as UserRow;

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('names the user of a valid token, again when asked a second time', async () => {
    const tokens = createAccessTokenSigner(SECRET, TTL_SECONDS);
    const token = await tokens.sign(user, SESSION);
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: SESSION, expiresAt: expect.any(Number) });
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: SESSION, expiresAt: expect.any(Number) });
  });

  it('answers expired once the lifetime has passed, though the token was valid when last checked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const tokens = createAccessTokenSigner(SECRET, TTL_SECONDS);
    const token = await tokens.sign(user, SESSION);
    vi.setSystemTime(new Date('2026-11-23T10:04:59Z'));
    // Its end, in seconds, is what a live stream opened with it ends at.
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: SESSION, expiresAt: Date.parse('2026-11-23T10:05:00Z') / 1000 });
    vi.setSystemTime(new Date('2026-11-23T10:05:00Z'));
    expect(await tokens.verify(token)).toEqual({ error: 'expired' });
    expect(await tokens.verify(token)).toEqual({ error: 'expired' });
  });

  it('refuses a token whose payload was changed after a genuine one was accepted', async () => {
    const tokens = createAccessTokenSigner(SECRET, TTL_SECONDS);
    const token = await tokens.sign(user, SESSION);
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: SESSION, expiresAt: expect.any(Number) });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const raised = Buffer.from(JSON.stringify({ ...claims, user_id: 1 })).toString('base64url');
    expect(await tokens.verify(`${header}.${raised}.${signature}`)).toEqual({ error: 'invalid' });
  });

  it('refuses a token signed with another secret', async () => {
    const other = await createAccessTokenSigner(`${SECRET}-other`, TTL_SECONDS).sign(user, SESSION);
    expect(await createAccessTokenSigner(SECRET, TTL_SECONDS).verify(other)).toEqual({ error: 'invalid' });
  });

  it('refuses a well-signed token that names no session, or a session id that is not one', async () => {
    const tokens = createAccessTokenSigner(SECRET, TTL_SECONDS);
    const signed = (claims: object) =>
      new SignJWT({ user_id: 7, full_name: 'Ava Moreno', email: 'ava@example.com', role: 'CEO', token_type: 'access', ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('lato')
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(await signed({ sid: SESSION }))).toEqual({ userId: 7, sessionId: SESSION, expiresAt: expect.any(Number) });
    expect(await tokens.verify(await signed({}))).toEqual({ error: 'invalid' });
    expect(await tokens.verify(await signed({ sid: "x' OR '1'='1" }))).toEqual({ error: 'invalid' });
    expect(await tokens.verify(await signed({ sid: 42 }))).toEqual({ error: 'invalid' });
  });
});
