import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRow } from '@server/db/schema';
import { createAccessTokenSigner } from './access-tokens';

const SECRET = 'a-test-secret-a-test-secret-a-test-secret';
const TTL_SECONDS = 300;
const user = { id: 7, fullName: 'Ava Moreno', email: 'ava@example.com', role: 'CEO' } as UserRow;

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('names the user of a valid token, again when asked a second time', async () => {
    const tokens = createAccessTokenSigner(SECRET, TTL_SECONDS);
    const token = await tokens.sign(user);
    expect(await tokens.verify(token)).toEqual({ userId: 7 });
    expect(await tokens.verify(token)).toEqual({ userId: 7 });
  });

  it('answers expired once the lifetime has passed, though the token was valid when last checked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const tokens = createAccessTokenSigner(SECRET, TTL_SECONDS);
    const token = await tokens.sign(user);
    vi.setSystemTime(new Date('2026-11-23T10:04:59Z'));
    expect(await tokens.verify(token)).toEqual({ userId: 7 });
    vi.setSystemTime(new Date('2026-11-23T10:05:00Z'));
    expect(await tokens.verify(token)).toEqual({ error: 'expired' });
    expect(await tokens.verify(token)).toEqual({ error: 'expired' });
  });

  it('refuses a token whose payload was changed after a genuine one was accepted', async () => {
    const tokens = createAccessTokenSigner(SECRET, TTL_SECONDS);
    const token = await tokens.sign(user);
    expect(await tokens.verify(token)).toEqual({ userId: 7 });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const raised = Buffer.from(JSON.stringify({ ...claims, user_id: 1 })).toString('base64url');
    expect(await tokens.verify(`${header}.${raised}.${signature}`)).toEqual({ error: 'invalid' });
  });

  it('refuses a token signed with another secret', async () => {
    const other = await createAccessTokenSigner(`${SECRET}-other`, TTL_SECONDS).sign(user);
    expect(await createAccessTokenSigner(SECRET, TTL_SECONDS).verify(other)).toEqual({ error: 'invalid' });
  });
});
