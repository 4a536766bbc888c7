import { ActionIcon, Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconArrowDown, IconArrowUp, IconColumns } from '@tabler/icons-react';
import type { DataTableColumnToggle } from 'mantine-datatable';

/**
 * Which columns show and in what order, by checkbox and by buttons (the table's own header drag and
 * right-click menu need a mouse); the table remembers the choice in this browser.
 */
export function ColumnsMenu({
  titles,
  order,
  toggles,
  onOrder,
  onToggles,
  onReset,
}: {
  titles: Record<string, string>;
  order: readonly string[];
  toggles: readonly DataTableColumnToggle[];
  onOrder(order: string[]): void;
  onToggles(toggles: DataTableColumnToggle[]): void;
  onReset(): void;
}) {
  const { t } = useLingui();
  const shown = new Map(toggles.map((toggle) => [toggle.accessor, toggle]));
  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onOrder(next);
  };
  return (
    <Popover position="bottom-end" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          <Trans>Columns</Trans>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} role="group" aria-label={t`Columns`}>
          {order.map((accessor, index) => {
            const toggle = shown.get(accessor);
            const title = titles[accessor] ?? accessor;
            return (
              <Group key={accessor} gap="xs" justify="space-between" wrap="nowrap">
                <Checkbox
                  label={title}
                  checked={toggle?.toggled ?? true}
                  disabled={!toggle?.toggleable}
                  onChange={(event) =>
                    onToggles(
                      toggles.map((entry) => (entry.accessor === accessor ? { ...entry, toggled: event.currentTarget.checked } : entry)),
                    )
                  }
                />
                <Group gap={2} wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={t`Move ${title} earlier`} disabled={index === 0} onClick={() => move(index, -1)}>
                    <IconArrowUp size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t`Move ${title} later`}
                    disabled={index === order.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            );
          })}
          <Text size="xs" c="dimmed">
            <Trans>Remembered in this browser.</Trans>
          </Text>
          <Button variant="subtle" size="xs" onClick={onReset}>
            <Trans>Reset columns</Trans>
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
