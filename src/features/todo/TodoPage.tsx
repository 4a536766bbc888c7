import { useCallback, useState } from 'react';
import { Button, Center, Group, NumberInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { Spinner } from '@/ui/Spinner';
import { useLocalStorage } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconSearch } from '@tabler/icons-react';
import type { Person } from '@/api/contract/projects';
import { TASK_TITLE_MAX } from '@/api/contract/tasks';
import type { TodoBoard, TodoCard } from '@/api/contract/todo';
import { useAuth } from '@/features/auth';
import { DragHoldProvider } from '@/board-kit/drag-hold';
import { StandaloneTaskDrawer } from '@/features/phase-editor';
import { QuickAdd } from '@/ui/QuickAdd';
import { RetryAlert } from '@/ui/RetryAlert';
import { NoticeToast, SavingState } from '@/ui/SaveStatus';
import { widthToShow } from '@/ui/field-width';
import { TodoColumns } from './TodoColumns';
import { TodoContext, useShownTodo, useTodoActor, useTodoState } from './todo-context';
import { cardMatches, isTodoFiltered, NO_TODO_FILTERS, type TodoFilters } from './todo-filters';
import { useTodoLiveUpdates } from './todo-live';

/** The projects of the cards, for the filter: "Personal" first when there are personal cards. */
function projectOptions(board: TodoBoard, personal: string) {
  const projects = new Map<number, string>();
  let hasPersonal = false;
  for (const card of Object.values(board.todos)) {
    if (card.project) projects.set(card.project.id, card.project.name);
    else hasPersonal = true;
  }
  const named = [...projects].sort((a, b) => a[1].localeCompare(b[1])).map(([id, name]) => ({ value: String(id), label: name }));
  return [...(hasPersonal ? [{ value: 'personal', label: personal }] : []), ...named];
}

/** Quick add at the top of To Do: a title, and where it goes (a personal task unless a phase is chosen). */
function TodoQuickAdd({ board }: { board: TodoBoard }) {
  const { t } = useLingui();
  const actor = useTodoActor();
  const [phase, setPhase] = useState<string | null>(null);
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const p of board.phases) groups.set(p.project.name, [...(groups.get(p.project.name) ?? []), { value: String(p.id), label: p.name }]);
  return (
    <Stack gap={6}>
      <QuickAdd
        label={t`Add a task`}
        placeholder={t`Add a task`}
        maxLength={TASK_TITLE_MAX}
        onAdd={(title) => actor.send({ type: 'CREATE', title, phase: phase === null ? null : Number(phase) })}
      />
      {board.phases.length > 0 && (
        <Select
          size="xs"
          aria-label={t`Add to`}
          placeholder={t`Personal task`}
          data={[...groups].map(([group, items]) => ({ group, items }))}
          value={phase}
          onChange={setPhase}
          clearable
          searchable
        />
      )}
    </Stack>
  );
}

/** The board's screen for a todo actor: the app's, or a test's with fake API actors. */
export function TodoScreen() {
  const { t } = useLingui();
  const actor = useTodoActor();
  const loading = useTodoState((s) => s.matches('loading'));
  const loadError = useTodoState((s) => (s.matches('failed') ? s.context.loadError : null));
  const board = useShownTodo();
  const notice = useTodoState((s) => s.context.notice);
  const saving = useTodoState((s) => s.context.pending.length > 0);
  const [filters, setFilters] = useState<TodoFilters>(NO_TODO_FILTERS);
  const [wipLimit, setWipLimit] = useLocalStorage<number | null>({
    key: 'lato.todo.wip-limit',
    defaultValue: null,
    getInitialValueInEffect: false,
  });
  const [open, setOpen] = useState<TodoCard | null>(null);
  // One function for every card, so that the cards are not re-rendered each time this screen is.
  const openCard = useCallback((card: TodoCard) => {
    if (card.id > 0) setOpen(card);
  }, []);
  const placeholders = { search: t`Search tasks`, project: t`All projects` };
  const dragHold = useTodoLiveUpdates();

  return (
    <DragHoldProvider value={dragHold}>
      <Stack gap="md">
        <NoticeToast notice={notice} idPrefix="todo-notice" />
        <Title order={1} fz="h2">
          {t`Todo List`}
        </Title>
        {loading && !board && (
          <Center py={60}>
            <Spinner label={t`Loading`} />
          </Center>
        )}
        {loadError && <RetryAlert message={loadError} onRetry={() => actor.send({ type: 'RETRY' })} />}
        {board && !loadError && (
          <>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Group gap="sm" wrap="wrap">
                <TextInput
                  aria-label={placeholders.search}
                  placeholder={placeholders.search}
                  leftSection={<IconSearch size={16} aria-hidden />}
                  value={filters.search}
                  onChange={(event) => setFilters({ ...filters, search: event.currentTarget.value })}
                  w={widthToShow([placeholders.search], 220)}
                />
                <Select
                  aria-label={t`Project`}
                  placeholder={placeholders.project}
                  data={projectOptions(board, t`Personal`)}
                  value={filters.project === null ? null : String(filters.project)}
                  onChange={(value) =>
                    setFilters({ ...filters, project: value === null ? null : value === 'personal' ? 'personal' : Number(value) })
                  }
                  clearable
                  searchable
                  w={widthToShow([placeholders.project], 220)}
                />
              </Group>
              <Group gap="sm" wrap="wrap">
                {loading ? <Spinner size={14} label={t`Loading`} /> : <SavingState saving={saving} />}
                <NumberInput
                  size="xs"
                  label={t`In Progress limit`}
                  placeholder={t`None`}
                  min={1}
                  max={99}
                  allowDecimal={false}
                  value={wipLimit ?? ''}
                  onChange={(value) => setWipLimit(typeof value === 'number' && value >= 1 ? value : null)}
                  w={130}
                />
              </Group>
            </Group>
            {isTodoFiltered(filters) && !Object.values(board.todos).some((card) => cardMatches(card, filters)) && (
              <Group gap="sm" role="status">
                <Text fw={600}>
                  <Trans>No task matches this search and filter.</Trans>
                </Text>
                <Button variant="light" size="xs" onClick={() => setFilters(NO_TODO_FILTERS)}>
                  <Trans>Show every task</Trans>
                </Button>
              </Group>
            )}
            <TodoColumns board={board} filters={filters} wipLimit={wipLimit} quickAdd={<TodoQuickAdd board={board} />} onOpen={openCard} />
            {open && (
              <StandaloneTaskDrawer
                key={open.id}
                taskId={open.id}
                projectId={open.project?.id ?? null}
                onClose={() => {
                  setOpen(null);
                  // The drawer saved through the phase editor's statechart: to this board, a change made elsewhere.
                  actor.send({ type: 'REMOTE_CHANGE' });
                }}
              />
            )}
          </>
        )}
      </Stack>
    </DragHoldProvider>
  );
}

/** /dashboard/todo-list: the signed-in person's tasks in three columns, saved as they move. */
export function TodoPage() {
  const user = useAuth((s) => s.context.user);
  const me: Person | null = user ? { id: user.id, full_name: user.full_name, avatar: user.avatar ?? null, role: user.role } : null;
  return (
    <TodoContext.Provider options={{ input: { me } }}>
      <TodoScreen />
    </TodoContext.Provider>
  );
}
