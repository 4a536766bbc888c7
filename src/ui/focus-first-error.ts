/**
 * Moves focus to the first field the form marks invalid, in the order they are on the page, once
 * the marks are drawn: after a refused submit, the reader lands on what to fix. Mantine forms take
 * it as `form.onSubmit(handler, focusFirstError)`.
 */
export function focusFirstError(): void {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input')?.focus());
}
