import { Alert, Button, Stack, Text, type AlertProps } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconAlertCircle } from '@tabler/icons-react';
import type { Problem } from '@/api/problem';
import { useSayProblem } from '@/i18n/use-say-problem';

/** A failed load's problem said in the reader's language (it follows a language switch), with "Try again". */
export function RetryAlert({ message, onRetry, ...props }: { message: Problem; onRetry(): void } & Omit<AlertProps, 'children'>) {
  const sayProblem = useSayProblem();
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" {...props}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{sayProblem(message)}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
