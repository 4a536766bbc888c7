import { Menu } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { TodoCard } from '@/api/contract/todo';
import { MoveMenu } from '@/ui/MoveMenu';
import { columnOf } from '@machines/todo/todo-operations';
import { COLUMN_LABELS } from './labels';
import { useShownTodo, useTodoActor } from './todo-context';

/** The places, worked out from the board only while the menu is open: a closed menu costs a card nothing when the board changes. */
function TodoMoveMenuItems({ card }: { card: TodoCard }) {
  const { t, i18n } = useLingui();
  const actor = useTodoActor();
  const board = useShownTodo();
  if (!board) return null;
  const column = columnOf(board, card.id);
  const ids = column ? board.columns[column].todoIds : [];
  const index = ids.indexOf(card.id);
  const move = (to: (typeof board.ordered)[number], at: number) => actor.send({ type: 'MOVE', taskId: card.id, column: to, index: at });
  return (
    <>
      {column && index > 0 && <Menu.Item onClick={() => move(column, index - 1)}>{t`Up one place`}</Menu.Item>}
      {column && index >= 0 && index < ids.length - 1 && <Menu.Item onClick={() => move(column, index + 1)}>{t`Down one place`}</Menu.Item>}
      {board.ordered.map((target) => {
        const name = i18n._(COLUMN_LABELS[target]);
        const size = board.columns[target].todoIds.length;
        const here = target === column;
        return [
          <Menu.Label key={`label-${target}`}>{name}</Menu.Label>,
          <Menu.Item key={`top-${target}`} disabled={here && index === 0} onClick={() => move(target, 0)}>
            {t`To the top of ${name}`}
          </Menu.Item>,
          <Menu.Item key={`end-${target}`} disabled={here && index === size - 1} onClick={() => move(target, here ? size - 1 : size)}>
            {t`To the end of ${name}`}
          </Menu.Item>,
        ];
      })}
    </>
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
