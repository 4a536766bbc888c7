import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_COOKIE_NAME } from '@/api/contract/auth-values';
import type { AuthApi } from './auth-api';
import { createAuthActor } from './auth-actor';

const signedInApi = (): AuthApi => ({
  login: vi.fn(),
  refresh: vi.fn().mockResolvedValue({ access: 'not-a-token' }),
  logout: vi.fn(),
  me: vi.fn(),
});

const setSessionHint = (present: boolean) => {
  document.cookie = present ? `${SESSION_HINT_COOKIE_NAME}=1; path=/` : `${SESSION_HINT_COOKIE_NAME}=; path=/; max-age=0`;
};

afterEach(() => setSessionHint(false));

describe('the auth actor', () => {
  it('starts loading the auth calls as soon as it is made when the browser has a session to renew', async () => {
    setSessionHint(true);
    const api = signedInApi();
    const loadApi = vi.fn().mockResolvedValue(api);
    const actor = createAuthActor(loadApi);
    expect(loadApi).toHaveBeenCalledTimes(1);
    expect(api.refresh).not.toHaveBeenCalled();

    actor.start();
    await vi.waitFor(() => expect(api.refresh).toHaveBeenCalledTimes(1));
    actor.stop();
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
