// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type Actor, type EventObject } from 'xstate';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import { testGeneratedPaths } from '@machines/testing/path-suite';
import { NOTICE_DELAY_MS, STEADY_MS, liveConnectionMachine, type LiveConnectionEmitted, type StreamInput } from './live-connection.machine';
import { MODEL_CHANGE, MODEL_RENEWED_TOKEN, liveConnectionModel } from './live-connection.paths';
import { MAX_RETRY_MS, retryDelay } from './retry-delay';

let actor: Actor<typeof liveConnectionMachine> | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  actor?.stop();
  actor = undefined;
  vi.useRealTimers();
});

/** The streams the machine opened, each with what it asked for and whether it is still open. */
interface OpenedStream {
  input: StreamInput;
  open: boolean;
}

/**
 * The machine with its calls answered by the test. The stream's events are sent to the machine as
 * the real stream sends them back; the fake only records each stream's input and its closing.
 */
function start() {
  const harness = controlledActors(['renew', 'wait'] as const);
  const streams: OpenedStream[] = [];
  const stream = fromCallback<EventObject, StreamInput>(({ input }) => {
    const opened = { input, open: true };
    streams.push(opened);
    return () => {
      opened.open = false;
    };
  });
  const emitted: LiveConnectionEmitted[] = [];
  actor = createActor(liveConnectionMachine.provide({ actors: { ...harness.actors, stream } })).start();
  actor.on('*', (event) => emitted.push(event));
  return { harness, streams, emitted };
}

const connection = () => (actor!.getSnapshot().value as { connection: unknown }).connection;
const notice = () => (actor!.getSnapshot().value as { notice: unknown }).notice;
const waits = (harness: ReturnType<typeof start>['harness']) => harness.calls.filter((c) => c.id === 'wait').map((c) => c.input);

const delayOf = (event: EventObject) => (event.type.startsWith('xstate.after.noticeDelay') ? NOTICE_DELAY_MS : STEADY_MS);

describe('live connection machine: generated paths', () => {
  testGeneratedPaths({
    root: liveConnectionMachine.root,
    model: liveConnectionModel,
    start: () => ({ harness: start().harness, actor: actor! }),
    advanceTimers: (ms) => vi.advanceTimersByTime(ms),
    delayOf,
  });
});

describe('live connection machine: behaviour', () => {
  it('passes each change and each reload on, and asks the next stream for what came after the last change', async () => {
    const { harness, streams, emitted } = start();
    expect(streams).toEqual([{ input: { lastEventId: null }, open: true }]);
    actor!.send({ type: 'OPENED' });
    actor!.send({ type: 'CHANGE', id: '7', change: MODEL_CHANGE });
    actor!.send({ type: 'CHANGE', id: '9', change: { ...MODEL_CHANGE, kind: 'project' } });
    actor!.send({ type: 'RELOAD' });
    expect(emitted).toEqual([
      { type: 'change', change: MODEL_CHANGE },
      { type: 'change', change: { ...MODEL_CHANGE, kind: 'project' } },
      { type: 'reload' },
    ]);
    actor!.send({ type: 'ENDED' });
    expect(streams[0]!.open).toBe(false);
    harness.settle('wait', (d) => d.resolve(undefined));
    await flush();
    expect(streams[1]).toEqual({ input: { lastEventId: '9' }, open: true });

    // A reload names the newest event: the next stream starts from there, not from the gap again.
    actor!.send({ type: 'OPENED' });
    actor!.send({ type: 'RELOAD', id: '30' });
    actor!.send({ type: 'ENDED' });
    harness.settle('wait', (d) => d.resolve(undefined));
    await flush();
    expect(streams[2]).toEqual({ input: { lastEventId: '30' }, open: true });
  });

  it('waits longer after each failed try, and from the shortest again once a stream stayed open', async () => {
    const { harness } = start();
    for (let i = 0; i < 3; i++) {
      actor!.send({ type: 'ENDED' });
      harness.settle('wait', (d) => d.resolve(undefined));
      await flush();
    }
    expect(waits(harness)).toEqual([{ attempt: 1 }, { attempt: 2 }, { attempt: 3 }]);
    // Open, then lost before it proved steady: the failures go on counting.
    actor!.send({ type: 'OPENED' });
    vi.advanceTimersByTime(STEADY_MS - 1);
    actor!.send({ type: 'ENDED' });
    harness.settle('wait', (d) => d.resolve(undefined));
    await flush();
    actor!.send({ type: 'OPENED' });
    vi.advanceTimersByTime(STEADY_MS);
    actor!.send({ type: 'ENDED' });
    expect(waits(harness)).toEqual([{ attempt: 1 }, { attempt: 2 }, { attempt: 3 }, { attempt: 4 }, { attempt: 1 }]);
  });

  it('renews an expired token and reconnects; a refusal right after a renewal waits instead of renewing again', async () => {
    const { harness, streams } = start();
    actor!.send({ type: 'OPENED' });
    actor!.send({ type: 'EXPIRED' });
    expect(connection()).toBe('renewing');
    expect(streams[0]!.open).toBe(false);
    harness.settle('renew', (d) => d.resolve(MODEL_RENEWED_TOKEN));
    await flush();
    expect(streams).toHaveLength(2);
    actor!.send({ type: 'UNAUTHORIZED' });
    expect(connection()).toBe('waiting');
    expect(harness.calls.filter((c) => c.id === 'renew')).toHaveLength(1);
    harness.settle('wait', (d) => d.resolve(undefined));
    await flush();
    actor!.send({ type: 'UNAUTHORIZED' });
    expect(connection()).toBe('renewing');
  });

  it('stops when the session has ended, and says nothing of reconnecting', async () => {
    const { harness, streams } = start();
    actor!.send({ type: 'UNAUTHORIZED' });
    harness.settle('renew', (d) => d.resolve(null));
    await flush();
    expect(connection()).toBe('stopped');
    expect(streams.filter((s) => s.open)).toEqual([]);
    vi.advanceTimersByTime(MAX_RETRY_MS);
    expect(notice()).toBe('hidden');
    expect(harness.pending.size).toBe(0);
  });

  it('waits for the network while offline, then tries at once with the shortest wait after', async () => {
    const { harness, streams } = start();
    actor!.send({ type: 'ENDED' });
    actor!.send({ type: 'OFFLINE' });
    expect(connection()).toBe('offline');
    expect(streams.filter((s) => s.open)).toEqual([]);
    actor!.send({ type: 'ONLINE' });
    expect(streams.at(-1)!.open).toBe(true);
    actor!.send({ type: 'ENDED' });
    expect(waits(harness).at(-1)).toEqual({ attempt: 1 });
  });

  it('says "Reconnecting…" only once the stream has been away for the delay, whatever the steps in between', async () => {
    const { harness } = start();
    actor!.send({ type: 'OPENED' });
    actor!.send({ type: 'EXPIRED' });
    vi.advanceTimersByTime(NOTICE_DELAY_MS - 1);
    harness.settle('renew', (d) => d.resolve(MODEL_RENEWED_TOKEN));
    await flush();
    actor!.send({ type: 'OPENED' });
    expect(notice()).toBe('hidden');
    // Lost again: the delay counts from this loss, across the wait and the next try.
    actor!.send({ type: 'ENDED' });
    vi.advanceTimersByTime(NOTICE_DELAY_MS / 2);
    harness.settle('wait', (d) => d.resolve(undefined));
    await flush();
    expect(notice()).toBe('due');
    vi.advanceTimersByTime(NOTICE_DELAY_MS / 2);
    expect(notice()).toBe('shown');
    actor!.send({ type: 'OPENED' });
    expect(notice()).toBe('hidden');
  });
});

describe('retry delay', () => {
  it('doubles from one second up to thirty, less a random part of up to half', () => {
    const longest = [1, 2, 3, 4, 5, 6, 7, 20].map((attempt) => retryDelay(attempt, () => 1));
    expect(longest).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect([1, 6].map((attempt) => retryDelay(attempt, () => 0))).toEqual([500, 15_000]);
  });
});
