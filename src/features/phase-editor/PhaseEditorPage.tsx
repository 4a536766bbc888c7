import { memo, useCallback, useState } from 'react';
import { Anchor, Breadcrumbs, Button, Center, Group, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { Spinner } from '@/ui/Spinner';
import { useLocalStorage } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconArchive, IconLayoutColumns, IconLayoutRows } from '@tabler/icons-react';
import { TASK_STATUSES, type TaskStatus } from '@/api/contract/projects';
import { PHASE_NAME_MAX, type Board } from '@/api/contract/tasks';
import { TASK_STATUS_LABELS } from '@/i18n/task-status-labels';
import { NotFoundPage } from '@/layout/NotFoundPage';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { RetryAlert } from '@/ui/RetryAlert';
import { SavingState } from '@/ui/SaveStatus';
import { ViewSwitch } from '@/ui/ViewSwitch';
import { ArchivePanel } from './ArchivePanel';
import { BoardNotices, DeleteConfirmation } from './BoardDialogs';
import { BoardContext, useBoardActor, useBoardState, useFirstIds, useShownBoard, useShownPart } from './board-context';
import { useBoardLiveUpdates } from './board-live';
import { ClosesWhenGone } from './ClosesWhenGone';
import { DragHoldProvider } from '@/board-kit/drag-hold';
import { NO_FILTERS, type BoardFilters } from './board-filters';
import { BoardView, type BoardLayout } from './BoardView';
import { QuickAdd } from '@/ui/QuickAdd';
import { selectWidthToShow, widthToShow } from '@/ui/field-width';
import { TaskDrawer } from './TaskDrawer';
import { useBoardPermissions } from './use-board-permissions';

const NO_MEMBERS: Board['members'] = [];

/** "Saving…" or "All changes saved": on its own, as it changes with every drop and the rest of the toolbar does not. */
function BoardSavingState() {
  const saving = useBoardState((s) => s.context.pending.length > 0);
  return <SavingState saving={saving} />;
}

/** Memoised: the screen re-renders on every change to the board, the toolbar only when its own parts change. */
const Toolbar = memo(function Toolbar({
  filters,
  onFilters,
  layout,
  onLayout,
}: {
  filters: BoardFilters;
  onFilters(f: BoardFilters): void;
  layout: BoardLayout;
  onLayout(l: BoardLayout): void;
}) {
  const { t, i18n } = useLingui();
  const actor = useBoardActor();
  const members = useShownPart((shown) => shown?.board.members) ?? NO_MEMBERS;
  const { manages } = useBoardPermissions();
  const statuses = TASK_STATUSES.map((status) => ({ value: status, label: i18n._(TASK_STATUS_LABELS[status]) }));
  const placeholders = { assignee: t`Anyone`, status: t`Any status` };
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="wrap">
        <Select
          aria-label={t`Assignee`}
          placeholder={placeholders.assignee}
          data={members.map((m) => ({ value: String(m.id), label: m.full_name }))}
          value={filters.assignee === null ? null : String(filters.assignee)}
          onChange={(value) => onFilters({ ...filters, assignee: value === null ? null : Number(value) })}
          clearable
          searchable
          w={widthToShow([placeholders.assignee], 190)}
        />
        <Select
          aria-label={t`Status`}
          placeholder={placeholders.status}
          data={statuses}
          value={filters.status}
          onChange={(value) => onFilters({ ...filters, status: (value as TaskStatus | null) ?? null })}
          clearable
          w={selectWidthToShow(placeholders.status, statuses, 190)}
        />
        <Switch
          label={t`My tasks`}
          checked={filters.mine}
          onChange={(event) => onFilters({ ...filters, mine: event.currentTarget.checked })}
        />
      </Group>
      <Group gap="sm" wrap="wrap">
        <BoardSavingState />
        <ViewSwitch
          label={t`Layout`}
          value={layout}
          onChange={onLayout}
          views={[
            { value: 'columns', icon: IconLayoutColumns, label: t`Columns` },
            { value: 'sections', icon: IconLayoutRows, label: t`Sections` },
          ]}
        />
        <Button variant="default" leftSection={<IconArchive size={16} />} onClick={() => actor.send({ type: 'OPEN_ARCHIVE' })}>
          <Trans>Archive</Trans>
        </Button>
      </Group>
      {manages && (
        <div style={{ flexBasis: '100%' }}>
          <QuickAdd
            label={t`Add a phase`}
            placeholder={t`Add a phase`}
            maxLength={PHASE_NAME_MAX}
            onAdd={(name) => actor.send({ type: 'CREATE_PHASE', name })}
          />
        </div>
      )}
    </Group>
  );
});

/** The editor's screen for a board actor: the app's, or a test's with fake API actors. */
export function PhaseEditorScreen() {
  const { t } = useLingui();
  const actor = useBoardActor();
  const loading = useBoardState((s) => s.matches('loading'));
  const loadError = useBoardState((s) => (s.matches('failed') ? s.context.loadError : null));
  const missing = useBoardState((s) => s.matches('failed') && s.context.missing);
  const shown = useShownBoard();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [layout, setLayout] = useLocalStorage<BoardLayout>({
    key: 'lato.phase-editor.layout',
    defaultValue: 'columns',
    getInitialValueInEffect: false,
  });
  const { first } = useFirstIds();
  // The open task, by the id it was first shown with (see TaskDrawer).
  const [openTask, setOpenTask] = useState<number | null>(null);
  // One function for every card, so that the cards are not re-rendered each time this screen is.
  const openTaskById = useCallback((taskId: number) => setOpenTask(first('task', taskId)), [first]);
  const closeTask = useCallback(() => setOpenTask(null), []);
  const projectId = useBoardState((s) => s.context.projectId);
  const dragHold = useBoardLiveUpdates((event) => event.kind === 'board' && event.subject === projectId);

  if (missing) return <NotFoundPage inline />;
  return (
    <DragHoldProvider value={dragHold}>
      <Stack gap="md">
        <BoardNotices />
        {shown && (
          <Breadcrumbs separatorMargin={6}>
            <Anchor component={RouterAnchor} href="/dashboard/projects/version-1" size="sm">
              {t`Projects`}
            </Anchor>
            <Anchor component={RouterAnchor} href={`/dashboard/projects/details/${shown.board.project}`} size="sm">
              {shown.board.name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t`Phase editor`}
            </Text>
          </Breadcrumbs>
        )}
        <Title order={1} fz="h2">
          {shown ? shown.board.name : t`Phase editor`}
        </Title>
        {loading && (
          <Center py={60}>
            <Spinner label={t`Loading`} />
          </Center>
        )}
        {loadError && <RetryAlert message={loadError} onRetry={() => actor.send({ type: 'RETRY' })} />}
        {shown && !loading && (
          <>
            <Toolbar filters={filters} onFilters={setFilters} layout={layout} onLayout={setLayout} />
            {shown.board.phases.length === 0 ? (
              <Text c="dimmed">
                <Trans>No phases yet. Add the first one above, for example “Discovery”.</Trans>
              </Text>
            ) : (
              <BoardView phases={shown.board.phases} filters={filters} layout={layout} onOpenTask={openTaskById} />
            )}
            <TaskDrawer firstTaskId={openTask} onClose={closeTask} />
            <ClosesWhenGone firstTaskId={openTask} onGone={closeTask} />
            <ArchivePanel />
            <DeleteConfirmation onConfirmed={closeTask} />
          </>
        )}
      </Stack>
    </DragHoldProvider>
  );
}

/** /dashboard/projects/details/{id}/phase: the project's phases and tasks, saved as they change. */
export function PhaseEditorPage({ projectId }: { projectId: number }) {
  return (
    <BoardContext.Provider options={{ input: { projectId } }}>
      <PhaseEditorScreen />
    </BoardContext.Provider>
  );
}
