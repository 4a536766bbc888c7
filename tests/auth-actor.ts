import { createActor, fromPromise } from 'xstate';
import { authMachine, type TokenOutput } from '@machines/auth/auth.machine';
import { fakeAccessToken } from '@machines/auth/auth.paths';
import type { User } from '@/api/contract/auth';
import type { Role } from '@/api/contract/roles';

/**
 * A started auth actor for component tests: a guest, or signed in with a role (its token's
 * claim) and, when given, the user `/users/me/` answers; otherwise that call never settles.
 */
export function createTestAuthActor(session: 'guest' | { role: Role | null; me?: User }) {
  const now = Math.floor(Date.now() / 1000);
  return createActor(
    authMachine.provide({
      actors: {
        refreshToken: fromPromise<TokenOutput>(async () => {
          if (session === 'guest') throw new Error('no session');
          return { access: fakeAccessToken(now + 900, now, session.role as string) };
        }),
        fetchUser: fromPromise<User, { token: string }>(() =>
          session !== 'guest' && session.me ? Promise.resolve(session.me) : new Promise<User>(() => {}),
        ),
      },
    }),
  ).start();
}
