import { fromPromise, type AnyActorRef, type EventObject } from 'xstate';

type Deferred = { resolve(value: unknown): void; reject(error: unknown): void };

/**
 * Promise actors the test answers by hand, one pending call per actor id: a path step
 * "xstate.done.actor.X" resolves X's call, "xstate.error.actor.X" rejects it.
 */
export function controlledActors<Id extends string>(ids: readonly Id[]) {
  const pending = new Map<string, Deferred>();
  const calls: { id: Id; input: unknown }[] = [];
  const actors = Object.fromEntries(
    ids.map((id) => [
      id,
      fromPromise<any, any>(({ input }) => {
        calls.push({ id, input });
        return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
      }),
    ]),
  ) as Record<Id, ReturnType<typeof fromPromise<any, any>>>;
  const settle = (id: string, outcome: (d: Deferred) => void) => {
    const deferred = pending.get(id);
    if (!deferred) throw new Error(`no pending ${id} call to answer`);
    pending.delete(id);
    outcome(deferred);
  };
  return { actors, pending, calls, settle };
}

export type ControlledActors = ReturnType<typeof controlledActors>;

/** Lets settled promises reach the actor; the real setImmediate is left unfaked for this. */
export const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Replays one generated step on a real actor: actor outcomes settle the pending call, timer
 * events advance the fake clock by `delayOf(event)`, anything else is sent as it is.
 */
export async function replayStep(
  harness: ControlledActors,
  actor: AnyActorRef,
  event: EventObject & Record<string, unknown>,
  advanceTimers: (ms: number) => void = () => {
    throw new Error('this machine has no timers');
  },
  delayOf: (event: EventObject) => number = () => 0,
): Promise<void> {
  const outcome = event.type.match(/^xstate\.(done|error)\.actor\.(\w+)$/);
  if (outcome) {
    const [, kind, id] = outcome;
    harness.settle(id!, (d) => (kind === 'done' ? d.resolve(event.output) : d.reject(event.error)));
  } else if (event.type.startsWith('xstate.after.')) {
    advanceTimers(delayOf(event));
  } else {
    actor.send(event);
  }
  await flush();
}

interface StateNodeLike {
  states: Record<string, unknown>;
  path: string[];
  always?: { guard?: unknown }[];
}

/**
 * Every atomic state of a machine a snapshot can rest in, by dotted path, for "every state
 * reached" checks. A transient state (one that always goes on at once) is passed through, never
 * rested in, so it is left out; one whose eventless transitions are all guarded can rest.
 */
export function atomicStatePaths(root: StateNodeLike): string[] {
  const children = Object.values(root.states) as StateNodeLike[];
  if (children.length === 0) return root.always?.some((transition) => !transition.guard) ? [] : [root.path.join('.')];
  return children.flatMap(atomicStatePaths);
}

/** The atomic states a snapshot value is in, by dotted path. */
export function activeAtomicPaths(value: unknown, prefix: string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => activeAtomicPaths(child, [...prefix, key]));
}
