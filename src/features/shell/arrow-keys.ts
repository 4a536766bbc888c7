import type { KeyboardEvent } from 'react';

/** Whether an element can take focus now: not inside something hidden (a closed group). */
function isShown(element: HTMLElement, container: HTMLElement): boolean {
  for (let el: HTMLElement | null = element; el && el !== container; el = el.parentElement) {
    if (el.hidden || el.getAttribute('aria-hidden') === 'true' || getComputedStyle(el).display === 'none') return false;
  }
  return true;
}

/** Up/Down (and Home/End) move focus between the links and buttons of a menu. */
export function moveFocusWithArrows(event: KeyboardEvent<HTMLElement>): void {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const container = event.currentTarget;
  const items = [...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter((el) => isShown(el, container));
  if (items.length === 0) return;
  event.preventDefault();
  const current = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? current >= last
            ? 0
            : current + 1
          : current <= 0
            ? last
            : current - 1;
  items[next]?.focus();
}
