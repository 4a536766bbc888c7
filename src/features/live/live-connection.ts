import { fromPromise } from 'xstate';
import { liveEndpoints } from '@/api/contract/live';
import { API_BASE_URL } from '@/api/client';
import { currentAccessToken, renewSession } from '@/api/session-hooks';
import { liveConnectionMachine } from '@machines/live-connection/live-connection.machine';
import { retryDelay } from '@machines/live-connection/retry-delay';
import { eventStream } from './event-stream';

interface LiveSession {
  token(): string | null;
  renew(): Promise<string | null>;
}

/**
 * The connection's stream and renewal, on the session the auth flow keeps. The stream remembers
 * the token it opened with: the auth flow renews the session before a token expires, so when the
 * server ends a stream for its token, the current token is usually already a new one, and asking
 * for another would only turn the session over once more.
 */
export function sessionActors(session: LiveSession, fetchStream: typeof fetch) {
  let streamToken: string | null = null;
  return {
    stream: eventStream({
      url: `${API_BASE_URL}${liveEndpoints.stream.path}`,
      token: () => (streamToken = session.token()),
      fetch: fetchStream,
    }),
    renew: fromPromise<string | null>(async () => {
      const current = session.token();
      if (current !== null && current !== streamToken) return current;
      const renewed = await session.renew();
      if (renewed !== null) return renewed;
      // The auth flow answers null also when a renewal failed for a passing reason and the session
      // goes on (it keeps trying): the connection then waits and tries again; only without a
      // token has the session ended.
      if (session.token() !== null) throw new Error('The session could not be renewed for now');
      return null;
    }),
  };
}

/** Waits retryDelay(attempt) before the next try; stopped early when the connection moves on. */
export const waitToRetry = fromPromise<void, { attempt: number }>(
  ({ input, signal }) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, retryDelay(input.attempt));
      signal.addEventListener('abort', () => clearTimeout(timer));
    }),
);

/** The connection as the app runs it: the real stream, the auth flow's session, the browser's clock. */
export const liveConnectionWithApi = liveConnectionMachine.provide({
  actors: {
    ...sessionActors({ token: currentAccessToken, renew: renewSession }, (url, init) => fetch(url, init)),
    wait: waitToRetry,
  },
});
