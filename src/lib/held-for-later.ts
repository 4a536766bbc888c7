/**
 * One value started ahead of the code that uses it (a request made while that code still
 * downloads), held until the code takes it: handed out once, and not at all once older than
 * `freshMs`.
 */
export function heldForLater<T>({ freshMs = Infinity }: { freshMs?: number } = {}) {
  let held: { at: number; value: T } | undefined;
  const holds = () => held !== undefined && performance.now() - held.at < freshMs;
  return {
    /** Whether a value is held and still fresh. */
    holds,
    hold(value: T): void {
      held = { at: performance.now(), value };
    },
    /** The value held, if still fresh; either way, nothing is held afterwards. */
    take(): T | undefined {
      const value = holds() ? held!.value : undefined;
      held = undefined;
      return value;
    },
  };
}
