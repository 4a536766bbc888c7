import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/**
 * A name edited where it stands: Enter or leaving the field keeps it, Escape drops it. `onDone`
 * gets the new text, trimmed, or null when nothing changed (or it was emptied).
 */
export function InlineEdit({
  label,
  value,
  maxLength,
  onDone,
}: {
  label: string;
  value: string;
  maxLength: number;
  onDone(next: string | null): void;
}) {
  const [draft, setDraft] = useState(value);
  const keep = () => {
    const next = draft.trim();
    onDone(next && next !== value ? next : null);
  };
  return (
    <TextInput
      size="xs"
      aria-label={label}
      value={draft}
      maxLength={maxLength}
      autoFocus
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={keep}
      onKeyDown={(event) => {
        if (event.key === 'Enter') keep();
        if (event.key === 'Escape') onDone(null);
      }}
      rightSection={<IconCheck size={14} aria-hidden />}
      style={{ flex: 1 }}
    />
  );
}
