import type { MessageDescriptor } from '@lingui/core';
import { problemOf, type Problem } from '@/api/problem';

/** A failure said once: the toast shows it, a new one replaces it. */
export interface Notice {
  id: number;
  message: Problem;
}

/** The part of a screen's context its save queue keeps. */
export interface SaveQueueContext<Op, State> {
  /** The state as the server last confirmed it. */
  confirmed: State | null;
  /** Changes shown but not yet saved, in order; the first is being saved. */
  pending: Op[];
  /** Ids for things made on screen before the server names them: negative, never a server's. */
  nextTempId: number;
  notice: Notice | null;
}

/** What the save actor is given: the change, and the state the server has confirmed so far. */
export interface SaveInput<Op, State> {
  op: Op;
  confirmed: State;
}

/** What one screen's changes mean: the queue itself knows nothing of boards or cards. */
export interface SaveQueueRules<Op, State, Result, Ctx> {
  /** The change as the screen shows it at once. */
  apply(state: State, op: Op, context: Ctx): State;
  /** The confirmed state once the server took the change, with the server's answer in place of the guess. */
  commit(confirmed: State, op: Op, result: Result, context: Ctx): State;
  /** The temporary id the change gave what it made, and the id the server then gave it. */
  createdIds(op: Op, result: Result): readonly [temp: number, id: number] | undefined;
  /** A waiting change that names the temporary id `from` names the server's `to` instead. */
  renameIds(op: Op, from: number, to: number): Op;
  /** What a failed save says when the server gives no detail. */
  failureMessage(op: Op): MessageDescriptor;
  /**
   * Whether a waiting change needs what the failed one would have made, and so goes with it.
   * Left out, every waiting change stays (one on something never made then changes nothing).
   */
  needs?(waiting: Op, failed: Op): boolean;
  /** What else the context keeps of a saved change, besides the confirmed state. */
  remember?(context: Ctx, op: Op, result: Result): Partial<Ctx>;
}

/** The next notice: a new id, so that the same words said again show again. */
export const nextNotice = (context: { notice: Notice | null }, message: Problem): Notice => ({
  id: (context.notice?.id ?? 0) + 1,
  message,
});

const hasId = (value: unknown): value is { id: unknown } => typeof value === 'object' && value !== null && 'id' in value;

/**
 * `fresh`, with every part equal to the same part of `old` (things in a list matched by their id,
 * where they have one) replaced by old's own object. The screen draws again only what changed: a
 * board read again after someone else's change keeps its other cards as they were.
 */
function keepUnchanged<T>(old: unknown, fresh: T): T {
  if (old === fresh || typeof old !== 'object' || typeof fresh !== 'object' || old === null || fresh === null) return fresh;
  if (Array.isArray(fresh) !== Array.isArray(old)) return fresh;
  if (Array.isArray(fresh)) {
    const before = old as unknown[];
    const byId = new Map(before.filter(hasId).map((item) => [item.id, item]));
    const kept = fresh.map((item, i) => keepUnchanged(hasId(item) ? byId.get(item.id) : before[i], item));
    return (kept.length === before.length && kept.every((item, i) => item === before[i]) ? before : kept) as T;
  }
  const before = old as Record<string, unknown>;
  const entries = Object.entries(fresh).map(([key, value]) => [key, keepUnchanged(before[key], value)] as const);
  const same = entries.length === Object.keys(before).length && entries.every(([key, value]) => value === before[key]);
  return (same ? before : Object.fromEntries(entries)) as T;
}

/**
 * An optimistic save queue: every change shows at once, on top of what the server confirmed, and
 * is saved in turn; a saved one is folded into the confirmed state, a failed one is dropped and
 * said. The functions give the context's new fields, for the machine's `assign`.
 */
export function saveQueue<Op, State, Result, Ctx extends SaveQueueContext<Op, State>>(rules: SaveQueueRules<Op, State, Result, Ctx>) {
  // One per context: every part of the screen that reads the shown state shares it, instead of
  // each replaying the pending changes again.
  const shownOfContext = new WeakMap<Ctx, State | null>();
  // The queue's fields are the context's own (Ctx extends SaveQueueContext), which TypeScript cannot
  // see through a type parameter.
  const fields = (changed: Partial<SaveQueueContext<Op, State>>) => changed as Partial<Ctx>;

  return {
    /** What the screen shows: the confirmed state with every change still waiting applied, in order. */
    shown(context: Ctx): State | null {
      if (!shownOfContext.has(context)) {
        const pending: Op[] = context.pending;
        const apply = (state: State) => pending.reduce<State>((shown, op) => rules.apply(shown, op, context), state);
        shownOfContext.set(context, context.confirmed === null ? null : apply(context.confirmed));
      }
      return shownOfContext.get(context)!;
    },

    /** The change goes to the end of the queue. */
    enqueue: (context: Ctx, op: Op): Partial<Ctx> => fields({ pending: [...context.pending, op] }),

    /** The change, which gave what it makes the id `context.nextTempId`, goes to the end of the queue; the next takes a new one. */
    enqueueWithTempId: (context: Ctx, op: Op): Partial<Ctx> =>
      fields({ pending: [...context.pending, op], nextTempId: context.nextTempId - 1 }),

    /** What the save actor is given for the first change waiting. */
    saveInput: (context: Ctx): SaveInput<Op, State> => ({ op: context.pending[0]!, confirmed: context.confirmed! }),

    /** The first change is saved: folded into the confirmed state, and the changes waiting on what it made name the server's id. */
    saved(context: Ctx, result: Result): Partial<Ctx> {
      const [op, ...rest]: Op[] = context.pending;
      const ids = rules.createdIds(op!, result);
      return {
        ...fields({
          confirmed: rules.commit(context.confirmed!, op!, result, context),
          pending: ids ? rest.map((next) => rules.renameIds(next, ids[0], ids[1])) : rest,
        }),
        ...rules.remember?.(context, op!, result),
      };
    },

    /**
     * The server's state, read again (someone else changed it): it becomes the confirmed state, and
     * the changes still waiting show on top of it, as before. What did not change keeps its objects.
     */
    refreshed: (context: Ctx, fresh: State): Partial<Ctx> => fields({ confirmed: keepUnchanged(context.confirmed, fresh) }),

    /** The first change failed: it is taken back (with the changes that need it), and the notice says why. */
    failed(context: Ctx, error: unknown): Partial<Ctx> {
      const [op, ...rest]: Op[] = context.pending;
      const { needs } = rules;
      return fields({
        notice: nextNotice(context, problemOf(error, rules.failureMessage(op!))),
        pending: needs ? rest.filter((next) => !needs(next, op!)) : rest,
      });
    },
  };
}

export type SaveQueue<Op, State, Result, Ctx extends SaveQueueContext<Op, State>> = ReturnType<typeof saveQueue<Op, State, Result, Ctx>>;
