import { Group, SegmentedControl } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** The switch between views of one list (table, cards…), each with its icon and name. */
export function ViewSwitch<V extends string>({
  label,
  value,
  views,
  onChange,
}: {
  label: string;
  value: V;
  views: { value: V; icon: Icon; label: string }[];
  onChange(value: V): void;
}) {
  return (
    <SegmentedControl
      aria-label={label}
      value={value}
      onChange={(next) => onChange(next as V)}
      data={views.map(({ value: view, icon: ViewIcon, label: name }) => ({
        value: view,
        label: (
          <Group gap={6} wrap="nowrap">
            <ViewIcon size={16} aria-hidden />
            {name}
          </Group>
        ),
      }))}
    />
  );
}
