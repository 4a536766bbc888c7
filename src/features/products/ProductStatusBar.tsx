import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { IconEdit, IconExternalLink } from '@tabler/icons-react';
import { PRODUCT_STATUSES, type ProductAdmin, type ProductStatus } from '@/api/contract/shop';
import { useFormat } from '@/ui/format';
import { ConfirmDeleteDialog } from '@/ui/ConfirmDeleteDialog';
import { ProductKindBadge, ProductStatusBadge } from './ProductBadges';
import { useProductActions } from './use-product-actions';

/** Where a product stands, said in a sentence. */
function StatusLine({ product }: { product: ProductAdmin }) {
  const format = useFormat();
  const published = product.published_at && format.date(product.published_at);
  if (product.status === 'draft') return <Trans>Not in the shop until it is published.</Trans>;
  if (product.status === 'archived') return <Trans>No longer sold; the orders and subscriptions that have it keep it.</Trans>;
  return published ? <Trans>For sale since {published}.</Trans> : <Trans>For sale in the shop.</Trans>;
}

/**
 * A product's kind and status, what the status means, the steps it can take (publish, archive,
 * back to draft), editing, and its deletion (refused once ordered: archiving is offered instead).
 */
export function ProductStatusBar({ product, name, onEdit }: { product: ProductAdmin; name: string; onEdit?(): void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const actions = useProductActions();
  const [busy, setBusy] = useState<ProductStatus | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const change = async (status: ProductStatus) => {
    setBusy(status);
    setFailure(await actions.setStatus(product, status));
    setBusy(null);
  };
  const stepLabel: Record<ProductStatus, string> = {
    published: t`Publish`,
    // "Archive" alone is also a noun elsewhere in the app.
    archived: t({ message: 'Archive', context: 'take a product off sale' }),
    draft: t`Back to draft`,
  };
  const steps = PRODUCT_STATUSES.filter((status) => status !== product.status);

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <ProductKindBadge kind={product.kind} />
        <ProductStatusBadge status={product.status} />
        <Text size="sm" c="dimmed">
          <StatusLine product={product} />
        </Text>
        {product.status === 'published' && (
          <Anchor href={`/products/${product.id}`} target="_blank" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <Trans>View on the public site</Trans>
              <IconExternalLink size={14} role="img" aria-label={t`(opens in a new tab)`} />
            </Group>
          </Anchor>
        )}
      </Group>
      <Group gap="sm" wrap="wrap">
        {steps.map((status) => (
          <Button
            key={status}
            variant={status === 'published' ? 'filled' : 'default'}
            loading={busy === status}
            disabled={busy !== null && busy !== status}
            onClick={() => void change(status)}
          >
            {stepLabel[status]}
          </Button>
        ))}
        {onEdit && (
          <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={onEdit} disabled={busy !== null}>
            <Trans>Edit</Trans>
          </Button>
        )}
        <Button variant="subtle" color="red" onClick={() => setDeleting(true)} disabled={busy !== null}>
          <Trans>Delete</Trans>
        </Button>
      </Group>
      {failure && (
        <Alert color="red" role="alert" withCloseButton closeButtonLabel={t`Dismiss`} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <ConfirmDeleteDialog
        title={t`Delete this product?`}
        message={<Trans>“{name}”, its texts in both languages and its pictures are deleted for good.</Trans>}
        confirmLabel={t`Delete product`}
        opened={deleting}
        onDelete={async () => {
          const refused = await actions.remove(product);
          if (!refused) await navigate({ to: '/dashboard/product-list', ignoreBlocker: true });
          return refused;
        }}
        onClose={() => setDeleting(false)}
        instead={product.status === 'archived' ? undefined : { label: t`Archive instead`, onClick: () => void change('archived') }}
      />
    </Stack>
  );
}
