import type { ReactNode } from 'react';
import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconArrowDown, IconArrowUp, IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { FaqCategoryAdmin } from '@/api/contract/site-content';

/**
 * A category of the FAQ editor: its names, its answers (the children), adding one, and its own
 * menu: rename, move up or down (the keyboard's and single pointer's way to do what its drag
 * does), and delete once it is empty.
 */
export function FaqCategoryCard({
  category,
  index,
  count,
  handle,
  children,
  onAddEntry,
  onRename,
  onMove,
  onDelete,
}: {
  category: FaqCategoryAdmin;
  index: number;
  count: number;
  handle?: ReactNode;
  children: ReactNode;
  onAddEntry(category: FaqCategoryAdmin): void;
  onRename(category: FaqCategoryAdmin): void;
  onMove(category: FaqCategoryAdmin, index: number): void;
  onDelete(category: FaqCategoryAdmin): void;
}) {
  const { t } = useLingui();
  const name = category.name_en;
  const answers = category.entries.length;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {handle}
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Title order={2} fz="h4" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {category.name_en}
              </Title>
              <Text size="sm" c="dimmed" dir="auto" lang="es">
                {category.name_es}
              </Text>
            </Stack>
            <Badge variant="light" color="gray" aria-label={plural(answers, { one: '# answer', other: '# answers' })}>
              {answers}
            </Badge>
          </Group>
          <Group gap="xs">
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onAddEntry(category)}>
              <Trans>Add answer</Trans>
            </Button>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for ${name}`}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onRename(category)}>
                  <Trans>Rename</Trans>
                </Menu.Item>
                <Menu.Item leftSection={<IconArrowUp size={14} />} disabled={index === 0} onClick={() => onMove(category, index - 1)}>
                  <Trans>Move up</Trans>
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconArrowDown size={14} />}
                  disabled={index === count - 1}
                  onClick={() => onMove(category, index + 1)}
                >
                  <Trans>Move down</Trans>
                </Menu.Item>
                <Menu.Divider />
                {/* Only an empty category goes: none of its answers is lost by a slip. */}
                <Menu.Item color="red" leftSection={<IconTrash size={14} />} disabled={answers > 0} onClick={() => onDelete(category)}>
                  {answers > 0 ? t`Delete (move or delete its answers first)` : t`Delete`}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        {answers === 0 ? (
          <Text size="sm" c="dimmed" py="xs">
            <Trans>No answer in this category yet. Add one, or move one here.</Trans>
          </Text>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}
