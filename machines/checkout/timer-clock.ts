import type { ActorOptions, AnyActorLogic, EventObject } from 'xstate';
import { POLL_INTERVAL_MS, WAIT_LIMIT_MS } from './checkout.machine';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/**
 * A clock for replaying the checkout's paths: a path's timer step is one timer running out, the
 * poll's second or the minute's wait, whichever it names. Moving a clock forward by a minute would
 * run out every second's poll on the way, which the model takes as steps of their own.
 */
export function timerClock() {
  const timers = new Map<number, { fn: () => void; delay: number }>();
  let next = 0;
  const clock: Clock = {
    setTimeout(fn: (...args: unknown[]) => void, delay: number) {
      next += 1;
      timers.set(next, { fn, delay });
      return next;
    },
    clearTimeout(id: unknown) {
      timers.delete(id as number);
    },
  };
  /** Runs out the pending timer of this delay. */
  const runOut = (delay: number) => {
    const found = [...timers].find(([, timer]) => timer.delay === delay);
    if (!found) throw new Error(`no pending timer of ${delay} ms`);
    timers.delete(found[0]);
    found[1].fn();
  };
  return { clock, runOut, pending: () => [...timers.values()].map((t) => t.delay) };
}

/** A timer step's delay: the poll's second, or the minute's wait. */
export const timerDelayOf = (event: EventObject) => (event.type.includes('.pollInterval.') ? POLL_INTERVAL_MS : WAIT_LIMIT_MS);
