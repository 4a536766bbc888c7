import { memo, useState, type ReactNode } from 'react';
import { DndContext, DragOverlay, closestCorners, useDroppable, type Announcements, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Badge, Group, Paper, ScrollArea, Stack, Title, VisuallyHidden } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ApplicationBoard, ApplicationCard, ApplicationStage } from '@/api/contract/careers';
import { SortableHandle, SortableItem } from '@/board-kit/SortableItem';
import { useBoardSensors } from '@/board-kit/board-sensors';
import { useDragReports } from '@/board-kit/drag-hold';
import { ShowMore, useRevealed } from '@/board-kit/revealed';
import { ApplicationCardView } from './ApplicationCardView';
import { ApplicationMoveMenu, BoardMovesContext, type BoardMoves } from './ApplicationMoveMenu';
import { cardOf, placeOf, type BoardMove } from './board-order';
import { STAGE_LABELS } from '@/features/careers/shared';

const cardKey = (id: number) => `application-${id}`;
const stageKey = (stage: ApplicationStage) => `stage-${stage}`;
const isStageKey = (key: UniqueIdentifier) => String(key).startsWith('stage-');
const cardIdOf = (key: UniqueIdentifier) => Number(String(key).slice('application-'.length));

const COLUMN_SIZE = { width: 280, flex: '0 0 280px' };
const ignore = () => undefined;

/**
 * A card that re-renders only when its own props change: during a drag dnd-kit re-renders every
 * sortable each time the pointer passes over something new.
 */
const SortableCard = memo(function SortableCard({ card, onOpen }: { card: ApplicationCard; onOpen(card: ApplicationCard): void }) {
  const { t } = useLingui();
  const title = card.name;
  return (
    <SortableItem id={cardKey(card.id)} draggable>
      <ApplicationCardView
        card={card}
        onOpen={onOpen}
        handle={<SortableHandle label={t`Drag ${title}`} />}
        actions={<ApplicationMoveMenu card={card} />}
      />
    </SortableItem>
  );
});

/** A stage: its name, how many applications it holds, and its cards. */
function Column({ stage, count, children, footer }: { stage: ApplicationStage; count: number; children: ReactNode; footer: ReactNode }) {
  const { i18n } = useLingui();
  const { setNodeRef } = useDroppable({ id: stageKey(stage) });
  const name = i18n._(STAGE_LABELS[stage]);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-default-hover)"
      component="section"
      aria-label={name}
      data-testid="pipeline-stage"
      style={COLUMN_SIZE}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="md">
            {name}
          </Title>
          <Badge variant="default" aria-label={plural(count, { one: '# application', other: '# applications' })}>
            <bdi>{count}</bdi>
          </Badge>
        </Group>
        <Stack ref={setNodeRef} gap="xs" mih={60} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={name}>
          {children}
        </Stack>
        {footer}
      </Stack>
    </Paper>
  );
}

/**
 * The pipeline's stages side by side, scrolled sideways on a narrow screen. Cards are dragged
 * within and between stages by mouse, finger (long press) or keyboard (Space, arrows, Space;
 * Escape cancels), or moved with their "Move to…" menu; a drop and a menu choice make the same move.
 */
export function PipelineBoard({
  board,
  onMove,
  onOpen,
}: {
  board: ApplicationBoard;
  onMove(move: BoardMove): void;
  onOpen(card: ApplicationCard): void;
}) {
  const { t, i18n } = useLingui();
  const sensors = useBoardSensors();
  const drags = useDragReports();
  const { shownOf, more } = useRevealed();
  const [active, setActive] = useState<number | null>(null);
  // What the last move from a menu did, for screen readers (a drag says it through dnd-kit).
  const [moved, setMoved] = useState('');

  const nameOf = (stage: ApplicationStage) => i18n._(STAGE_LABELS[stage]);
  const whereIs = (stage: ApplicationStage, index: number) => {
    const name = nameOf(stage);
    const position = index + 1;
    return t`In ${name}, position ${position}.`;
  };
  /** Where a card dropped on `over` lands: a stage and a place in it. */
  const landing = (over: UniqueIdentifier): { stage: ApplicationStage; index: number } | null => {
    if (isStageKey(over)) {
      const stage = String(over).slice('stage-'.length) as ApplicationStage;
      const column = board.stages.find((candidate) => candidate.stage === stage);
      return column ? { stage, index: column.applications.length } : null;
    }
    return placeOf(board, cardIdOf(over));
  };
  const landingWords = (over: UniqueIdentifier | undefined) => {
    const place = over === undefined ? null : landing(over);
    return place ? whereIs(place.stage, place.index) : null;
  };
  const titleOf = (key: UniqueIdentifier) => cardOf(board, cardIdOf(key))?.name ?? '';

  const announcements: Announcements = {
    onDragStart: ({ active: a }) => {
      const title = titleOf(a.id);
      const stage = placeOf(board, cardIdOf(a.id))?.stage;
      const name = stage ? nameOf(stage) : '';
      return t`Picked up ${title} in ${name}.`;
    },
    onDragOver: ({ over }) => landingWords(over?.id) ?? undefined,
    onDragEnd: ({ active: a, over }) => {
      const title = titleOf(a.id);
      const place = landingWords(over?.id);
      return place ? t`Dropped ${title}. ${place}` : t`${title} was dropped where it was.`;
    },
    onDragCancel: ({ active: a }) => {
      const title = titleOf(a.id);
      return t`Moving ${title} was cancelled; it is back where it was.`;
    },
  };

  /** A move that changes something: a card put back where it was is no move. */
  const moveTo = (id: number, stage: ApplicationStage, index: number) => {
    const from = placeOf(board, id);
    if (!from || (from.stage === stage && from.index === index)) return false;
    onMove({ id, stage, index });
    return true;
  };
  const drop = (activeId: UniqueIdentifier, overId: UniqueIdentifier | undefined) => {
    const place = overId === undefined ? null : landing(overId);
    if (!place) return;
    const id = cardIdOf(activeId);
    // Dropped on its own stage's empty space: the end of the stage, which it leaves first.
    const own = isStageKey(overId!) && placeOf(board, id)?.stage === place.stage;
    moveTo(id, place.stage, own ? place.index - 1 : place.index);
  };

  // Read only by the open menus: a new value each render draws no card again.
  const moves: BoardMoves = {
    board,
    onMove: (card, stage, index) => {
      if (!moveTo(card.id, stage, index)) return;
      const title = card.name;
      const where = whereIs(stage, index);
      setMoved(t`Moved “${title}”: ${where}`);
    },
  };

  const activeCard = active === null ? undefined : cardOf(board, active);
  return (
    <BoardMovesContext.Provider value={moves}>
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
        // A change heard during the drag goes first: the drop is then made on the board as it is now.
        onDragEnd={({ active: a, over }) => {
          drags.dragEnded();
          setActive(null);
          drop(a.id, over?.id);
        }}
      >
        <ScrollArea type="auto" offsetScrollbars>
          <div
            style={{ display: 'flex', gap: 'var(--mantine-spacing-md)', alignItems: 'flex-start', paddingBlockEnd: 8 }}
            data-testid="pipeline-board"
          >
            {board.stages.map(({ stage, applications }) => {
              const shown = shownOf(stage, applications.length);
              const cards = shown === applications.length ? applications : applications.slice(0, shown);
              return (
                <Column
                  key={stage}
                  stage={stage}
                  count={applications.length}
                  footer={<ShowMore listKey={stage} shown={shown} total={applications.length} onMore={more} />}
                >
                  <SortableContext items={cards.map((card) => cardKey(card.id))} strategy={verticalListSortingStrategy}>
                    {cards.map((card) => (
                      <li key={card.id}>
                        <SortableCard card={card} onOpen={onOpen} />
                      </li>
                    ))}
                  </SortableContext>
                </Column>
              );
            })}
          </div>
        </ScrollArea>
        <VisuallyHidden role="status" aria-live="polite">
          {moved}
        </VisuallyHidden>
        <DragOverlay>{activeCard ? <ApplicationCardView card={activeCard} onOpen={ignore} /> : null}</DragOverlay>
      </DndContext>
    </BoardMovesContext.Provider>
  );
}
