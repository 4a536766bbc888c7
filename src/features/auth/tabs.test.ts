import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createActor } from 'xstate';
import { authMachine, type AuthActor } from '@machines/auth/auth.machine';
import { MODEL_TOKEN, fakeAccessToken } from '@machines/auth/auth.paths';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import { connectTabs } from './tabs';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((stop) => stop()));

/** A tab: its auth actor, signed in with `token`, wired to the browser's other tabs. */
async function tab(token = MODEL_TOKEN) {
  const harness = controlledActors(['refreshToken', 'login', 'logout', 'fetchUser'] as const);
  const actor: AuthActor = createActor(authMachine.provide({ actors: harness.actors })).start();
  const disconnect = connectTabs(actor);
  cleanups.push(() => {
    disconnect();
    actor.stop();
  });
  harness.settle('refreshToken', (d) => d.resolve({ access: token }));
  await flush();
  return { actor, harness };
}

describe('the tabs of one browser', () => {
  it('hand each other a renewed token, so the others need not renew', async () => {
    const [a, b] = [await tab(), await tab()];
    const renewed = fakeAccessToken(Date.now() / 1000 + 1800, Date.now() / 1000);
    a.actor.send({ type: 'REFRESH' });
    a.harness.settle('refreshToken', (d) => d.resolve({ access: renewed }));
    await waitFor(() => expect(b.actor.getSnapshot().context.accessToken).toBe(renewed));
    expect(b.actor.getSnapshot().matches({ authenticated: { token: 'scheduled' } })).toBe(true);
    expect(b.harness.pending.has('refreshToken')).toBe(false);
  });

  it('sign each other out at once, without echoing it back', async () => {
    const [a, b] = [await tab(), await tab()];
    a.actor.send({ type: 'LOGOUT' });
    a.harness.settle('logout', (d) => d.resolve({ detail: 'Signed out.' }));
    await waitFor(() => expect(b.actor.getSnapshot().value).toEqual({ unauthenticated: 'signedOut' }));
    expect(b.actor.getSnapshot().context).toMatchObject({ isAuthenticated: false, accessToken: null, error: null });
    expect(a.harness.calls.filter((c) => c.id === 'logout')).toHaveLength(1);
    expect(b.harness.calls.filter((c) => c.id === 'logout')).toHaveLength(0);
  });

  it('follow a sign-in made in another tab', async () => {
    const [a, b] = [await tab(), await tab()];
    b.actor.send({ type: 'SIGNED_OUT_ELSEWHERE' });
    await waitFor(() => expect(a.actor.getSnapshot().value).toEqual({ unauthenticated: 'signedOut' }));
    b.actor.send({ type: 'LOGIN', email: 'ava@example.com', password: 'secret' });
    b.harness.settle('login', (d) => d.resolve({ access: MODEL_TOKEN }));
    await waitFor(() => expect(a.actor.getSnapshot().context.isAuthenticated).toBe(true));
  });
});
