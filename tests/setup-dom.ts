import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { queryClient } from '@/api/query-client';

afterEach(() => cleanup());

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
