import { Group, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconBuildingStore } from '@tabler/icons-react';
import type { ProjectSummary } from '@/api/contract/projects';

/** Whom the project is for: its client business, or the agency itself. */
export function ClientLine({ project }: { project: Pick<ProjectSummary, 'client'> }) {
  return (
    <Group gap={6} wrap="nowrap">
      <IconBuildingStore size={14} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" c="dimmed" truncate>
        {project.client ? <bdi>{project.client.name}</bdi> : <Trans>Internal project</Trans>}
      </Text>
    </Group>
  );
}
