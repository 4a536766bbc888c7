import { Badge, type BadgeProps } from '@mantine/core';
import { useLingui } from '@lingui/react';
import type { ProjectStatus } from '@/api/contract/projects';
import { PROJECT_STATUS_COLORS, PROJECT_STATUS_LABELS } from './labels';

export function ProjectStatusBadge({ status, ...props }: { status: ProjectStatus } & BadgeProps) {
  const { i18n } = useLingui();
  return (
    <Badge variant="light" color={PROJECT_STATUS_COLORS[status]} {...props}>
      {i18n._(PROJECT_STATUS_LABELS[status])}
    </Badge>
  );
}
