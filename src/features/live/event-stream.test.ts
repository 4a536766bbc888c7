// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, type Actor, type AnyEventObject } from 'xstate';
import { flush } from '@machines/testing/controlled-actors';
import { SILENCE_LIMIT_MS, eventStream, type StreamSource } from './event-stream';

let actor: Actor<any> | undefined;
afterEach(() => {
  actor?.stop();
  actor = undefined;
  vi.useRealTimers();
});

/** A server answering one request with a stream the test writes to; it records what it was asked. */
function fakeServer(status = 200) {
  let body!: ReadableStreamDefaultController<Uint8Array>;
  const asked: { url: string; headers: Headers; signal: AbortSignal }[] = [];
  const fetch: typeof globalThis.fetch = async (url, init) => {
    asked.push({ url: String(url), headers: new Headers(init?.headers), signal: init!.signal! });
    const stream = new ReadableStream<Uint8Array>({ start: (controller) => void (body = controller) });
    return new Response(status === 200 ? stream : '{}', { status });
  };
  return { fetch, asked, write: (text: string) => body.enqueue(new TextEncoder().encode(text)) };
}

/** Runs the stream under a parent that keeps the type of each event the stream sends back. */
function run(source: Partial<StreamSource> & Pick<StreamSource, 'fetch'>, lastEventId: string | null = null) {
  const parent = setup({
    types: { context: {} as { heard: AnyEventObject[] } },
    actors: { stream: eventStream({ url: 'http://api.test/api/v1/events/', token: () => 'token-1', ...source }) },
  }).createMachine({
    context: { heard: [] },
    invoke: { src: 'stream', input: { lastEventId } },
    on: { '*': { actions: assign({ heard: ({ context, event }) => [...context.heard, event] }) } },
  });
  actor?.stop();
  const started = createActor(parent).start();
  actor = started;
  return () => started.getSnapshot().context.heard;
}

describe('the stream actor', () => {
  it('asks with the token and the last event id, and tells the opening, each change and a reload', async () => {
    const server = fakeServer();
    const heard = run({ fetch: server.fetch }, '40');
    await flush();
    expect(server.asked[0]!.url).toBe('http://api.test/api/v1/events/');
    expect(Object.fromEntries(server.asked[0]!.headers)).toEqual({
      accept: 'text/event-stream',
      authorization: 'Bearer token-1',
      'last-event-id': '40',
    });
    server.write('retry: 2000\n\n: open\n\nid: 41\nevent: change\ndata: {"kind":"todo","subject":3,"scope":null,"version":null}\n\n');
    server.write('id: 57\nevent: reload\ndata: {}\n\n');
    await flush();
    expect(heard()).toEqual([
      { type: 'OPENED' },
      { type: 'CHANGE', id: '41', change: { kind: 'todo', subject: 3, scope: null, version: null } },
      { type: 'RELOAD', id: '57' },
    ]);
  });

  it('passes over a change it cannot read: a kind it does not know, or data that is not JSON', async () => {
    const server = fakeServer();
    const heard = run({ fetch: server.fetch });
    await flush();
    server.write('id: 1\nevent: change\ndata: {"kind":"invoice","subject":3,"scope":null,"version":null}\n\n');
    server.write('id: 2\nevent: change\ndata: {not json\n\n');
    server.write('id: 3\nevent: change\ndata: {"kind":"users","subject":5,"scope":null,"version":null}\n\n');
    await flush();
    expect(heard()).toEqual([
      { type: 'OPENED' },
      { type: 'CHANGE', id: '3', change: { kind: 'users', subject: 5, scope: null, version: null } },
    ]);
  });

  it('tells an expiry and closes the request, with nothing after it', async () => {
    const server = fakeServer();
    const heard = run({ fetch: server.fetch });
    await flush();
    server.write('event: expired\ndata: {}\n\n');
    await flush();
    expect(heard().map((e) => e.type)).toEqual(['OPENED', 'EXPIRED']);
    expect(server.asked[0]!.signal.aborted).toBe(true);
  });

  it('tells a refused token, without asking when there is none, and any other answer as the end', async () => {
    const refused = fakeServer(401);
    const heardRefused = run({ fetch: refused.fetch });
    await flush();
    expect(heardRefused()).toEqual([{ type: 'UNAUTHORIZED' }]);
    const none = fakeServer();
    const heardNone = run({ fetch: none.fetch, token: () => null });
    await flush();
    expect(heardNone()).toEqual([{ type: 'UNAUTHORIZED' }]);
    expect(none.asked).toEqual([]);
    const unavailable = fakeServer(503);
    const heardUnavailable = run({ fetch: unavailable.fetch });
    await flush();
    expect(heardUnavailable()).toEqual([{ type: 'ENDED' }]);
  });

  it('gives up on a stream silent for longer than the heartbeats allow', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = fakeServer();
    const heard = run({ fetch: server.fetch });
    await flush();
    vi.advanceTimersByTime(SILENCE_LIMIT_MS - 1);
    server.write(': still here\n\n');
    await flush();
    vi.advanceTimersByTime(SILENCE_LIMIT_MS - 1);
    expect(heard().map((e) => e.type)).toEqual(['OPENED']);
    vi.advanceTimersByTime(1);
    await flush();
    expect(heard().map((e) => e.type)).toEqual(['OPENED', 'ENDED']);
    expect(server.asked[0]!.signal.aborted).toBe(true);
  });

  it('closes the request when the connection stops it, and tells nothing more', async () => {
    const server = fakeServer();
    const heard = run({ fetch: server.fetch });
    await flush();
    actor!.stop();
    expect(server.asked[0]!.signal.aborted).toBe(true);
    expect(heard().map((e) => e.type)).toEqual(['OPENED']);
  });
});
