import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import type { ModuleSummary } from '@/api/contract/academy';
import { errorMessage } from '@/api/errors';
import { problemOf } from '@/api/problem';
import { focusMovedRow, MoveButtons, type MoveDirection } from '@/ui/MoveButtons';
import { RetryAlert } from '@/ui/RetryAlert';
import { showToast } from '@/ui/toast';
import { ModuleEditor } from './ModuleEditor';
import { ModuleReader } from './ModuleReader';
import { academyApi, academyKey, modulesQuery } from './academy-queries';
import { useInLanguage } from './in-language';

const LOAD_FAILED = msg`Could not load the modules.`;
const MOVE_FAILED = msg`Could not move the module.`;

/** One module's row: its place, its title, whether clients see it, and what an editor does with it. */
function ModuleRow({
  module,
  last,
  moving,
  onMove,
  onEdit,
  onPreview,
}: {
  module: ModuleSummary;
  last: boolean;
  moving: boolean;
  onMove(position: number, direction: MoveDirection): void;
  onEdit(): void;
  onPreview(): void;
}) {
  const { t } = useLingui();
  const { pick, language } = useInLanguage();
  const title = pick(module.title);
  const minutes = module.minutes;
  return (
    <Table.Tr>
      <Table.Td w={40}>
        <Text size="sm">{module.position}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500} lang={language}>
          <bdi>{title}</bdi>
        </Text>
        <Text size="xs" c="dimmed">
          <Trans>About {minutes} min</Trans>
        </Text>
      </Table.Td>
      <Table.Td>
        {module.published ? (
          <Badge variant="light" color="teal">
            <Trans context="a module of the academy">Published</Trans>
          </Badge>
        ) : (
          <Badge variant="light" color="gray">
            <Trans>Draft</Trans>
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <MoveButtons
            name={title}
            moveKey={module.id}
            first={module.position === 1}
            last={last}
            onMove={(direction) => !moving && onMove(direction === 'up' ? module.position - 1 : module.position + 1, direction)}
          />
          <Button size="xs" variant="subtle" onClick={onPreview} aria-label={t`Preview ${title}`}>
            <Trans>Preview</Trans>
          </Button>
          <Button size="xs" variant="light" onClick={onEdit} aria-label={t`Edit ${title}`}>
            <Trans>Edit</Trans>
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The academy's modules in their order: written, ordered, published and previewed by its editors. */
export function ModulesManager() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const modules = useQuery(modulesQuery);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [previewing, setPreviewing] = useState<number | null>(null);
  const [moving, setMoving] = useState(false);
  const list = modules.data?.results ?? [];
  const move = async (id: number, position: number, direction: MoveDirection) => {
    setMoving(true);
    try {
      const answer = await academyApi.move(id, position);
      queryClient.setQueryData(modulesQuery.queryKey, answer);
      focusMovedRow(id, direction);
      await queryClient.invalidateQueries({ queryKey: academyKey });
    } catch (error) {
      showToast({ color: 'red', message: errorMessage(error, MOVE_FAILED) });
    } finally {
      setMoving(false);
    }
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t`Modules`}>
      <Group justify="space-between" mb="md">
        <Text fw={600} component="h2" fz="md">
          <Trans>Modules</Trans>
        </Text>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing('new')}>
          <Trans>New module</Trans>
        </Button>
      </Group>
      {modules.error && <RetryAlert message={problemOf(modules.error, LOAD_FAILED)} onRetry={() => void modules.refetch()} />}
      {modules.data && list.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>No module yet. Write the first lesson your clients will read.</Trans>
        </Text>
      ) : (
        <Stack gap={0}>
          <Table.ScrollContainer
            minWidth={560}
            scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'group', 'aria-label': t`Modules` } }}
          >
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>
                    <Trans>Module</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Status</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Actions</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((module, index) => (
                  <ModuleRow
                    key={module.id}
                    module={module}
                    last={index === list.length - 1}
                    moving={moving}
                    onMove={(position, direction) => void move(module.id, position, direction)}
                    onEdit={() => setEditing(module.id)}
                    onPreview={() => setPreviewing(module.id)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      <ModuleEditor module={editing} onClose={() => setEditing(null)} />
      <ModuleReader moduleId={previewing} onClose={() => setPreviewing(null)} />
    </Card>
  );
}
