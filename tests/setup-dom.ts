import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { queryClient } from '@/api/query-client';

afterEach(() => cleanup());

// A timer a screen left running (a Mantine transition's end, set as its component unmounted) must
// not fire once the file's jsdom is gone: its state update then read `window` and failed the whole
// run with "window is not defined". The timers still pending when a file ends are cancelled.
const pendingTimers = new Set<ReturnType<typeof setTimeout>>();
const { setTimeout: startTimer, clearTimeout: stopTimer } = globalThis;
globalThis.setTimeout = ((handler: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
  const timer = startTimer(() => {
    pendingTimers.delete(timer);
    handler(...args);
  }, delay);
  pendingTimers.add(timer);
  return timer;
}) as typeof setTimeout;
globalThis.clearTimeout = ((timer?: ReturnType<typeof setTimeout>) => {
  if (timer !== undefined) pendingTimers.delete(timer);
  stopTimer(timer);
}) as typeof clearTimeout;
afterAll(() => {
  for (const timer of pendingTimers) stopTimer(timer);
  pendingTimers.clear();
});

// The findBy* and waitFor default of one second failed screen tests on a loaded two-core machine
// (a lazy page's chunk, a first render of a big board): they wait up to 10 s, and pass as soon as
// what they wait for is there.
configure({ asyncUtilTimeout: 10_000 });

// A read that fails in a test has failed: the app's cache does not ask again after a pause.
queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });

// Mantine reads these browser APIs, which jsdom lacks.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
  // Nothing scrolls into view in jsdom: infinite lists load more through their button.
  class IntersectionObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;
  window.HTMLElement.prototype.scrollIntoView = vi.fn();
  // Autosizing text areas listen for web fonts loading.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: vi.fn(), removeEventListener: vi.fn(), ready: Promise.resolve() },
    });
  }
}

// Components translate at render; tests read the English source texts.
import { i18n } from '@lingui/core';
i18n.loadAndActivate({ locale: 'en', messages: {} });
