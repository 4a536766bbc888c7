import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BillingAddress } from '@/api/contract/shop';
import { SHOP_FAILURES } from './failure';
import { shopApi } from './shop-api';
import { shopErrorMessage } from './shop-errors';

/** Asks before an address is deleted, and deletes it; the dialog stays open while it runs, and says why it failed. */
export function DeleteAddressDialog({
  organisationId,
  address,
  onDeleted,
  onClose,
}: {
  organisationId: number;
  address: BillingAddress | null;
  onDeleted(address: BillingAddress): void;
  onClose(): void;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!address) return;
    setBusy(true);
    setFailure(null);
    try {
      await shopApi.deleteAddress(organisationId, address.id);
      onDeleted(address);
      onClose();
    } catch (error) {
      setFailure(shopErrorMessage(error, SHOP_FAILURES.deleteAddress));
    } finally {
      setBusy(false);
    }
  };
  const where = address ? `${address.company || address.name}, ${address.city}` : '';
  return (
    <Modal
      opened={address !== null}
      onClose={close}
      title={t`Delete this address?`}
      size="sm"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>{where} is no longer offered for the business's orders. Orders already placed keep it.</Trans>
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={busy}>
            <Trans>Delete address</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
