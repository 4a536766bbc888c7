import { Badge } from '@mantine/core';
import { useLingui } from '@lingui/react';
import type { PositionStatus } from '@/api/contract/careers';
import { POSITION_STATUS_COLORS, POSITION_STATUS_LABELS } from './shared';

export function PositionStatusBadge({ status }: { status: PositionStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge variant="light" color={POSITION_STATUS_COLORS[status]}>
      {i18n._(POSITION_STATUS_LABELS[status])}
    </Badge>
  );
}
