import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_COOKIE_NAME } from '@/api/contract/auth-values';
import type { AuthApi } from './auth-api';
import { fakeAccessToken } from '@machines/auth/auth.paths';
import { createAuthActor } from './auth-actor';
import { renewSessionEarly } from './early-renewal';

const signedInApi = (): AuthApi => ({
  login: vi.fn(),
  refresh: vi.fn().mockResolvedValue({ access: 'not-a-token' }),
  logout: vi.fn(),
  me: vi.fn(),
  verifyTwoStep: vi.fn(),
});

const setSessionHint = (present: boolean) => {
  document.cookie = present ? `${SESSION_HINT_COOKIE_NAME}=1; path=/` : `${SESSION_HINT_COOKIE_NAME}=; path=/; max-age=0`;
};

afterEach(() => setSessionHint(false));

describe('the auth actor', () => {
  it('adopts the renewal the entry started before it existed: one refresh, not two', async () => {
    setSessionHint(true);
    const token = fakeAccessToken(Date.now() / 1000 + 900);
    const api = {
      ...signedInApi(),
      refresh: vi.fn().mockResolvedValue({ access: token }),
      me: vi.fn().mockResolvedValue(new Promise(() => {})),
    };
    const loadApi = vi.fn().mockResolvedValue(api);
    renewSessionEarly(loadApi);
    await vi.waitFor(() => expect(api.refresh).toHaveBeenCalledTimes(1));

    const actor = createAuthActor(loadApi);
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().context.isAuthenticated).toBe(true));
    expect(actor.getSnapshot().context.accessToken).toBe(token);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('renews by itself when the entry started no renewal, and adopts an early one only once', async () => {
    setSessionHint(true);
    const api = signedInApi();
    const loadApi = vi.fn().mockResolvedValue(api);
    renewSessionEarly(loadApi);
    const first = createAuthActor(loadApi);
    first.start();
    await vi.waitFor(() => expect(first.getSnapshot().context.isInitialized).toBe(true));
    first.stop();
    expect(api.refresh).toHaveBeenCalledTimes(1);

    const second = createAuthActor(loadApi);
    second.start();
    await vi.waitFor(() => expect(api.refresh).toHaveBeenCalledTimes(2));
    second.stop();
  });

  it('starts no early renewal for a guest, who has no session to renew', () => {
    const loadApi = vi.fn().mockResolvedValue(signedInApi());
    renewSessionEarly(loadApi);
    expect(loadApi).not.toHaveBeenCalled();
  });

  it('loads nothing for a guest, who has no session to renew', async () => {
    const loadApi = vi.fn().mockResolvedValue(signedInApi());
    const actor = createAuthActor(loadApi);
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().context.isInitialized).toBe(true));
    expect(loadApi).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.isAuthenticated).toBe(false);
    actor.stop();
  });
});
