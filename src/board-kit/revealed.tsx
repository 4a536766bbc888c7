import { useCallback, useState } from 'react';
import { Button } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ComesIntoView } from '@/ui/ComesIntoView';
import { REVEAL_STEP } from './reveal-step';

/** A button to show fewer than this many more costs the reader more than drawing them does. */
const SLACK = 5;

/** How many items each of several long lists (keyed by id) draws, and a way to draw more of one. */
export function useRevealed() {
  const [limits, setLimits] = useState<Record<string, number>>({});
  const shownOf = useCallback(
    (key: string | number, total: number) => {
      const limit = limits[key] ?? REVEAL_STEP;
      return total - limit < SLACK ? total : limit;
    },
    [limits],
  );
  const more = useCallback((key: string | number) => setLimits((now) => ({ ...now, [key]: (now[key] ?? REVEAL_STEP) + REVEAL_STEP })), []);
  return { shownOf, more };
}

/**
 * The end of a list that draws only part of its items: the next ones come when it scrolls into
 * view, or when the button is pressed (the keyboard's way, and a visible count of what is left).
 */
export function ShowMore({
  listKey,
  shown,
  total,
  onMore,
}: {
  listKey: string | number;
  shown: number;
  total: number;
  onMore(key: string | number): void;
}) {
  const { t } = useLingui();
  const more = useCallback(() => onMore(listKey), [onMore, listKey]);
  const hidden = total - shown;
  if (hidden <= 0) return null;
  return (
    <>
      <ComesIntoView key={shown} onVisible={more} />
      <Button variant="subtle" size="xs" onClick={more}>
        {t`Show ${hidden} more`}
      </Button>
    </>
  );
}
