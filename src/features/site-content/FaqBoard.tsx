import { useState } from 'react';
import { DndContext, DragOverlay, closestCorners, type Announcements, type CollisionDetection, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { FaqAdmin, FaqCategoryAdmin, FaqEntryAdmin } from '@/api/contract/site-content';
import { MoveMenu, MovePlaces } from '@/board-kit/MoveMenu';
import { SortableHandle, SortableItem } from '@/board-kit/SortableItem';
import { useBoardSensors } from '@/board-kit/board-sensors';
import { FaqCategoryCard } from './FaqCategoryCard';
import { FaqEntryCard } from './FaqEntryCard';
import { placeOf } from './faq-order';

type Dragged = { kind: 'entry' | 'category'; id: number };
const entryKey = (id: number) => `entry-${id}`;
const categoryKey = (id: number) => `category-${id}`;
const parseKey = (key: UniqueIdentifier): Dragged => {
  const [kind, id] = String(key).split('-');
  return { kind: kind as Dragged['kind'], id: Number(id) };
};

/** A dragged answer lands on answers or categories; a dragged category only among categories. */
const collision: CollisionDetection = (args) => {
  const dragging = parseKey(args.active.id).kind;
  return closestCorners({
    ...args,
    droppableContainers: args.droppableContainers.filter((c) => dragging === 'entry' || parseKey(c.id).kind === 'category'),
  });
};

export interface FaqBoardActions {
  onAddEntry(category: FaqCategoryAdmin): void;
  onEditEntry(entry: FaqEntryAdmin, category: FaqCategoryAdmin): void;
  onDeleteEntry(entry: FaqEntryAdmin): void;
  onRenameCategory(category: FaqCategoryAdmin): void;
  onDeleteCategory(category: FaqCategoryAdmin): void;
  onMoveEntry(entryId: number, categoryId: number, index: number): void;
  onMoveCategory(categoryId: number, index: number): void;
}

/**
 * The FAQ's categories with their answers, in order. Answers are dragged within and between
 * categories and categories among themselves, with a mouse, a finger (long press) or the keyboard
 * (Space to pick up, arrows to move, Space to drop, Escape to cancel); every answer's "Move to…"
 * and every category's menu do the same without a drag. Each move is one order saved.
 */
export function FaqBoard({ faq, ...actions }: { faq: FaqAdmin } & FaqBoardActions) {
  const { t } = useLingui();
  const sensors = useBoardSensors();
  const [active, setActive] = useState<Dragged | null>(null);
  // What the last move from a menu did, for screen readers (a drag says it through dnd-kit).
  const [moved, setMoved] = useState('');
  const { categories } = faq;

  const entries = categories.flatMap((category) => category.entries);
  const entryOf = (id: number) => entries.find((entry) => entry.id === id);
  const categoryOfEntry = (id: number) => categories.find((category) => category.entries.some((entry) => entry.id === id));
  const titleOf = (dragged: Dragged) =>
    dragged.kind === 'entry' ? (entryOf(dragged.id)?.question_en ?? '') : (categories.find((c) => c.id === dragged.id)?.name_en ?? '');

  /** Where the dragged thing lands when dropped on `over`: a category and a place in it (or among the categories). */
  const target = (dragged: Dragged, over: Dragged): { category: FaqCategoryAdmin; index: number } | null => {
    if (dragged.kind === 'category') {
      const category = over.kind === 'category' ? categories.find((c) => c.id === over.id) : categoryOfEntry(over.id);
      return category ? { category, index: categories.indexOf(category) } : null;
    }
    const from = categoryOfEntry(dragged.id);
    if (over.kind === 'category') {
      const category = categories.find((c) => c.id === over.id);
      if (!category) return null;
      return { category, index: category.id === from?.id ? category.entries.length - 1 : category.entries.length };
    }
    const category = categoryOfEntry(over.id);
    return category ? { category, index: category.entries.findIndex((entry) => entry.id === over.id) } : null;
  };
  const whereIs = (category: FaqCategoryAdmin, index: number, kind: Dragged['kind']) => {
    const name = category.name_en;
    const position = index + 1;
    return kind === 'category' ? t`Category in position ${position}.` : t`In ${name}, position ${position}.`;
  };
  const describe = (activeId: UniqueIdentifier, overId: UniqueIdentifier | undefined) => {
    const dragged = parseKey(activeId);
    const landing = overId === undefined ? null : target(dragged, parseKey(overId));
    return landing ? whereIs(landing.category, landing.index, dragged.kind) : null;
  };

  const announcements: Announcements = {
    onDragStart: ({ active: a }) => {
      const dragged = parseKey(a.id);
      const title = titleOf(dragged);
      if (dragged.kind === 'category') return t`Picked up category ${title}.`;
      const name = categoryOfEntry(dragged.id)?.name_en ?? '';
      return t`Picked up ${title} in ${name}.`;
    },
    onDragOver: ({ active: a, over }) => describe(a.id, over?.id) ?? undefined,
    onDragEnd: ({ active: a, over }) => {
      const where = describe(a.id, over?.id);
      const title = titleOf(parseKey(a.id));
      return where ? t`Dropped ${title}. ${where}` : t`${title} was dropped where it was.`;
    },
    onDragCancel: ({ active: a }) => {
      const title = titleOf(parseKey(a.id));
      return t`Moving ${title} was cancelled; it is back where it was.`;
    },
  };

  const drop = (activeId: UniqueIdentifier, overId: UniqueIdentifier | undefined) => {
    if (overId === undefined) return;
    const dragged = parseKey(activeId);
    const landing = target(dragged, parseKey(overId));
    if (!landing) return;
    if (dragged.kind === 'category') {
      if (categories.indexOf(landing.category) !== categories.findIndex((c) => c.id === dragged.id))
        actions.onMoveCategory(dragged.id, landing.index);
      return;
    }
    const from = placeOf(faq, dragged.id);
    if (from.categoryId === landing.category.id && from.index === landing.index) return;
    actions.onMoveEntry(dragged.id, landing.category.id, landing.index);
  };

  const moveFromMenu = (entry: FaqEntryAdmin, category: FaqCategoryAdmin, index: number) => {
    const title = entry.question_en;
    const where = whereIs(category, index, 'entry');
    setMoved(t`Moved “${title}”: ${where}`);
    actions.onMoveEntry(entry.id, category.id, index);
  };

  const activeEntry = active?.kind === 'entry' ? entryOf(active.id) : undefined;
  const activeCategory = active?.kind === 'category' ? categories.find((c) => c.id === active.id) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={({ active: a }) => setActive(parseKey(a.id))}
      onDragEnd={({ active: a, over }) => {
        setActive(null);
        drop(a.id, over?.id);
      }}
      onDragCancel={() => setActive(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`To pick up an item, press Space or Enter. Move it with the arrow keys, press Space or Enter again to drop it, or Escape to cancel.`,
        },
      }}
    >
      <SortableContext items={categories.map((c) => categoryKey(c.id))} strategy={verticalListSortingStrategy}>
        <Stack gap="md" data-testid="faq-board">
          {categories.map((category, index) => {
            const name = category.name_en;
            return (
              <SortableItem key={category.id} id={categoryKey(category.id)} draggable>
                <FaqCategoryCard
                  category={category}
                  index={index}
                  count={categories.length}
                  handle={<SortableHandle label={t`Drag category ${name}`} />}
                  onAddEntry={actions.onAddEntry}
                  onRename={actions.onRenameCategory}
                  onMove={(moving, at) => actions.onMoveCategory(moving.id, at)}
                  onDelete={actions.onDeleteCategory}
                >
                  <SortableContext items={category.entries.map((entry) => entryKey(entry.id))} strategy={verticalListSortingStrategy}>
                    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={name}>
                      {category.entries.map((entry, at) => {
                        const title = entry.question_en;
                        return (
                          <li key={entry.id}>
                            <SortableItem id={entryKey(entry.id)} draggable>
                              <FaqEntryCard
                                entry={entry}
                                handle={<SortableHandle label={t`Drag ${title}`} />}
                                moveMenu={
                                  <MoveMenu label={t`Move ${title} to…`} tooltip={t`Move to…`}>
                                    <MovePlaces
                                      from={category.id}
                                      index={at}
                                      targets={categories.map((c) => ({ id: c.id, name: c.name_en, size: c.entries.length }))}
                                      onMove={(categoryId, to) =>
                                        moveFromMenu(
                                          entry,
                                          categories.find((c) => c.id === categoryId)!,
                                          to,
                                        )
                                      }
                                    />
                                  </MoveMenu>
                                }
                                onEdit={(edited) => actions.onEditEntry(edited, category)}
                                onDelete={actions.onDeleteEntry}
                              />
                            </SortableItem>
                          </li>
                        );
                      })}
                    </Stack>
                  </SortableContext>
                </FaqCategoryCard>
              </SortableItem>
            );
          })}
        </Stack>
      </SortableContext>
      <VisuallyHidden role="status" aria-live="polite">
        {moved}
      </VisuallyHidden>
      <DragOverlay>
        {activeEntry ? <FaqEntryCard entry={activeEntry} /> : null}
        {activeCategory ? (
          <Paper withBorder p="sm" radius="md" shadow="md">
            <Text fw={600}>{activeCategory.name_en}</Text>
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
