import { Badge } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { InquiryStatus } from '@/api/contract/site-values';
import { INQUIRY_STATUS_COLORS, INQUIRY_STATUS_LABELS } from './labels';

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge variant="light" color={INQUIRY_STATUS_COLORS[status]} style={{ textTransform: 'none' }} data-testid="inquiry-status">
      {i18n._(INQUIRY_STATUS_LABELS[status])}
    </Badge>
  );
}
