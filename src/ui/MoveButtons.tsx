import { ActionIcon, Tooltip } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

export type MoveDirection = 'up' | 'down';

/**
 * One place up or down in an ordered list, named for the row they move. Each button carries
 * `data-move="<moveKey>-up|down"`, so focusMovedRow can bring the keyboard's focus back to it once
 * the row has moved.
 */
export function MoveButtons({
  name,
  moveKey,
  first,
  last,
  onMove,
}: {
  /** What the row is called, for the buttons' names. */
  name: string;
  /** The row's own key, unchanged when it moves. */
  moveKey: string | number;
  first: boolean;
  last: boolean;
  onMove(direction: MoveDirection): void;
}) {
  const { t } = useLingui();
  return (
    <>
      <Tooltip label={t`Move up`}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t`Move ${name} up`}
          data-move={`${moveKey}-up`}
          disabled={first}
          onClick={() => onMove('up')}
        >
          <IconArrowUp size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t`Move down`}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t`Move ${name} down`}
          data-move={`${moveKey}-down`}
          disabled={last}
          onClick={() => onMove('down')}
        >
          <IconArrowDown size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </>
  );
}

/**
 * Puts the keyboard's focus back on a moved row's arrow once the row has moved (moving a row's
 * element takes the focus away), or on its other arrow when it reached an end: a keyboard user
 * moves it again at once.
 */
export function focusMovedRow(moveKey: string | number, direction: MoveDirection): void {
  // A row's name may hold quotes: escaped, as the selector's value.
  const value = (which: MoveDirection) => `${moveKey}-${which}`.replace(/["\\]/g, '\\$&');
  requestAnimationFrame(() => {
    const button = (which: MoveDirection) => document.querySelector<HTMLButtonElement>(`[data-move="${value(which)}"]:not(:disabled)`);
    (button(direction) ?? button(direction === 'up' ? 'down' : 'up'))?.focus();
  });
}
