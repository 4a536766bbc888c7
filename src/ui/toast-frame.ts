import { useSyncExternalStore } from 'react';

// Whether a toast has been raised, in a module of its own: the first load imports it, and must not
// import the toasts' code with it.
let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the toasts' frame; the first call loads it, later ones do nothing. */
export function wantToastFrame(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True from the first toast on. */
export const useToastFrameWanted = (): boolean => useSyncExternalStore(subscribe, () => wanted);
