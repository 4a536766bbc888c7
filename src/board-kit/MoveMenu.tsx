import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconArrowsMove } from '@tabler/icons-react';

/**
 * A "Move to…" button and its menu of places: the single-pointer way to do what a drag does.
 * Every card has one, and a closed Mantine menu is a dozen components that each step of a drag
 * walks through; so the button stands alone until it is first pressed. The menu mounted then takes
 * the focus to its own button before it opens, so that closing it brings the focus back there.
 */
export function MoveMenu({ label, tooltip, children }: { label: string; tooltip: string; children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!mounted) return;
    target.current?.focus();
    // Opened once the focus is on the new button: the menu gives the focus back to where it was.
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, [mounted]);
  const button = (
    <Tooltip label={tooltip}>
      <ActionIcon
        ref={target}
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={label}
        {...(mounted ? {} : { 'aria-haspopup': 'menu' as const, 'aria-expanded': false, onClick: () => setMounted(true) })}
      >
        <IconArrowsMove size={16} />
      </ActionIcon>
    </Tooltip>
  );
  if (!mounted) return button;
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/** A list an item can be moved into: a column or a phase. */
export interface MoveTarget<K> {
  id: K;
  name: string;
  /** How many items it holds. */
  size: number;
}

/**
 * Every place a drag could take an item, as menu entries: up or down one place in its own list,
 * and the top or the end of every list. `from` is the item's list and `index` its place there
 * (null and -1 when it is not found).
 */
export function MovePlaces<K extends string | number>({
  from,
  index,
  targets,
  onMove,
}: {
  from: K | null;
  index: number;
  targets: MoveTarget<K>[];
  onMove(target: K, at: number): void;
}) {
  const { t } = useLingui();
  const size = targets.find((target) => target.id === from)?.size ?? 0;
  return (
    <>
      {from !== null && index > 0 && <Menu.Item onClick={() => onMove(from, index - 1)}>{t`Up one place`}</Menu.Item>}
      {from !== null && index >= 0 && index < size - 1 && (
        <Menu.Item onClick={() => onMove(from, index + 1)}>{t`Down one place`}</Menu.Item>
      )}
      {targets.map((target) => {
        const name = target.name;
        const here = target.id === from;
        return [
          <Menu.Label key={`label-${target.id}`}>{name}</Menu.Label>,
          <Menu.Item key={`top-${target.id}`} disabled={here && index === 0} onClick={() => onMove(target.id, 0)}>
            {t`To the top of ${name}`}
          </Menu.Item>,
          <Menu.Item
            key={`end-${target.id}`}
            disabled={here && index === target.size - 1}
            // Within its own list the item leaves its place first, so its end is one place less.
            onClick={() => onMove(target.id, here ? target.size - 1 : target.size)}
          >
            {t`To the end of ${name}`}
          </Menu.Item>,
        ];
      })}
    </>
  );
}
