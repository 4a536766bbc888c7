import { memo, useState } from 'react';
import {
  ActionIcon,
  Button,
  Checkbox,
  Divider,
  Drawer,
  Group,
  MultiSelect,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconArchive, IconCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { TASK_STATUSES, type TaskStatus } from '@/api/contract/projects';
import { CHECKLIST_TITLE_MAX, TASK_DESCRIPTION_MAX, TASK_TITLE_MAX, type ChecklistItem, type Task } from '@/api/contract/tasks';
import { TASK_STATUS_LABELS } from '@/i18n/task-status-labels';
import { DateRangeField } from '@/ui/DateField';
import { useBoardActor, useFirstIds, useShownPart } from './board-context';
import { InlineEdit } from './InlineEdit';
import { QuickAdd } from '@/ui/QuickAdd';
import { useBoardPermissions } from './use-board-permissions';

function ChecklistRow({ task, item, editable }: { task: Task; item: ChecklistItem; editable: boolean }) {
  const { t } = useLingui();
  const actor = useBoardActor();
  const [editing, setEditing] = useState(false);
  const itemTitle = item.title;
  return (
    <Group component="li" gap="xs" wrap="nowrap">
      <Checkbox
        checked={item.done}
        disabled={!editable}
        aria-label={itemTitle}
        onChange={() => actor.send({ type: 'TOGGLE_CHECKLIST_ITEM', taskId: task.id, itemId: item.id })}
      />
      {editing ? (
        <InlineEdit
          label={t`Checklist item`}
          value={item.title}
          maxLength={CHECKLIST_TITLE_MAX}
          onDone={(next) => {
            if (next) actor.send({ type: 'EDIT_CHECKLIST_ITEM', taskId: task.id, itemId: item.id, title: next });
            setEditing(false);
          }}
        />
      ) : (
        <Text size="sm" td={item.done ? 'line-through' : undefined} c={item.done ? 'dimmed' : undefined} style={{ flex: 1 }}>
          {item.title}
        </Text>
      )}
      {editable && !editing && (
        <Group gap={0} wrap="nowrap">
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t`Edit ${itemTitle}`} onClick={() => setEditing(true)}>
            <IconPencil size={14} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label={t`Delete ${itemTitle}`}
            onClick={() => actor.send({ type: 'DELETE_CHECKLIST_ITEM', taskId: task.id, itemId: item.id })}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}

/** The task's phase and description (its title is the drawer's), read, or edited in place by a manager. */
function TaskText({ task, phaseName, editable }: { task: Task; phaseName: string; editable: boolean }) {
  const { t } = useLingui();
  const actor = useBoardActor();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(task.title);
  const [description, setDescription] = useState(task.description);
  if (editing) {
    return (
      <Stack gap="xs">
        <TextInput label={t`Title`} value={title} maxLength={TASK_TITLE_MAX} onChange={(e) => setTitle(e.currentTarget.value)} autoFocus />
        <Textarea
          label={t`Description`}
          value={description}
          maxLength={TASK_DESCRIPTION_MAX}
          autosize
          minRows={3}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={() => setEditing(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            size="xs"
            leftSection={<IconCheck size={14} />}
            disabled={!title.trim()}
            onClick={() => {
              actor.send({ type: 'EDIT_TASK', taskId: task.id, title: title.trim(), description: description.trim() });
              setEditing(false);
            }}
          >
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" align="center">
        <Text size="sm" c="dimmed">
          {phaseName ? (
            <Trans>
              In <bdi>{phaseName}</bdi>
            </Trans>
          ) : (
            <Trans>Personal task</Trans>
          )}
        </Text>
        {editable && (
          <Tooltip label={t`Edit title and description`}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t`Edit title and description`}
              onClick={() => {
                setTitle(task.title);
                setDescription(task.description);
                setEditing(true);
              }}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Text size="sm" c={task.description ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }} dir="auto">
        {task.description || <Trans>No description.</Trans>}
      </Text>
    </Stack>
  );
}

/**
 * One task, whole: its text, status, assignees, dates and checklist, and archive and delete for
 * managers. The task is named by the id it was first shown with, so a task just added stays open
 * when its save lands.
 */
export const TaskDrawer = memo(function TaskDrawer({ firstTaskId, onClose }: { firstTaskId: number | null; onClose(): void }) {
  const { t, i18n } = useLingui();
  const actor = useBoardActor();
  // Closed, it has nothing to show: it re-renders only when a task opens.
  const shown = useShownPart((board) => (firstTaskId === null ? null : board));
  const { first, current } = useFirstIds();
  const taskId = firstTaskId === null ? null : current('task', firstTaskId);
  const { manages, mayWork } = useBoardPermissions();
  const task = taskId === null ? undefined : shown?.board.phases.flatMap((p) => p.tasks).find((x) => x.id === taskId);
  const members = shown?.board.members ?? [];
  const phase = shown?.board.phases.find((p) => p.id === task?.phase);
  const works = task ? mayWork(task) : false;
  return (
    <Drawer
      opened={task !== undefined}
      onClose={onClose}
      position="right"
      size="md"
      title={task?.title}
      styles={{ title: { fontWeight: 600, overflowWrap: 'anywhere' } }}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {task && (
        <Stack gap="md" key={first('task', task.id)}>
          <TaskText task={task} phaseName={phase?.name ?? ''} editable={manages} />
          <Select
            label={t`Status`}
            data={TASK_STATUSES.map((status) => ({ value: status, label: i18n._(TASK_STATUS_LABELS[status]) }))}
            value={task.status}
            allowDeselect={false}
            disabled={!works}
            onChange={(value) => value && actor.send({ type: 'SET_STATUS', taskId: task.id, status: value as TaskStatus })}
            comboboxProps={{ withinPortal: true }}
          />
          <MultiSelect
            label={t`Assignees`}
            placeholder={task.assignees.length ? undefined : t`No one yet`}
            data={members.map((m) => ({ value: String(m.id), label: m.full_name }))}
            value={task.assignees.map((a) => String(a.id))}
            disabled={!manages}
            searchable
            onChange={(value) => actor.send({ type: 'ASSIGN', taskId: task.id, assignees: value.map(Number) })}
            comboboxProps={{ withinPortal: true }}
          />
          <DateRangeField
            label={t`Dates`}
            placeholder={t`Pick the start and end`}
            // The calendar opens inside the drawer: in a portal it sat outside the drawer's focus
            // trap, and focus could stay on the field with the days out of the keyboard's reach.
            popoverProps={{ withinPortal: false }}
            value={[task.start_date, task.end_date]}
            disabled={!works}
            onChange={([start, end]) => actor.send({ type: 'SET_DATES', taskId: task.id, start, end })}
          />
          <Divider />
          <Stack gap="xs">
            <Text fw={600} size="sm">
              <Trans>Checklist</Trans>
            </Text>
            {task.checklist_items.length > 0 && (
              <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Checklist`}>
                {task.checklist_items.map((item) => (
                  <ChecklistRow key={first('item', item.id)} task={task} item={item} editable={works} />
                ))}
              </Stack>
            )}
            {works && (
              <QuickAdd
                label={t`Add a checklist item`}
                maxLength={CHECKLIST_TITLE_MAX}
                placeholder={t`Add an item`}
                onAdd={(title) => actor.send({ type: 'ADD_CHECKLIST_ITEM', taskId: task.id, title })}
              />
            )}
          </Stack>
          {manages && (
            <>
              <Divider />
              <Group justify="space-between">
                <Button
                  variant="default"
                  leftSection={<IconArchive size={16} />}
                  onClick={() => {
                    actor.send({ type: 'ARCHIVE_TASK', taskId: task.id });
                    onClose();
                  }}
                >
                  <Trans>Archive task</Trans>
                </Button>
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => actor.send({ type: 'DELETE_TASK', taskId: task.id })}
                >
                  <Trans>Delete task</Trans>
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </Drawer>
  );
});
