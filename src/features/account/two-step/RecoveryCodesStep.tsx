import { Button, Group, Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { RecoveryCodesList } from '@/features/auth';

/** The last step of turning two-step sign-in on, or of new codes: the codes, shown this once. */
export function RecoveryCodesStep({ codes, onDone }: { codes: readonly string[]; onDone(): void }) {
  return (
    <Stack>
      <RecoveryCodesList codes={codes} />
      <Group justify="flex-end">
        <Button onClick={onDone} data-autofocus>
          <Trans context="closing a dialog">Done</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
