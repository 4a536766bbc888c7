const INPUTS = ['pointerdown', 'keydown'] as const;

/** Runs `run` once, when the person first clicks, taps or presses a key anywhere on the page. */
export function onFirstInput(run: () => void): void {
  const once = () => {
    for (const input of INPUTS) removeEventListener(input, once, true);
    run();
  };
  for (const input of INPUTS) addEventListener(input, once, { capture: true, passive: true });
}
