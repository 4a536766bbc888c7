import { useEffect, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { widthToShow } from '@/ui/field-width';

/** Words to look for, typed freely and applied once the typing pauses; its label is its placeholder. */
export function DebouncedSearch({
  label,
  value,
  onChange,
  w,
  size,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  w?: number;
  size?: 'xs' | 'sm';
}) {
  const [draft, setDraft] = useState(value);
  const [settled] = useDebouncedValue(draft, 350);
  useEffect(() => {
    if (settled.trim() !== value) onChange(settled.trim());
  }, [settled, value, onChange]);
  return (
    <TextInput
      size={size}
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={size === 'xs' ? 14 : 16} aria-hidden />}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      w={w === undefined ? undefined : widthToShow([label], w)}
    />
  );
}
