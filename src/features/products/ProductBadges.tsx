import { Badge } from '@mantine/core';
import { useLingui } from '@lingui/react';
import type { ProductKind, ProductStatus } from '@/api/contract/shop';
import { PRODUCT_KIND_COLORS, PRODUCT_KIND_LABELS, PRODUCT_STATUS_COLORS, PRODUCT_STATUS_LABELS } from './labels';

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge variant="light" color={PRODUCT_STATUS_COLORS[status]}>
      {i18n._(PRODUCT_STATUS_LABELS[status])}
    </Badge>
  );
}

/** A product's kind: its colour only in the dot, the words in the text's own colour, so they read in both themes. */
export function ProductKindBadge({ kind }: { kind: ProductKind }) {
  const { i18n } = useLingui();
  return (
    <Badge variant="dot" color={PRODUCT_KIND_COLORS[kind]}>
      {i18n._(PRODUCT_KIND_LABELS[kind])}
    </Badge>
  );
}
