import { Badge } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { InvoiceStatus } from '@/api/contract/invoices';
import { INVOICE_STATUS_COLORS, INVOICE_STATUS_LABELS } from '@/features/invoices/labels';

/** Where an invoice stands, as a dot badge: the dot carries the colour, the text keeps the theme's. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge variant="dot" color={INVOICE_STATUS_COLORS[status]}>
      {i18n._(INVOICE_STATUS_LABELS[status])}
    </Badge>
  );
}
