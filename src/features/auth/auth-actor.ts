import { createActor, fromPromise, waitFor } from 'xstate';
import { setAccessTokenSource, setSessionRefresher } from '@/api/client';
import { authMachine, type AuthActor, type TokenOutput } from '@machines/auth/auth.machine';
import { authApi, type AuthApi } from './auth-api';
import { connectTabs, oneTabAtATime } from './tabs';

const refreshing = { authenticated: { token: 'refreshing' } } as const;

/**
 * The app's one auth actor, wired to the real API and to the browser's other tabs; the API
 * client's source of the access token, and the way it renews the session when a call answers 401
 * (one refresh, however many calls wait).
 */
export function createAuthActor(api: AuthApi = authApi): AuthActor {
  const actor = createActor(
    authMachine.provide({
      actors: {
        refreshToken: fromPromise<TokenOutput>(({ signal }) => oneTabAtATime(signal, () => api.refresh())),
        login: fromPromise<TokenOutput, { email: string; password: string }>(({ input }) => api.login(input)),
        logout: fromPromise(({ input }) => api.logout(input.token)),
        fetchUser: fromPromise(({ input }) => api.me(input.token)),
      },
    }),
  );
  connectTabs(actor);
  setAccessTokenSource(() => actor.getSnapshot().context.accessToken);
  setSessionRefresher(async () => {
    if (!actor.getSnapshot().context.isAuthenticated) return null;
    actor.send({ type: 'REFRESH' });
    const settled = await waitFor(actor, (s) => !s.matches(refreshing));
    return settled.context.isAuthenticated && !settled.matches({ authenticated: { token: 'retrying' } })
      ? settled.context.accessToken
      : null;
  });
  return actor;
}
