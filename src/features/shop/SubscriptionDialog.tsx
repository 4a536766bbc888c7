import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@/api/contract/shop';
import { useFormat } from '@/ui/format';
import { SHOP_FAILURES } from './failure';
import { shopApi } from './shop-api';
import { shopErrorMessage } from './shop-errors';
import { shopKeys } from './shop-queries';

export type SubscriptionAction = 'cancel' | 'resume';

/**
 * Asks before a subscription is cancelled at the end of its period, or resumed before then, and
 * does it; the dialog stays open while it runs, and says why it failed.
 */
export function SubscriptionDialog({
  organisationId,
  subscription,
  action,
  onClose,
}: {
  organisationId: number;
  subscription: Subscription | null;
  action: SubscriptionAction;
  onClose(): void;
}) {
  const { t } = useLingui();
  const { date } = useFormat();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!subscription) return;
    setBusy(true);
    setFailure(null);
    try {
      await (action === 'cancel' ? shopApi.cancelSubscription(subscription.id) : shopApi.resumeSubscription(subscription.id));
      await queryClient.invalidateQueries({ queryKey: shopKeys.billing(organisationId) });
      onClose();
    } catch (error) {
      setFailure(shopErrorMessage(error, action === 'cancel' ? SHOP_FAILURES.cancel : SHOP_FAILURES.resume));
    } finally {
      setBusy(false);
    }
  };
  const name = subscription?.product.name ?? '';
  const end = subscription ? date(subscription.current_period_end) : '';
  return (
    <Modal
      opened={subscription !== null}
      onClose={close}
      title={action === 'cancel' ? t`Cancel ${name}?` : t`Resume ${name}?`}
      size="sm"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text size="sm">
          {action === 'cancel' ? (
            <Trans>It stays yours until {end}, then ends and is not renewed. You can resume it before then.</Trans>
          ) : (
            <Trans>It renews on {end} as before.</Trans>
          )}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy} data-autofocus>
            {action === 'cancel' ? <Trans>Keep it</Trans> : <Trans>Not now</Trans>}
          </Button>
          <Button color={action === 'cancel' ? 'red' : 'teal'} onClick={() => void confirm()} loading={busy}>
            {action === 'cancel' ? <Trans>Cancel at period end</Trans> : <Trans>Resume</Trans>}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
