import type { ReactNode } from 'react';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconArrowsMove } from '@tabler/icons-react';

/** A "Move to…" button and its menu of places: the single-pointer way to do what a drag does. */
export function MoveMenu({ label, tooltip, children }: { label: string; tooltip: string; children: ReactNode }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={tooltip}>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={label}>
            <IconArrowsMove size={16} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
