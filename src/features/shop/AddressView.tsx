import { useState } from 'react';
import { Badge, Button, Card, Center, Group, Radio, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import type { BillingAddress } from '@/api/contract/shop';
import type { CheckoutEvent, CheckoutSnapshot } from '@machines/checkout/checkout.machine';
import { RetryAlert } from '@/ui/RetryAlert';
import { Spinner } from '@/ui/Spinner';
import { AddressForm } from './AddressForm';
import { AddressLines, addressTitle } from './AddressLines';
import { DeleteAddressDialog } from './DeleteAddressDialog';

type Send = (event: CheckoutEvent) => void;

/** One saved address as a card to choose: the default marked, with its edit and delete. */
function AddressCard({ address, onEdit, onDelete }: { address: BillingAddress; onEdit(): void; onDelete(): void }) {
  const { t } = useLingui();
  const title = addressTitle(address);
  return (
    <Card withBorder radius="md" padding="md" data-testid="address-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <Radio value={String(address.id)} aria-label={title} mt={2} />
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600} size="sm">
                {address.company || address.name}
              </Text>
              {address.is_default && (
                <Badge size="xs" variant="light">
                  <Trans>Default</Trans>
                </Badge>
              )}
            </Group>
            <AddressLines address={address} />
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" aria-label={t`Edit ${title}`} onClick={onEdit}>
            <Trans>Edit</Trans>
          </Button>
          <Button size="compact-xs" variant="subtle" color="red" aria-label={t`Delete ${title}`} onClick={onDelete}>
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** /dashboard/billing-address: the business's saved addresses to bill, one chosen; add, edit, delete. */
export function AddressView({ snapshot, send }: { snapshot: CheckoutSnapshot; send: Send }) {
  const { t } = useLingui();
  const { addresses, addressId, organisationId, problem } = snapshot.context;
  // The form open: a new address (null) or the one edited; undefined while closed.
  const [editing, setEditing] = useState<BillingAddress | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<BillingAddress | null>(null);
  if (snapshot.matches({ address: 'loading' }))
    return (
      <Center py={60}>
        <Spinner label={t`Loading`} />
      </Center>
    );
  if (snapshot.matches({ address: 'loadFailed' }))
    return (
      <Stack gap="md">
        <RetryAlert message={problem!} onRetry={() => send({ type: 'RETRY' })} />
        <Group>
          <Button variant="default" onClick={() => send({ type: 'BACK' })}>
            <Trans>Back to cart</Trans>
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack gap="md">
      {addresses.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>No billing address is saved for this business yet. Add the one to put on its invoices.</Trans>
        </Text>
      ) : (
        <Radio.Group
          label={t`Bill to`}
          value={addressId === null ? null : String(addressId)}
          onChange={(value) => send({ type: 'CHOOSE', addressId: Number(value) })}
        >
          <Stack gap="sm" mt="xs">
            {addresses.map((address) => (
              <AddressCard key={address.id} address={address} onEdit={() => setEditing(address)} onDelete={() => setDeleting(address)} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          <Trans>Add an address</Trans>
        </Button>
      </Group>
      <Group justify="space-between">
        <Button variant="default" onClick={() => send({ type: 'BACK' })}>
          <Trans>Back to cart</Trans>
        </Button>
        <Button disabled={addressId === null} onClick={() => send({ type: 'CONTINUE' })}>
          <Trans>Continue to payment</Trans>
        </Button>
      </Group>
      {editing !== undefined && (
        <AddressForm
          key={editing?.id ?? 'new'}
          organisationId={organisationId}
          address={editing}
          firstAddress={addresses.length === 0}
          opened
          onSaved={(address) => send({ type: 'ADDRESS_SAVED', address })}
          onClose={() => setEditing(undefined)}
        />
      )}
      <DeleteAddressDialog
        organisationId={organisationId}
        address={deleting}
        onDeleted={(address) => send({ type: 'ADDRESS_DELETED', addressId: address.id })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
