import { useEffect, useLayoutEffect, useRef } from 'react';
import type { LiveEvent } from '@/api/contract/live';

type Listener = (event: LiveEvent) => void;

const changeListeners = new Set<Listener>();
const reloadListeners = new Set<() => void>();

/** The stream's connection hands each change it hears to the pages listening. */
export function emitLiveChange(event: LiveEvent): void {
  for (const listener of changeListeners) listener(event);
}

/** The stream could not say what was missed (a long gap): every page reloads what it shows. */
export function emitLiveReload(): void {
  for (const listener of reloadListeners) listener();
}

/**
 * Calls `onEvent` for each change the live stream hears that `matches` (a kind, a project), while
 * the component is mounted. The latest functions are used, so callers need not memoise them.
 */
export function useLiveEvent(matches: (event: LiveEvent) => boolean, onEvent: (event: LiveEvent) => void): void {
  const latest = useRef({ matches, onEvent });
  // Kept current after each render (not during it), before any event can reach the listener.
  useLayoutEffect(() => {
    latest.current = { matches, onEvent };
  });
  useEffect(() => {
    const listener: Listener = (event) => {
      if (latest.current.matches(event)) latest.current.onEvent(event);
    };
    changeListeners.add(listener);
    return () => {
      changeListeners.delete(listener);
    };
  }, []);
}

/** Calls `onReload` when the stream asks every page to reload what it shows (after a gap it cannot replay). */
export function useLiveReload(onReload: () => void): void {
  const latest = useRef(onReload);
  useLayoutEffect(() => {
    latest.current = onReload;
  });
  useEffect(() => {
    const listener = () => latest.current();
    reloadListeners.add(listener);
    return () => {
      reloadListeners.delete(listener);
    };
  }, []);
}
