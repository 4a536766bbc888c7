import type { ReactNode } from 'react';
import { Avatar, Badge, Group, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconCalendar } from '@tabler/icons-react';
import type { Task } from '@/api/contract/tasks';
import { TASK_STATUS_COLORS, TASK_STATUS_LABELS } from '@/i18n/task-status-labels';
import { ChecklistProgress } from '@/board-kit/ChecklistProgress';
import { useFormat } from '@/ui/format';
import { UserAvatar } from '@/ui/UserAvatar';
import { isOverdue, todayIso } from '@/board-kit/due-date';

/**
 * A task as the board shows it: title (opens the task), status, assignees, dates (red when late)
 * and checklist progress; `handle` and `actions` are the drag handle and the "Move to…" menu.
 */
export function TaskCard({
  task,
  onOpen,
  handle,
  actions,
}: {
  task: Task;
  /** Takes the task's id, so that one function serves every card and a card's props stay the same between renders. */
  onOpen(taskId: number): void;
  handle?: ReactNode;
  actions?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const done = task.checklist_items.filter((i) => i.done).length;
  const total = task.checklist_items.length;
  const overdue = isOverdue(task, todayIso());
  const title = task.title;
  const dates = [task.start_date, task.end_date].map((d) => (d ? format.day(d, 'short') : null));
  return (
    <Paper withBorder radius="md" p="sm" shadow="xs" data-testid="task-card" data-task-id={task.id} aria-label={title} component="article">
      <Stack gap={6}>
        <Group gap={4} wrap="nowrap" align="flex-start">
          {handle}
          <UnstyledButton onClick={() => onOpen(task.id)} style={{ flex: 1, minWidth: 0 }} aria-label={t`Open ${title}`}>
            <Text size="sm" fw={500} lineClamp={3}>
              {title}
            </Text>
          </UnstyledButton>
          {actions}
        </Group>
        <Group gap={6} justify="space-between" wrap="wrap">
          <Badge size="sm" variant="light" color={TASK_STATUS_COLORS[task.status]}>
            {i18n._(TASK_STATUS_LABELS[task.status])}
          </Badge>
          <ChecklistProgress done={done} total={total} />
        </Group>
        {(dates[0] || dates[1] || task.assignees.length > 0) && (
          <Group gap={6} justify="space-between" wrap="nowrap">
            {dates[0] || dates[1] ? (
              <Group gap={4} wrap="nowrap" c={overdue ? 'red' : 'dimmed'} data-overdue={overdue || undefined}>
                <IconCalendar size={14} aria-hidden />
                <Text size="xs" fw={overdue ? 600 : undefined}>
                  <bdi>{[dates[0], dates[1]].filter(Boolean).join(' – ')}</bdi>
                  {overdue && ` · ${t`Late`}`}
                </Text>
              </Group>
            ) : (
              <span />
            )}
            {task.assignees.length > 0 && (
              <Tooltip label={task.assignees.map((a) => a.full_name).join(', ')}>
                <Avatar.Group spacing={6}>
                  {task.assignees.slice(0, 3).map((person) => (
                    <UserAvatar key={person.id} user={person} size={22} />
                  ))}
                  {task.assignees.length > 3 && (
                    <Avatar size={22} radius={1000}>
                      <bdi>+{task.assignees.length - 3}</bdi>
                    </Avatar>
                  )}
                </Avatar.Group>
              </Tooltip>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
