import { Anchor, Button, Group, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { RESEND_COOL_DOWN_SECONDS } from '@/api/contract/account';
import { useCountdown } from './use-countdown';

/**
 * Under a code step (password reset, sign-up): another address, a new code once the cool-down
 * has run (counted down on the button), and the way back to sign in.
 */
export function CodeStepActions({
  coolingDown,
  resending,
  onChangeEmail,
  onResend,
}: {
  coolingDown: boolean;
  resending: boolean;
  onChangeEmail(): void;
  onResend(): void;
}) {
  const secondsLeft = useCountdown(coolingDown, RESEND_COOL_DOWN_SECONDS);
  const countdown = `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}`;
  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Button variant="subtle" size="xs" onClick={onChangeEmail}>
          <Trans>Use another e-mail</Trans>
        </Button>
        <Button variant="subtle" size="xs" disabled={coolingDown} loading={resending} onClick={onResend} data-testid="resend-code">
          {coolingDown ? <Trans>Send a new code in {countdown}</Trans> : <Trans>Send a new code</Trans>}
        </Button>
      </Group>
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          <Trans>Back to sign in</Trans>
        </Anchor>
      </Text>
    </>
  );
}
