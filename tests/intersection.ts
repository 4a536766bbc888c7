import { afterEach, beforeEach } from 'vitest';

/**
 * Replaces the page's IntersectionObserver, for the tests of one file, with one the test tells
 * when the observed elements come near the screen (jsdom lays nothing out, so nothing ever does).
 */
export function toldIntersections(): { comeIntoView(): void } {
  let seen: (() => void)[] = [];
  const original = window.IntersectionObserver;
  beforeEach(() => {
    seen = [];
    class ToldObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        seen.push(() =>
          this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
        );
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    window.IntersectionObserver = ToldObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = original;
  });
  return { comeIntoView: () => seen.forEach((tell) => tell()) };
}
