import { Alert, Button, Stack, Text, type AlertProps } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconAlertCircle } from '@tabler/icons-react';

/** A failed load said in words, with "Try again". */
export function RetryAlert({ message, onRetry, ...props }: { message: string; onRetry(): void } & Omit<AlertProps, 'children'>) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" {...props}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
