import { createActor, fromPromise } from 'xstate';
import { setAccessTokenSource } from '@/api/client';
import { authMachine, type AuthActor } from '@machines/auth/auth.machine';
import { authApi, type AuthApi } from './auth-api';

/** The app's one auth actor, wired to the real API, and the token source of the API client. */
export function createAuthActor(api: AuthApi = authApi): AuthActor {
  const actor = createActor(
    authMachine.provide({
      actors: {
        refreshToken: fromPromise(() => api.refresh()),
        login: fromPromise(({ input }) => api.login(input)),
        logout: fromPromise(({ input }) => api.logout(input.token)),
        fetchUser: fromPromise(({ input }) => api.me(input.token)),
      },
    }),
  );
  setAccessTokenSource(() => actor.getSnapshot().context.accessToken);
  return actor;
}
