import { useLingui } from '@lingui/react/macro';
import type { TodoCard } from '@/api/contract/todo';
import { MoveMenu, MovePlaces } from '@/board-kit/MoveMenu';
import { columnOf } from '@machines/todo/todo-operations';
import { COLUMN_LABELS } from './labels';
import { useShownTodo, useTodoActor } from './todo-context';

/** The places, worked out from the board only while the menu is open: a closed menu costs a card nothing when the board changes. */
function TodoMoveMenuItems({ card }: { card: TodoCard }) {
  const { i18n } = useLingui();
  const actor = useTodoActor();
  const board = useShownTodo();
  if (!board) return null;
  const column = columnOf(board, card.id) ?? null;
  return (
    <MovePlaces
      from={column}
      index={column ? board.columns[column].todoIds.indexOf(card.id) : -1}
      targets={board.ordered.map((id) => ({ id, name: i18n._(COLUMN_LABELS[id]), size: board.columns[id].todoIds.length }))}
      onMove={(to, index) => actor.send({ type: 'MOVE', taskId: card.id, column: to, index })}
    />
  );
}

/**
 * "Move to…": every place a drag could take the card (up, down, the top or the end of any
 * column), for those who cannot or would rather not drag. It sends the same event as a drop.
 */
export function TodoMoveMenu({ card }: { card: TodoCard }) {
  const { t } = useLingui();
  const title = card.title;
  return (
    <MoveMenu label={t`Move ${title} to…`} tooltip={t`Move to…`}>
      <TodoMoveMenuItems card={card} />
    </MoveMenu>
  );
}
