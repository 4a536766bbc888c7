import { memo, useMemo, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  closestCorners,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, horizontalListSortingStrategy, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Phase, Task } from '@/api/contract/tasks';
import { ShowMore, useRevealed } from '@/board-kit/revealed';
import { SortableHandle, SortableItem } from '@/board-kit/SortableItem';
import { useBoardSensors } from '@/board-kit/board-sensors';
import { useBoardActor, useFirstIds } from './board-context';
import { useDragReports } from '@/board-kit/drag-hold';
import { isFiltered, taskMatches, type BoardFilters } from './board-filters';
import { MoveTaskMenu } from './MoveMenu';
import { PhaseFrame } from './PhaseFrame';
import { TaskCard } from './TaskCard';
import { useBoardPermissions } from './use-board-permissions';

export type BoardLayout = 'columns' | 'sections';

type Dragged = { kind: 'task' | 'phase'; id: number };
const taskKey = (id: number) => `task-${id}`;
const phaseKey = (id: number) => `phase-${id}`;
const parseKey = (key: UniqueIdentifier): Dragged => {
  const [kind, id] = String(key).split('-');
  return { kind: kind as Dragged['kind'], id: Number(id) };
};

/** A dragged task lands on tasks or phases; a dragged phase only among phases. */
const collision: CollisionDetection = (args) => {
  const dragging = parseKey(args.active.id).kind;
  return closestCorners({
    ...args,
    droppableContainers: args.droppableContainers.filter((c) => dragging === 'task' || parseKey(c.id).kind === 'phase'),
  });
};

/**
 * A task card that re-renders only when its own props change: during a drag dnd-kit re-renders
 * every sortable each time the pointer passes over something new, and after a move the board is
 * new, but each task keeps the same object unless it was the one moved.
 */
const SortableTask = memo(function SortableTask({
  task,
  draggable,
  manages,
  onOpen,
}: {
  task: Task;
  draggable: boolean;
  manages: boolean;
  onOpen(taskId: number): void;
}) {
  const { t } = useLingui();
  const title = task.title;
  return (
    <SortableItem id={taskKey(task.id)} draggable={draggable}>
      <TaskCard
        task={task}
        onOpen={onOpen}
        handle={draggable ? <SortableHandle label={t`Drag ${title}`} /> : undefined}
        actions={manages ? <MoveTaskMenu task={task} /> : undefined}
      />
    </SortableItem>
  );
});

const ignore = () => undefined;

const COLUMN_SIZE = { width: 300, flex: '0 0 300px' };

interface ShownTasks {
  tasks: Task[];
  keys: string[];
}

// Per phase object: a phase a change left alone keeps its object, and so keeps its lists, and its
// column is not drawn again.
const shownCache = new WeakMap<Phase, ShownTasks & { filters: BoardFilters; me: number | undefined }>();

/** A phase's shown tasks and their sortable keys, for these filters. */
function shownTasksOf(phase: Phase, filters: BoardFilters, me: number | undefined): ShownTasks {
  const known = shownCache.get(phase);
  if (known && known.filters === filters && known.me === me) return known;
  const tasks = phase.tasks.filter((task) => taskMatches(task, filters, me));
  const shown = { tasks, keys: tasks.map((task) => taskKey(task.id)), filters, me };
  shownCache.set(phase, shown);
  return shown;
}

function useShownTasks(phases: Phase[], filters: BoardFilters, me: number | undefined) {
  return useMemo(() => new Map(phases.map((phase) => [phase.id, shownTasksOf(phase, filters, me)])), [phases, filters, me]);
}

/**
 * A phase, its first `limit` shown tasks and the way to show more. Drawn again only when one of
 * these changes: not on each step of a drag, nor when a task moves between two other phases.
 */
const PhaseColumn = memo(function PhaseColumn({
  phase,
  index,
  count,
  shown: { tasks, keys },
  limit,
  layout,
  draggable,
  manages,
  onOpenTask,
  onMore,
}: {
  phase: Phase;
  index: number;
  count: number;
  shown: ShownTasks;
  limit: number;
  layout: BoardLayout;
  draggable: boolean;
  manages: boolean;
  onOpenTask(taskId: number): void;
  onMore(key: string | number): void;
}) {
  const { t } = useLingui();
  const { first } = useFirstIds();
  const name = phase.name;
  return (
    <SortableItem id={phaseKey(phase.id)} draggable={draggable} style={layout === 'columns' ? COLUMN_SIZE : undefined}>
      <PhaseFrame
        phase={phase}
        index={index}
        count={count}
        handle={draggable ? <SortableHandle label={t`Drag phase ${name}`} /> : undefined}
      >
        <SortableContext items={limit === keys.length ? keys : keys.slice(0, limit)} strategy={verticalListSortingStrategy}>
          <Stack gap="xs" mih={40} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={phase.name}>
            {tasks.slice(0, limit).map((task) => (
              <li key={first('task', task.id)}>
                <SortableTask task={task} draggable={draggable} manages={manages} onOpen={onOpenTask} />
              </li>
            ))}
          </Stack>
        </SortableContext>
        <ShowMore listKey={phase.id} shown={limit} total={tasks.length} onMore={onMore} />
      </PhaseFrame>
    </SortableItem>
  );
});

/**
 * The phases and their tasks, as columns side by side or as sections one under another. Managers
 * drag tasks within and between phases, and phases among themselves, with a mouse, a finger (long
 * press) or the keyboard (Space to pick up, arrows to move, Space to drop, Escape to cancel); each drop, like
 * each "Move to…", is one change sent to the editor.
 */
export function BoardView({
  phases,
  filters,
  layout,
  onOpenTask,
}: {
  phases: Phase[];
  filters: BoardFilters;
  layout: BoardLayout;
  onOpenTask(taskId: number): void;
}) {
  const { t } = useLingui();
  const actor = useBoardActor();
  const { first } = useFirstIds();
  const { manages, me } = useBoardPermissions();
  // Filtered lists hide tasks, so a position among them is not a position in the phase.
  const draggable = manages && !isFiltered(filters);
  const [active, setActive] = useState<Dragged | null>(null);
  const shownTasks = useShownTasks(phases, filters, me);
  const { shownOf, more } = useRevealed();
  const sensors = useBoardSensors();
  const drags = useDragReports();

  const allTasks = phases.flatMap((p) => p.tasks);
  const taskTitle = (key: UniqueIdentifier) => allTasks.find((x) => x.id === parseKey(key).id)?.title ?? '';
  const phaseOfTask = (id: number) => phases.find((p) => p.tasks.some((x) => x.id === id));
  /** Where the dragged thing would land if dropped on `over`: a phase and a place in it. */
  const target = (dragged: Dragged, over: Dragged): { phase: Phase; index: number } | null => {
    if (dragged.kind === 'phase') {
      const phase = over.kind === 'phase' ? phases.find((p) => p.id === over.id) : phaseOfTask(over.id);
      return phase ? { phase, index: phases.indexOf(phase) } : null;
    }
    const from = phaseOfTask(dragged.id);
    if (over.kind === 'phase') {
      const phase = phases.find((p) => p.id === over.id);
      if (!phase) return null;
      return { phase, index: phase.id === from?.id ? phase.tasks.length - 1 : phase.tasks.length };
    }
    const phase = phaseOfTask(over.id);
    return phase ? { phase, index: phase.tasks.findIndex((x) => x.id === over.id) } : null;
  };
  const describe = (activeId: UniqueIdentifier, overId: UniqueIdentifier | undefined) => {
    const dragged = parseKey(activeId);
    const landing = overId === undefined ? null : target(dragged, parseKey(overId));
    if (!landing) return null;
    const name = landing.phase.name;
    const position = landing.index + 1;
    if (dragged.kind === 'phase') return t`Phase in position ${position}.`;
    return t`In ${name}, position ${position}.`;
  };

  const announcements: Announcements = {
    onDragStart: ({ active: a }) => {
      const dragged = parseKey(a.id);
      if (dragged.kind === 'phase') {
        const name = phases.find((p) => p.id === dragged.id)?.name ?? '';
        return t`Picked up phase ${name}.`;
      }
      const title = taskTitle(a.id);
      const name = phaseOfTask(dragged.id)?.name ?? '';
      return t`Picked up task ${title} in ${name}.`;
    },
    onDragOver: ({ active: a, over }) => describe(a.id, over?.id) ?? undefined,
    onDragEnd: ({ active: a, over }) => {
      const where = describe(a.id, over?.id);
      const title = parseKey(a.id).kind === 'task' ? taskTitle(a.id) : (phases.find((p) => p.id === parseKey(a.id).id)?.name ?? '');
      return where ? t`Dropped ${title}. ${where}` : t`${title} was dropped where it was.`;
    },
    onDragCancel: ({ active: a }) => {
      const title = parseKey(a.id).kind === 'task' ? taskTitle(a.id) : (phases.find((p) => p.id === parseKey(a.id).id)?.name ?? '');
      return t`Moving ${title} was cancelled; it is back where it was.`;
    },
  };

  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    setActive(null);
    if (!over) return;
    const dragged = parseKey(a.id);
    const landing = target(dragged, parseKey(over.id));
    if (!landing) return;
    if (dragged.kind === 'phase') {
      if (phases.indexOf(landing.phase) !== phases.findIndex((p) => p.id === dragged.id)) {
        actor.send({ type: 'MOVE_PHASE', phaseId: dragged.id, index: landing.index });
      }
      return;
    }
    const from = phaseOfTask(dragged.id);
    if (from?.id === landing.phase.id && from.tasks.findIndex((x) => x.id === dragged.id) === landing.index) return;
    actor.send({ type: 'MOVE_TASK', taskId: dragged.id, phaseId: landing.phase.id, index: landing.index });
  };

  const activeTask = active?.kind === 'task' ? allTasks.find((x) => x.id === active.id) : undefined;
  const activePhase = active?.kind === 'phase' ? phases.find((p) => p.id === active.id) : undefined;
  const board = (
    <SortableContext
      items={phases.map((p) => phaseKey(p.id))}
      strategy={layout === 'columns' ? horizontalListSortingStrategy : verticalListSortingStrategy}
    >
      {phases.map((phase, index) => {
        const shown = shownTasks.get(phase.id)!;
        return (
          <PhaseColumn
            key={first('phase', phase.id)}
            phase={phase}
            index={index}
            count={phases.length}
            shown={shown}
            limit={shownOf(phase.id, shown.tasks.length)}
            layout={layout}
            draggable={draggable}
            manages={manages}
            onOpenTask={onOpenTask}
            onMore={more}
          />
        );
      })}
    </SortableContext>
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={({ active: a }) => {
        drags.dragStarted();
        setActive(parseKey(a.id));
      }}
      // Someone else's change heard during the drag goes first: the drop's move is then saved on the
      // board as it is now, at its newest order version, instead of being refused as stale.
      onDragEnd={(event) => {
        drags.dragEnded();
        onDragEnd(event);
      }}
      onDragCancel={() => {
        setActive(null);
        drags.dragEnded();
      }}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`To pick up an item, press Space or Enter. Move it with the arrow keys, press Space or Enter again to drop it, or Escape to cancel.`,
        },
      }}
    >
      {layout === 'columns' ? (
        <ScrollArea type="auto" offsetScrollbars>
          <div
            style={{ display: 'flex', gap: 'var(--mantine-spacing-md)', alignItems: 'flex-start', paddingBottom: 8 }}
            data-testid="board"
          >
            {board}
          </div>
        </ScrollArea>
      ) : (
        <Stack gap="md" data-testid="board">
          {board}
        </Stack>
      )}
      <DragOverlay>
        {activeTask ? <TaskCard task={activeTask} onOpen={ignore} /> : null}
        {activePhase ? (
          <Paper withBorder p="sm" radius="md" shadow="md">
            <Text fw={600}>{activePhase.name}</Text>
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
