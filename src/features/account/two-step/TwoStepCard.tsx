import { useId, useState } from 'react';
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { problemOf } from '@/api/errors';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { TWO_STEP_REQUIRED } from '@/features/account/field-messages';
import { NewCodesDialog } from './NewCodesDialog';
import { TurnOffDialog } from './TurnOffDialog';
import { TurnOnDialog } from './TurnOnDialog';
import { twoStepErrors } from './messages';
import { twoStepStatusQuery } from './two-step-queries';

type Dialog = 'turn-on' | 'new-codes' | 'turn-off';

/** The signed-in person's own two-step sign-in: turning it on or off, and new recovery codes. */
export function TwoStepCard() {
  const { i18n } = useLingui();
  const reasonId = useId();
  const format = useFormat();
  const status = useQuery(twoStepStatusQuery);
  // Each dialog mounts afresh when opened, so it starts at its first step.
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const left = status.data?.recovery_codes_left ?? 0;

  return (
    <Card withBorder radius="md" padding="lg" data-testid="two-step-card">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4">
            <Trans>Two-step sign-in</Trans>
          </Title>
          {status.data && (
            <Badge color={status.data.enabled ? 'teal' : 'gray'} variant="light">
              {status.data.enabled ? <Trans>On</Trans> : <Trans>Off</Trans>}
            </Badge>
          )}
        </Group>
        {status.isPending && <Skeleton height={56} />}
        {status.isError && <RetryAlert message={problemOf(status.error, twoStepErrors.load)} onRetry={() => void status.refetch()} />}
        {status.data?.required && (
          <Text size="sm" c="dimmed" id={reasonId}>
            {i18n._(TWO_STEP_REQUIRED)}
          </Text>
        )}
        {status.data && !status.data.enabled && (
          <>
            <Text size="sm">
              <Trans>
                Besides your password, sign in with a code from an authenticator app on your phone, so a stolen password alone does not open
                your account.
              </Trans>
            </Text>
            <Group justify="flex-end">
              <Button onClick={() => setDialog('turn-on')}>
                <Trans>Turn on</Trans>
              </Button>
            </Group>
          </>
        )}
        {status.data?.enabled && (
          <>
            <Stack gap={4}>
              {status.data.enabled_at && (
                <Text size="sm">
                  <Trans>On since {format.date(status.data.enabled_at)}</Trans>
                </Text>
              )}
              <Text size="sm" c={left === 0 ? 'red' : undefined}>
                {plural(left, { one: '# recovery code left', other: '# recovery codes left' })}
              </Text>
            </Stack>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDialog('new-codes')}>
                <Trans>New recovery codes</Trans>
              </Button>
              <Button
                variant="light"
                color="red"
                disabled={status.data.required}
                aria-describedby={status.data.required ? reasonId : undefined}
                onClick={() => setDialog('turn-off')}
              >
                <Trans>Turn off</Trans>
              </Button>
            </Group>
          </>
        )}
      </Stack>
      {dialog === 'turn-on' && <TurnOnDialog onClose={close} />}
      {dialog === 'new-codes' && <NewCodesDialog onClose={close} />}
      {dialog === 'turn-off' && <TurnOffDialog onClose={close} />}
    </Card>
  );
}
