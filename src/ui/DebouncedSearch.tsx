import { useEffect, useRef, useState } from 'react';
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
  // The words last sent, or last given from outside: only a change of the typed words is sent.
  const sent = useRef(value);
  useEffect(() => {
    // Changed from outside (cleared with the other filters, or Back): the field shows it, and
    // the words typed before are not sent again over it.
    if (value !== sent.current) {
      sent.current = value;
      setDraft(value);
    }
  }, [value]);
  // Called as given at the time, without the effect running again for a new function each render.
  const onChangeNow = useRef(onChange);
  useEffect(() => {
    onChangeNow.current = onChange;
  });
  useEffect(() => {
    const words = settled.trim();
    if (words !== sent.current) {
      sent.current = words;
      onChangeNow.current(words);
    }
  }, [settled]);
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
