import { Alert, Button, Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '@/api/errors';
import { defaultErrors } from '@/api/messages';

/** A user that could not be loaded for editing: the reason, and a way to try again. */
export function UserLoadError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" maw={720}>
      <Stack gap="xs" align="flex-start">
        {errorMessage(error, defaultErrors.userLoad)}
        <Button size="xs" variant="light" color="red" onClick={() => void router.invalidate()}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
