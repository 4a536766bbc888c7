import { createActor, fromPromise, waitFor } from 'xstate';
import { setAccessTokenSource, setSessionRefresher } from '@/api/session-hooks';
import { ApiError } from '@/api/errors';
import {
  authMachine,
  type AuthActor,
  type SignInOutput,
  type TokenOutput,
  type TwoStepInput,
  type TwoStepOutput,
} from '@machines/auth/auth.machine';
import type { AuthApi } from './auth-api';
import { loadAuthApi } from './auth-api-loader';
import { takeEarlyRenewal } from './early-renewal';
import { hasSessionHint } from './session-hint';
import { connectTabs, oneTabAtATime } from './tabs';

const refreshing = { authenticated: { token: 'refreshing' } } as const;

/** The answer the server would give a browser without a session, without asking it. */
const noSession = () => new ApiError('No session', 401, 'not_authenticated', undefined);

/**
 * The app's one auth actor, wired to the real API and to the browser's other tabs; the API
 * client's source of the access token, and the way it renews the session when a call answers 401
 * (one refresh, however many calls wait).
 */
export function createAuthActor(loadApi: () => Promise<AuthApi> = loadAuthApi): AuthActor {
  const actor = createActor(
    authMachine.provide({
      actors: {
        refreshToken: fromPromise<TokenOutput>(({ signal }) => {
          const early = takeEarlyRenewal();
          if (early) {
            signal.addEventListener('abort', early.stop);
            return early.result;
          }
          return hasSessionHint() ? oneTabAtATime(signal, async () => (await loadApi()).refresh()) : Promise.reject(noSession());
        }),
        login: fromPromise<SignInOutput, { email: string; password: string }>(async ({ input }) => (await loadApi()).login(input)),
        verifyTwoStep: fromPromise<TwoStepOutput, TwoStepInput>(async ({ input }) => (await loadApi()).verifyTwoStep(input)),
        logout: fromPromise(async ({ input }) => (await loadApi()).logout(input.token)),
        fetchUser: fromPromise(async ({ input }) => (await loadApi()).me(input.token)),
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
