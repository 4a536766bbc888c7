import { COLUMN_OF_STATUS, statusInColumn, type TodoBoard, type TodoCard, type TodoColumnId } from '@/api/contract/todo';

/** The changes the todo board makes: each shows at once and is saved in turn. */
export type TodoOperation =
  | { kind: 'move'; taskId: number; column: TodoColumnId; index: number }
  | { kind: 'create'; tempId: number; title: string; phase: number | null };

/** What the server answered: the card as it is now. */
export interface TodoResult {
  card: TodoCard;
}

const without = (ids: number[], id: number) => ids.filter((x) => x !== id);

function placed(ids: number[], id: number, index: number): number[] {
  const next = without(ids, id);
  next.splice(Math.max(0, Math.min(index, next.length)), 0, id);
  return next;
}

/** The column a card is in now. */
export const columnOf = (board: TodoBoard, taskId: number): TodoColumnId | undefined =>
  board.ordered.find((column) => board.columns[column].todoIds.includes(taskId));

/** The board with one change applied. A card moved into a column takes that column's status. */
export function applyTodo(board: TodoBoard, op: TodoOperation, me?: TodoCard['assignees'][number]): TodoBoard {
  if (op.kind === 'move') {
    const card = board.todos[op.taskId];
    const from = columnOf(board, op.taskId);
    if (!card || !from) return board;
    const columns = { ...board.columns };
    columns[from] = { ...columns[from], todoIds: without(columns[from].todoIds, op.taskId) };
    columns[op.column] = { ...columns[op.column], todoIds: placed(columns[op.column].todoIds, op.taskId, op.index) };
    return {
      ...board,
      columns,
      todos: { ...board.todos, [op.taskId]: { ...card, status: statusInColumn(op.column, card.status) } },
    };
  }
  const card: TodoCard = {
    id: op.tempId,
    title: op.title,
    status: 'PENDING',
    project: null,
    phase: null,
    start_date: null,
    end_date: null,
    checklist: { done: 0, total: 0 },
    assignees: me ? [me] : [],
  };
  const phase = board.phases.find((p) => p.id === op.phase);
  if (phase) Object.assign(card, { phase: { id: phase.id, name: phase.name }, project: phase.project });
  return {
    ...board,
    columns: { ...board.columns, todo: { ...board.columns.todo, todoIds: [op.tempId, ...board.columns.todo.todoIds] } },
    todos: { ...board.todos, [op.tempId]: card },
  };
}

/** The board the server confirmed, with a saved change folded in as the server answered it. */
export function commitTodo(board: TodoBoard, op: TodoOperation, result: TodoResult, meId: number | undefined): TodoBoard {
  if (op.kind === 'move') {
    const moved = applyTodo(board, op);
    // The answer is the moved card as saved (its status); an answer about another card changes nothing.
    return result.card.id === op.taskId ? { ...moved, todos: { ...moved.todos, [op.taskId]: result.card } } : moved;
  }
  // A task made for others only is not on this board (spec section 4).
  if (!result.card.assignees.some((a) => a.id === meId)) return board;
  const column = COLUMN_OF_STATUS[result.card.status];
  return {
    ...board,
    columns: { ...board.columns, [column]: { ...board.columns[column], todoIds: [result.card.id, ...board.columns[column].todoIds] } },
    todos: { ...board.todos, [result.card.id]: result.card },
  };
}

/** A change waiting on a card the server has just named takes its id. */
export const renameTodo = (op: TodoOperation, tempId: number, id: number): TodoOperation =>
  op.kind === 'move' && op.taskId === tempId ? { ...op, taskId: id } : op;

/** The id a new card had on screen, and the one the server gave it. */
export const createdCardIds = (op: TodoOperation, result: TodoResult): [number, number] | undefined =>
  op.kind === 'create' ? [op.tempId, result.card.id] : undefined;

/** Whether a waiting change moves the card a failed change would have made: a card never made takes it along. */
export const movesCardOf = (waiting: TodoOperation, failed: TodoOperation): boolean =>
  failed.kind === 'create' && waiting.kind === 'move' && waiting.taskId === failed.tempId;

/** Whether a move changes anything: a drop where the card already is saves nothing. */
export function movesCard(board: TodoBoard, op: TodoOperation): boolean {
  if (op.kind !== 'move') return true;
  const from = columnOf(board, op.taskId);
  if (!from) return false;
  return from !== op.column || board.columns[from].todoIds.indexOf(op.taskId) !== op.index;
}
