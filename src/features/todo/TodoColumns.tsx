import { memo, useMemo, useState, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  closestCorners,
  useDroppable,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { TODO_COLUMNS, type TodoBoard, type TodoCard, type TodoColumnId } from '@/api/contract/todo';
import { SortableHandle, SortableItem } from '@/board-kit/SortableItem';
import { useBoardSensors } from '@/board-kit/board-sensors';
import { ShowMore, useRevealed } from '@/board-kit/revealed';
import { useDragReports } from '@/board-kit/drag-hold';
import { columnOf } from '@machines/todo/todo-operations';
import { COLUMN_LABELS } from './labels';
import { useTodoActor } from './todo-context';
import { cardMatches, isTodoFiltered, type TodoFilters } from './todo-filters';
import { TodoCardView } from './TodoCardView';
import { TodoMoveMenu } from './TodoMoveMenu';

const cardKey = (id: number) => `card-${id}`;
const columnKey = (id: TodoColumnId) => `column-${id}`;
const isColumnKey = (key: UniqueIdentifier) => String(key).startsWith('column-');
const cardIdOf = (key: UniqueIdentifier) => Number(String(key).slice('card-'.length));

/**
 * A card that re-renders only when its own props change: during a drag dnd-kit re-renders every
 * sortable each time the pointer passes over something new, and after a move the board is new,
 * but each card keeps the same object unless it was the one moved.
 */
const SortableCard = memo(function SortableCard({
  card,
  draggable,
  onOpen,
}: {
  card: TodoCard;
  draggable: boolean;
  onOpen(card: TodoCard): void;
}) {
  const { t } = useLingui();
  const title = card.title;
  return (
    <SortableItem id={cardKey(card.id)} draggable={draggable}>
      <TodoCardView
        card={card}
        onOpen={onOpen}
        handle={draggable ? <SortableHandle label={t`Drag ${title}`} /> : undefined}
        actions={<TodoMoveMenu card={card} />}
      />
    </SortableItem>
  );
});

const ignore = () => undefined;

/** Each column's shown cards and their sortable keys, kept while the board and filters stay the same. */
function useShownColumns(board: TodoBoard, filters: TodoFilters) {
  return useMemo(
    () =>
      TODO_COLUMNS.map((id) => {
        const cards = board.columns[id].todoIds.map((cardId) => board.todos[cardId]!).filter((card) => cardMatches(card, filters));
        return { id, cards, keys: cards.map((card) => cardKey(card.id)) };
      }),
    [board, filters],
  );
}

/**
 * A column: its name, how many cards it holds (against the limit, for In Progress; while a filter
 * hides cards, how many of them it shows), and its cards.
 */
function Column({
  id,
  count,
  matching,
  limit,
  top,
  children,
  footer,
}: {
  id: TodoColumnId;
  count: number;
  /** The cards the filter shows, or null when nothing is filtered. */
  matching: number | null;
  limit: number | null;
  top?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { setNodeRef } = useDroppable({ id: columnKey(id) });
  const name = i18n._(COLUMN_LABELS[id]);
  const over = limit !== null && count > limit;
  const cards = plural(count, { one: '# card', other: '# cards' });
  // The limit is the whole column's: work in progress does not shrink when a filter hides it.
  const label = matching !== null ? t`${matching} of ${cards} shown` : limit === null ? cards : t`${cards}, limit ${limit}`;
  const shown = matching !== null ? t`${matching} of ${count}` : limit === null ? `${count}` : `${count} / ${limit}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-default-hover)"
      component="section"
      aria-label={name}
      data-testid="todo-column"
      data-over-limit={over || undefined}
      style={over ? { borderColor: 'var(--mantine-color-red-filled)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="md">
            {name}
          </Title>
          <Badge variant={over ? 'filled' : 'default'} color={over ? 'red' : undefined} aria-label={label}>
            <bdi>{shown}</bdi>
          </Badge>
        </Group>
        {over && (
          <Text size="xs" c="red" fw={600}>
            {t`Over the limit you set for work in progress.`}
          </Text>
        )}
        {top}
        <Stack ref={setNodeRef} gap="xs" mih={60} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={name}>
          {children}
        </Stack>
        {footer}
      </Stack>
    </Paper>
  );
}

/**
 * The three columns. Cards are dragged within and between columns by mouse, finger (long press)
 * or keyboard (Space, arrows, Space; Escape cancels), or moved with their "Move to…" menu; a drop
 * and a menu choice send the same event. While a filter hides cards, dragging is off (a place
 * among the shown cards is not a place in the column); the menu still works.
 */
export function TodoColumns({
  board,
  filters,
  wipLimit,
  quickAdd,
  onOpen,
}: {
  board: TodoBoard;
  filters: TodoFilters;
  wipLimit: number | null;
  quickAdd: ReactNode;
  onOpen(card: TodoCard): void;
}) {
  const { t, i18n } = useLingui();
  const actor = useTodoActor();
  const draggable = !isTodoFiltered(filters);
  const [active, setActive] = useState<number | null>(null);
  const columns = useShownColumns(board, filters);
  const { shownOf, more } = useRevealed();
  const sensors = useBoardSensors();
  const drags = useDragReports();

  /** Where a card dropped on `over` lands: a column and a place in it. */
  const landing = (over: UniqueIdentifier): { column: TodoColumnId; index: number } | null => {
    if (isColumnKey(over)) {
      const column = String(over).slice('column-'.length) as TodoColumnId;
      return { column, index: board.columns[column].todoIds.length };
    }
    const column = columnOf(board, cardIdOf(over));
    return column ? { column, index: board.columns[column].todoIds.indexOf(cardIdOf(over)) } : null;
  };
  const titleOf = (key: UniqueIdentifier) => board.todos[cardIdOf(key)]?.title ?? '';
  const where = (over: UniqueIdentifier | undefined) => {
    const place = over === undefined ? null : landing(over);
    if (!place) return null;
    const name = i18n._(COLUMN_LABELS[place.column]);
    const position = place.index + 1;
    return t`In ${name}, position ${position}.`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => {
      const title = titleOf(a.id);
      const column = columnOf(board, cardIdOf(a.id));
      const name = column ? i18n._(COLUMN_LABELS[column]) : '';
      return t`Picked up ${title} in ${name}.`;
    },
    onDragOver: ({ over }) => where(over?.id) ?? undefined,
    onDragEnd: ({ active: a, over }) => {
      const title = titleOf(a.id);
      const place = where(over?.id);
      return place ? t`Dropped ${title}. ${place}` : t`${title} was dropped where it was.`;
    },
    onDragCancel: ({ active: a }) => {
      const title = titleOf(a.id);
      return t`Moving ${title} was cancelled; it is back where it was.`;
    },
  };
  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    setActive(null);
    if (!over) return;
    const place = landing(over.id);
    if (place) actor.send({ type: 'MOVE', taskId: cardIdOf(a.id), column: place.column, index: place.index });
  };

  const activeCard = active === null ? undefined : board.todos[active];
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`Press Space to pick up the card, the arrow keys to move it, Space to drop it, Escape to cancel.`,
        },
      }}
      onDragStart={({ active: a }) => {
        drags.dragStarted();
        setActive(cardIdOf(a.id));
      }}
      onDragCancel={() => {
        setActive(null);
        drags.dragEnded();
      }}
      // A change heard during the drag goes first: the drop's move is then saved into the column as it is now.
      onDragEnd={(event) => {
        drags.dragEnded();
        onDragEnd(event);
      }}
    >
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" data-testid="todo-board">
        {columns.map(({ id, cards, keys }) => {
          const shown = shownOf(id, cards.length);
          return (
            <Column
              key={id}
              id={id}
              count={board.columns[id].todoIds.length}
              matching={draggable ? null : cards.length}
              limit={id === 'progress' ? wipLimit : null}
              top={id === 'todo' ? quickAdd : null}
              footer={<ShowMore listKey={id} shown={shown} total={cards.length} onMore={more} />}
            >
              <SortableContext items={shown === keys.length ? keys : keys.slice(0, shown)} strategy={verticalListSortingStrategy}>
                {cards.slice(0, shown).map((card) => (
                  <li key={card.id}>
                    <SortableCard card={card} draggable={draggable} onOpen={onOpen} />
                  </li>
                ))}
              </SortableContext>
            </Column>
          );
        })}
      </SimpleGrid>
      <DragOverlay>{activeCard ? <TodoCardView card={activeCard} onOpen={ignore} /> : null}</DragOverlay>
    </DndContext>
  );
}
