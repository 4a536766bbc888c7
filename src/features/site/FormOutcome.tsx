import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What became of a sent form: thanks, or why it was not sent. Announced to screen readers as it appears. */
export function FormOutcome({ sent, problem, children }: { sent: boolean; problem: string | null; children: ReactNode }) {
  if (sent)
    return (
      <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
        {children}
      </Alert>
    );
  if (problem)
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {problem}
      </Alert>
    );
  return null;
}
