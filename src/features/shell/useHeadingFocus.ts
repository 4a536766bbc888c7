import { useEffect, useRef } from 'react';

/** How long a page may take to draw its heading (lazy chunk, first data) before focus is left where it is. */
const WAIT_MS = 3000;
/** A heading still the same after this long belongs to the new page too (both pages draw the same one). */
const SAME_HEADING_MS = 1000;

/**
 * On arrival (after sign-in, or a link to another page), focus moves to the page's main heading,
 * so a screen reader announces where the reader is and Tab starts from the page, not from the
 * menu. Focus the reader or the page put elsewhere (a field, a dialog) is left alone.
 */
export function useHeadingFocus(pathname: string, mainId: string): void {
  // Once per arrival: a page redrawn at the same address keeps the focus where the reader took it.
  const arrivedAt = useRef<string | null>(null);
  useEffect(() => {
    if (arrivedAt.current === pathname) return;
    const firstArrival = arrivedAt.current === null;
    arrivedAt.current = pathname;
    const started = performance.now();
    // While the next page loads, the one being left still shows its heading: that one is not the goal.
    const leaving = firstArrival ? null : document.getElementById(mainId)?.querySelector('h1');
    let frame = 0;
    const tryFocus = () => {
      const main = document.getElementById(mainId);
      const heading = main?.querySelector<HTMLElement>('h1');
      const waited = performance.now() - started;
      const active = document.activeElement;
      // Focus left on the menu link just followed, or nowhere, moves; focus the reader put in a field or a dialog stays.
      const movable =
        !active || active === document.body || active === main || active === leaving || active.closest('header, nav') !== null;
      if (!movable) return;
      if (heading && (heading !== leaving || waited > SAME_HEADING_MS)) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        return;
      }
      if (waited < WAIT_MS) frame = requestAnimationFrame(tryFocus);
    };
    frame = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(frame);
  }, [pathname, mainId]);
}
