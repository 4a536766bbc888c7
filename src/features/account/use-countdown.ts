import { useEffect, useState } from 'react';

/** Seconds left of a count-down that starts each time `running` turns true; 0 when not running. */
export function useCountdown(running: boolean, seconds: number): number {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!running) return;
    const ends = Date.now() + seconds * 1000;
    const tick = () => setLeft(Math.max(0, Math.ceil((ends - Date.now()) / 1000)));
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 250);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [running, seconds]);
  // Before its first tick a count-down that just started shows its whole length, not the last one's end.
  return running ? left || seconds : 0;
}
