import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';

/** A one-line field that adds what is typed when Enter is pressed, then empties for the next. */
export function QuickAdd({
  label,
  placeholder,
  maxLength,
  onAdd,
}: {
  label: string;
  placeholder: string;
  maxLength: number;
  onAdd(title: string): void;
}) {
  const { t } = useLingui();
  const [value, setValue] = useState('');
  return (
    <TextInput
      size="xs"
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconPlus size={14} />}
      value={value}
      maxLength={maxLength}
      onChange={(event) => setValue(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
        event.preventDefault();
        const title = value.trim();
        if (title) onAdd(title);
        setValue('');
      }}
      description={value.trim() ? t`Press Enter to add` : undefined}
    />
  );
}
