import { useState } from 'react';
import { afterEach, describe, expect, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SimulatedClock, type Actor, type EventObject } from 'xstate';
import type { LiveEvent } from '@/api/contract/live';
import {
  NOTICE_DELAY_MS,
  STEADY_MS,
  liveConnectionMachine,
  type LiveConnectionSnapshot,
} from '@machines/live-connection/live-connection.machine';
import { liveConnectionModel } from '@machines/live-connection/live-connection.paths';
import { controlledActors, type ControlledActors } from '@machines/testing/controlled-actors';
import type { ModelEvent } from '@machines/testing/qa';
import { probeActor } from '@tests/actor-probe';
import { testPathsOnScreen, type Rendered } from '@tests/model/screen-suite';
import { renderWithProviders } from '@tests/render';
import { sessionActors } from './live-connection';
import { LiveConnectionContext } from './live-context';
import { LiveNotice } from './LiveNotice';
import { LiveProvider } from './LiveProvider';
import { useLiveEvent, useLiveReload } from './shared';

const FIRST_TOKEN = 'first-access-token';

/** One request the connection made to GET /api/v1/events/, as the fake server holds it. */
interface HeldRequest {
  headers: Headers;
  answered: boolean;
  /** Ended by either side: answered other than 200, failed, closed by the server, or aborted by the tab. */
  over: boolean;
  answer(response: Response): void;
  fail(error: Error): void;
  body?: ReadableStreamDefaultController<Uint8Array>;
}

/**
 * The server's side of the stream, played by the test: it holds each request the connection makes
 * and answers it, writes frames as the real server writes them, ends the stream or fails it.
 */
class FakeEventServer {
  readonly requests: HeldRequest[] = [];
  changesWritten: LiveEvent[] = [];
  reloadsWritten = 0;

  readonly fetch: typeof fetch = (_url, init) =>
    new Promise<Response>((resolve, reject) => {
      const request: HeldRequest = {
        headers: new Headers(init?.headers),
        answered: false,
        over: false,
        answer: (response) => {
          request.answered = true;
          resolve(response);
        },
        fail: reject,
      };
      init?.signal?.addEventListener('abort', () => {
        request.over = true;
        const aborted = new DOMException('The operation was aborted.', 'AbortError');
        if (request.answered) request.body?.error(aborted);
        else reject(aborted);
      });
      this.requests.push(request);
    });

  /** The requests still under way or streaming: one at most, as a tab holds one stream. */
  live = () => this.requests.filter((r) => !r.over);

  private current(): HeldRequest {
    const [request, ...others] = this.live();
    if (!request || others.length > 0) throw new Error(`expected one request under way, found ${this.live().length}`);
    return request;
  }

  open() {
    const request = this.current();
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (request.body = controller) });
    request.answer(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
    this.write('retry: 2000\n\n: open\n\n');
  }

  refuse(status: number) {
    const request = this.current();
    request.over = true;
    request.answer(new Response(JSON.stringify({ detail: 'Token is invalid or expired' }), { status }));
  }

  write(text: string) {
    this.current().body!.enqueue(new TextEncoder().encode(text));
  }

  /** The stream ends: closed by the server when it is open, a network failure before it answers. */
  end() {
    const request = this.current();
    request.over = true;
    if (request.answered) request.body!.close();
    else request.fail(new TypeError('Failed to fetch'));
  }
}

interface LiveRendered extends Rendered {
  server: FakeEventServer;
  token(): string | null;
  invalidations: () => number;
}

/** A page that follows live changes: it lists the changes it heard, and counts the reloads. */
function FollowingPage() {
  const [heard, setHeard] = useState<LiveEvent[]>([]);
  const [reloads, setReloads] = useState(0);
  useLiveEvent(
    () => true,
    (event) => setHeard((list) => [...list, event]),
  );
  useLiveReload(() => setReloads((n) => n + 1));
  return (
    <>
      <ul aria-label="Changes heard">
        {heard.map((event, i) => (
          <li key={i}>{`${event.kind} ${event.subject} v${event.version}`}</li>
        ))}
      </ul>
      <p>{`Reloads: ${reloads}`}</p>
    </>
  );
}

const started: Actor<any>[] = [];
/** The rendered connection's clock: its timers (the notice's delay, the steady stream) move only when a step says so. */
let clock = new SimulatedClock();
afterEach(() => {
  started.splice(0).forEach((actor) => actor.stop());
});

/**
 * The connection as the shell mounts it, on the real stream actor and the real renewal over a
 * fake server and a fake session whose renewal the test answers; the wait between tries is
 * the test's too.
 */
async function render(): Promise<LiveRendered> {
  const server = new FakeEventServer();
  const harness: ControlledActors = controlledActors(['wait', 'renew'] as const);
  let token: string | null = FIRST_TOKEN;
  const session = {
    token: () => token,
    // Answered by the path's renewal steps, as the auth flow would: its new token becomes the current one.
    renew: () =>
      new Promise<string | null>((resolve, reject) => {
        harness.calls.push({ id: 'renew', input: undefined });
        harness.pending.set('renew', {
          resolve: (renewed) => {
            token = renewed as string | null;
            resolve(token);
          },
          reject,
        });
      }),
  };
  const logic = liveConnectionMachine.provide({ actors: { ...sessionActors(session, server.fetch), wait: harness.actors.wait } });
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const probe = probeActor(LiveConnectionContext);
  clock = new SimulatedClock();
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <LiveProvider logic={logic} options={{ clock }}>
        <probe.Probe />
        <LiveNotice />
      </LiveProvider>
      <FollowingPage />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(server.live()).toHaveLength(1));
  const actor = probe.actor();
  started.push(actor as unknown as Actor<any>);
  return { actor, harness, server, token: () => token, invalidations: () => invalidate.mock.calls.length };
}

const notice = () => screen.getByRole('status');

/** Nothing under way with the server: no stream, which is what a lost connection looks like. */
const noStream = ({ server }: LiveRendered) => expect(server.live()).toEqual([]);

const delayOf = (event: EventObject) => (event.type.startsWith('xstate.after.noticeDelay') ? NOTICE_DELAY_MS : STEADY_MS);

describe('live connection: generated paths on the rendered shell', () => {
  testPathsOnScreen<LiveRendered>({
    model: liveConnectionModel,
    root: liveConnectionMachine.root,
    render,
    advanceTimers: (ms) => clock.increment(ms),
    delayOf,
    // The connection's "gestures" are the network's: the server answers, writes or ends, and the
    // browser says it is offline or online.
    gestures: {
      OPENED: async ({ server }) => server.open(),
      CHANGE: async ({ server }, event: ModelEvent) => {
        const change = event.change as LiveEvent;
        server.write(`id: ${String(event.id)}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`);
        server.changesWritten.push(change);
      },
      RELOAD: async ({ server }) => {
        server.write('event: reload\ndata: {}\n\n');
        server.reloadsWritten += 1;
      },
      EXPIRED: async ({ server }) => {
        server.write('event: expired\ndata: {}\n\n');
        server.end();
      },
      UNAUTHORIZED: async ({ server }) => server.refuse(401),
      ENDED: async ({ server }) => server.end(),
      OFFLINE: async () => void window.dispatchEvent(new Event('offline')),
      ONLINE: async () => void window.dispatchEvent(new Event('online')),
    },
    screens: {
      'connection.streaming.connecting': async (rendered, expected) => {
        const [request] = rendered.server.live();
        expect(rendered.server.live()).toHaveLength(1);
        expect(request!.answered).toBe(false);
        expect(request!.headers.get('Authorization')).toBe(`Bearer ${rendered.token()}`);
        expect(request!.headers.get('Last-Event-ID')).toBe((expected as LiveConnectionSnapshot).context.lastEventId);
      },
      'connection.streaming.open': async ({ server, invalidations }) => {
        expect(server.live()).toHaveLength(1);
        expect(server.live()[0]!.answered).toBe(true);
        // Each change written reached the page, in order, and each reload made every read stale.
        await waitFor(() =>
          expect(screen.queryAllByRole('listitem').map((li) => li.textContent)).toEqual(
            server.changesWritten.map((e) => `${e.kind} ${e.subject} v${e.version}`),
          ),
        );
        await waitFor(() => expect(screen.getByText(`Reloads: ${server.reloadsWritten}`)).toBeInTheDocument());
        expect(invalidations()).toBe(server.reloadsWritten);
      },
      'connection.waiting': async (rendered, expected) => {
        noStream(rendered);
        expect(rendered.harness.calls.at(-1)).toEqual({
          id: 'wait',
          input: { attempt: (expected as LiveConnectionSnapshot).context.attempt },
        });
      },
      'connection.renewing': async (rendered) => {
        noStream(rendered);
        expect(rendered.harness.calls.at(-1)).toEqual({ id: 'renew', input: undefined });
      },
      'connection.offline': async (rendered) => {
        noStream(rendered);
      },
      'connection.stopped': async (rendered) => {
        noStream(rendered);
        expect(rendered.token()).toBeNull();
      },
      'notice.hidden': async () => {
        await waitFor(() => expect(notice()).toBeEmptyDOMElement());
      },
      'notice.due': async () => {
        await waitFor(() => expect(notice()).toBeEmptyDOMElement());
      },
      'notice.shown': async () => {
        await waitFor(() => expect(notice()).toHaveTextContent('Reconnecting…'));
        expect(notice()).toHaveAttribute('aria-live', 'polite');
      },
    },
  });
});
