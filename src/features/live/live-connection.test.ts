// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { liveConnectionMachine } from '@machines/live-connection/live-connection.machine';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import { sessionActors } from './live-connection';

let actor: Actor<typeof liveConnectionMachine> | undefined;
afterEach(() => {
  actor?.stop();
  actor = undefined;
});

/**
 * The connection on the real stream and renewal, over a server that ends a stream opened with the
 * first token at once with an expiry (and keeps the others open), and a session the test holds:
 * the token and what a renewal does to it.
 */
function start(session: { token: string | null; renewal: (session: { token: string | null }) => string | null }) {
  const tokensAsked: string[] = [];
  const fetch: typeof globalThis.fetch = async (_url, init) => {
    const authorization = new Headers(init?.headers).get('Authorization')!;
    tokensAsked.push(authorization);
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        if (authorization === 'Bearer token-A') controller.enqueue(new TextEncoder().encode('event: expired\ndata: {}\n\n'));
      },
    });
    return new Response(body, { status: 200 });
  };
  const renew = vi.fn(async () => session.renewal(session));
  const harness = controlledActors(['wait'] as const);
  const actors = sessionActors({ token: () => session.token, renew }, fetch);
  actor = createActor(liveConnectionMachine.provide({ actors: { ...actors, wait: harness.actors.wait } })).start();
  return { tokensAsked, renew, harness };
}

const connection = () => (actor!.getSnapshot().value as { connection: unknown }).connection;

describe('the connection on the session', () => {
  it('reopens with the token the auth flow renewed meanwhile, without renewing again', async () => {
    const session = { token: 'token-A' as string | null, renewal: (s: { token: string | null }) => (s.token = 'token-C') };
    const { tokensAsked, renew } = start(session);
    // The auth flow renews before the stream's token expires.
    session.token = 'token-B';
    await flush();
    expect(tokensAsked).toEqual(['Bearer token-A', 'Bearer token-B']);
    expect(connection()).toEqual({ streaming: 'open' });
    expect(renew).not.toHaveBeenCalled();
  });

  it('renews when the stream had the current token, and reopens with the new one', async () => {
    const session = {
      token: 'token-A' as string | null,
      renewal: (s: { token: string | null }) => (s.token = 'token-B'),
    };
    const { tokensAsked, renew } = start(session);
    await flush();
    expect(renew).toHaveBeenCalledTimes(1);
    expect(tokensAsked).toEqual(['Bearer token-A', 'Bearer token-B']);
    expect(connection()).toEqual({ streaming: 'open' });
  });

  it('waits and tries again when a renewal fails for now and the session goes on', async () => {
    const { harness } = start({ token: 'token-A', renewal: () => null });
    await flush();
    expect(connection()).toBe('waiting');
    expect(harness.calls).toEqual([{ id: 'wait', input: { attempt: 1 } }]);
  });

  it('stops when the session has ended', async () => {
    start({ token: 'token-A', renewal: (s) => (s.token = null) });
    await flush();
    expect(connection()).toBe('stopped');
  });
});
