import type { ReactNode } from 'react';
import { Paper } from '@mantine/core';

/** One turn of a conversation: ours (the assistant's, the business's) in the primary tint, theirs in grey; `outline` marks it. */
export function SpeechBubble({ ours, outline, children }: { ours: boolean; outline?: string; children: ReactNode }) {
  return (
    <Paper
      px="sm"
      py={6}
      radius="lg"
      maw="85%"
      bg={ours ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
      style={outline ? { outline } : undefined}
    >
      {children}
    </Paper>
  );
}
