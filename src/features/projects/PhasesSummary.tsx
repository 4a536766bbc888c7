import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconLayoutKanban } from '@tabler/icons-react';
import { TASK_STATUSES, type PhaseSummary } from '@/api/contract/projects';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { TASK_STATUS_COLORS, TASK_STATUS_LABELS } from '@/i18n/task-status-labels';
import { phaseEditorHref } from './links';

/** Each phase with its tasks counted by status, and the way to the phase editor. */
export function PhasesSummary({ projectId, phases }: { projectId: number; phases: PhaseSummary[] }) {
  const { t, i18n } = useLingui();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="phases-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="h4" id="phases-title">
            <Trans>Phases</Trans>
          </Title>
          <Button component={RouterAnchor} href={phaseEditorHref(projectId)} variant="light" leftSection={<IconLayoutKanban size={16} />}>
            <Trans>Open the phase editor</Trans>
          </Button>
        </Group>
        {phases.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No phases yet: add them in the phase editor.</Trans>
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs" aria-labelledby="phases-title" data-testid="phases">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Phase`}</Table.Th>
                  {TASK_STATUSES.map((status) => (
                    <Table.Th key={status} ta="center">
                      {i18n._(TASK_STATUS_LABELS[status])}
                    </Table.Th>
                  ))}
                  <Table.Th ta="center">{t`Total`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {phases.map((phase) => (
                  <Table.Tr key={phase.id}>
                    <Table.Td fw={500}>{phase.name}</Table.Td>
                    {TASK_STATUSES.map((status) => (
                      <Table.Td key={status} ta="center">
                        {phase.task_counts[status] ? (
                          <Badge variant="light" color={TASK_STATUS_COLORS[status]}>
                            {phase.task_counts[status]}
                          </Badge>
                        ) : (
                          <Text span size="sm" c="dimmed">
                            0
                          </Text>
                        )}
                      </Table.Td>
                    ))}
                    <Table.Td ta="center" fw={600}>
                      {phase.task_counts.total}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
