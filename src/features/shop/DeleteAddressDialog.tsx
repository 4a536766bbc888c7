import { Trans, useLingui } from '@lingui/react/macro';
import type { BillingAddress } from '@/api/contract/shop';
import { ConfirmDeleteDialog } from '@/ui/ConfirmDeleteDialog';
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
  const where = address ? `${address.company || address.name}, ${address.city}` : '';
  return (
    <ConfirmDeleteDialog
      title={t`Delete this address?`}
      message={<Trans>{where} is no longer offered for the business's orders. Orders already placed keep it.</Trans>}
      confirmLabel={t`Delete address`}
      opened={address !== null}
      onDelete={async () => {
        if (!address) return null;
        try {
          await shopApi.deleteAddress(organisationId, address.id);
          onDeleted(address);
          return null;
        } catch (error) {
          return { message: shopErrorMessage(error, SHOP_FAILURES.deleteAddress) };
        }
      }}
      onClose={onClose}
    />
  );
}
