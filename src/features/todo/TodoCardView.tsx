import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCalendar } from '@tabler/icons-react';
import type { TodoCard } from '@/api/contract/todo';
import { TASK_STATUS_COLORS, TASK_STATUS_LABELS } from '@/i18n/task-status-labels';
import { isOverdue, todayIso } from '@/board-kit/due-date';
import { ChecklistProgress } from '@/board-kit/ChecklistProgress';
import { useFormat } from '@/ui/format';

/**
 * A card of the todo board: title (opens the task), where it belongs (project and phase, or
 * "Personal"), the due date (red when late), checklist progress, and a badge when blocked.
 */
export function TodoCardView({
  card,
  onOpen,
  handle,
  actions,
}: {
  card: TodoCard;
  /** Takes the card, so that one function serves every card and a card's props stay the same between renders. */
  onOpen(card: TodoCard): void;
  handle?: ReactNode;
  actions?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const title = card.title;
  const late = isOverdue(card, todayIso());
  const { done, total } = card.checklist;
  return (
    <Paper withBorder radius="md" p="sm" shadow="xs" component="article" aria-label={title} data-testid="todo-card" data-card-id={card.id}>
      <Stack gap={6}>
        <Group gap={4} wrap="nowrap" align="flex-start">
          {handle}
          <UnstyledButton onClick={() => onOpen(card)} style={{ flex: 1, minWidth: 0 }} aria-label={t`Open ${title}`}>
            <Text size="sm" fw={500} lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
          </UnstyledButton>
          {actions}
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {card.project ? (
            <bdi>
              {card.project.name}
              {card.phase && ` · ${card.phase.name}`}
            </bdi>
          ) : (
            <Trans>Personal</Trans>
          )}
        </Text>
        {(card.end_date || total > 0 || card.status === 'BLOCKED') && (
          <Group gap={6} justify="space-between" wrap="wrap">
            {card.end_date ? (
              <Group gap={4} wrap="nowrap" c={late ? 'red' : 'dimmed'} data-overdue={late || undefined}>
                <IconCalendar size={14} aria-hidden />
                <Text size="xs" fw={late ? 600 : undefined}>
                  <bdi>{format.day(card.end_date, 'short')}</bdi>
                  {late && ` · ${t`Late`}`}
                </Text>
              </Group>
            ) : (
              <span />
            )}
            <Group gap={6} wrap="nowrap">
              {card.status === 'BLOCKED' && (
                <Badge size="sm" variant="light" color={TASK_STATUS_COLORS.BLOCKED}>
                  {i18n._(TASK_STATUS_LABELS.BLOCKED)}
                </Badge>
              )}
              <ChecklistProgress done={done} total={total} />
            </Group>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
