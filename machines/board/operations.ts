import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Person, TaskStatus } from '@/api/contract/projects';
import type { Board, ChecklistItem, OrderChange, Phase, Task } from '@/api/contract/tasks';

/**
 * Every change the editor makes to a board. Each is applied to the screen at once (optimistic),
 * sent to the API in turn, and on success folded into the board the server confirmed; a failed one
 * is dropped, and the screen is the confirmed board with the changes still waiting.
 */
export type BoardOperation =
  | { kind: 'moveTask'; taskId: number; phaseId: number; index: number }
  | { kind: 'movePhase'; phaseId: number; index: number }
  | { kind: 'createPhase'; tempId: number; name: string }
  | { kind: 'renamePhase'; phaseId: number; name: string }
  | { kind: 'deletePhase'; phaseId: number }
  | { kind: 'createTask'; tempId: number; phaseId: number; title: string }
  | { kind: 'editTask'; taskId: number; title?: string; description?: string }
  | { kind: 'setStatus'; taskId: number; status: TaskStatus }
  | { kind: 'setDates'; taskId: number; start: string | null; end: string | null }
  | { kind: 'assign'; taskId: number; assignees: number[] }
  | { kind: 'archiveTask'; taskId: number }
  | { kind: 'unarchiveTask'; taskId: number }
  | { kind: 'deleteTask'; taskId: number }
  | { kind: 'addChecklistItem'; taskId: number; tempId: number; title: string }
  | { kind: 'toggleChecklistItem'; taskId: number; itemId: number }
  | { kind: 'editChecklistItem'; taskId: number; itemId: number; title: string }
  | { kind: 'deleteChecklistItem'; taskId: number; itemId: number };

export type OperationKind = BoardOperation['kind'];

/** What the server answered to an operation, as far as the board needs it. */
export type OperationResult =
  | { orderVersion: number }
  | { task: Task; orderVersion?: number }
  | { phase: Phase; orderVersion?: number }
  | { item: ChecklistItem }
  | Record<string, never>;

/** The board as the editor holds it: the server's board and the archive, when it has been read. */
export interface BoardState {
  board: Board;
  archive: Task[] | null;
}

/** Each operation's own failure message (the spec's where it has one), said when the server gives no detail. */
export const OPERATION_ERRORS: Record<OperationKind, MessageDescriptor> = {
  moveTask: msg`Error updating order`,
  movePhase: msg`Error updating order`,
  createPhase: msg`Error creating phase`,
  renamePhase: msg`Error renaming phase`,
  deletePhase: msg`Error deleting phase`,
  createTask: msg`Error creating task`,
  editTask: msg`Error updating task`,
  setStatus: msg`Error updating task status`,
  setDates: msg`Error updating task dates`,
  assign: msg`Error updating task assignees`,
  archiveTask: msg`Error archiving task`,
  unarchiveTask: msg`Error restoring task`,
  deleteTask: msg`Error deleting task`,
  addChecklistItem: msg`Error creating checklist item`,
  toggleChecklistItem: msg`Error toggling checklist item`,
  editChecklistItem: msg`Error updating checklist item`,
  deleteChecklistItem: msg`Error deleting checklist item`,
};

const NOW = '1970-01-01T00:00:00.000Z';

function mapTasks(state: BoardState, taskId: number, change: (task: Task) => Task): BoardState {
  return {
    ...state,
    board: {
      ...state.board,
      // Phases without the task keep their objects, so that the screen leaves them alone.
      phases: state.board.phases.map((p) =>
        p.tasks.some((t) => t.id === taskId) ? { ...p, tasks: p.tasks.map((t) => (t.id === taskId ? change(t) : t)) } : p,
      ),
    },
  };
}

function removeTask(state: BoardState, taskId: number): BoardState {
  return {
    ...state,
    board: {
      ...state.board,
      phases: state.board.phases.map((p) =>
        p.tasks.some((t) => t.id === taskId) ? { ...p, tasks: p.tasks.filter((t) => t.id !== taskId) } : p,
      ),
    },
  };
}

function insertTask(state: BoardState, task: Task, phaseId: number, index: number): BoardState {
  return {
    ...state,
    board: {
      ...state.board,
      phases: state.board.phases.map((p) => {
        if (p.id !== phaseId) return p;
        const tasks = [...p.tasks];
        tasks.splice(Math.max(0, Math.min(index, tasks.length)), 0, { ...task, phase: phaseId });
        return { ...p, tasks };
      }),
    },
  };
}

export const findTask = (board: Board, taskId: number): Task | undefined =>
  board.phases.flatMap((p) => p.tasks).find((t) => t.id === taskId);

const peopleOf = (board: Board, ids: number[]): Person[] =>
  ids.map((id) => board.members.find((m) => m.id === id)).filter((m): m is Person => m !== undefined);

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item!);
  return next;
}

/** The operation as the screen shows it at once. An operation on something no longer there changes nothing. */
export function applyOperation(state: BoardState, op: BoardOperation): BoardState {
  const { board } = state;
  switch (op.kind) {
    case 'moveTask': {
      const task = findTask(board, op.taskId);
      if (!task || !board.phases.some((p) => p.id === op.phaseId)) return state;
      return insertTask(removeTask(state, op.taskId), task, op.phaseId, op.index);
    }
    case 'movePhase': {
      const from = board.phases.findIndex((p) => p.id === op.phaseId);
      if (from < 0) return state;
      return { ...state, board: { ...board, phases: move(board.phases, from, op.index) } };
    }
    case 'createPhase':
      return {
        ...state,
        board: {
          ...board,
          phases: [...board.phases, { id: op.tempId, project: board.project, name: op.name, position: board.phases.length, tasks: [] }],
        },
      };
    case 'renamePhase':
      return { ...state, board: { ...board, phases: board.phases.map((p) => (p.id === op.phaseId ? { ...p, name: op.name } : p)) } };
    case 'deletePhase':
      return { ...state, board: { ...board, phases: board.phases.filter((p) => p.id !== op.phaseId) } };
    case 'createTask': {
      const phase = board.phases.find((p) => p.id === op.phaseId);
      if (!phase) return state;
      const task: Task = {
        id: op.tempId,
        project: board.project,
        phase: op.phaseId,
        title: op.title,
        description: '',
        status: 'PENDING',
        assignees: [],
        start_date: null,
        end_date: null,
        position: phase.tasks.length,
        archived: false,
        checklist_items: [],
        created_at: NOW,
        updated_at: NOW,
      };
      return insertTask(state, task, op.phaseId, phase.tasks.length);
    }
    case 'editTask':
      return mapTasks(state, op.taskId, (t) => ({
        ...t,
        ...(op.title !== undefined && { title: op.title }),
        ...(op.description !== undefined && { description: op.description }),
      }));
    case 'setStatus':
      return mapTasks(state, op.taskId, (t) => ({ ...t, status: op.status }));
    case 'setDates':
      return mapTasks(state, op.taskId, (t) => ({ ...t, start_date: op.start, end_date: op.end }));
    case 'assign':
      return mapTasks(state, op.taskId, (t) => ({ ...t, assignees: peopleOf(board, op.assignees) }));
    case 'archiveTask': {
      const task = findTask(board, op.taskId);
      if (!task) return state;
      const removed = removeTask(state, op.taskId);
      return { ...removed, archive: state.archive && [{ ...task, archived: true }, ...state.archive] };
    }
    case 'unarchiveTask': {
      const task = state.archive?.find((t) => t.id === op.taskId);
      const phase = board.phases.find((p) => p.id === task?.phase) ?? board.phases[0];
      if (!task || !phase) return state;
      const restored = insertTask(state, { ...task, archived: false }, phase.id, phase.tasks.length);
      return { ...restored, archive: state.archive!.filter((t) => t.id !== op.taskId) };
    }
    case 'deleteTask':
      return { ...removeTask(state, op.taskId), archive: state.archive && state.archive.filter((t) => t.id !== op.taskId) };
    case 'addChecklistItem':
      return mapTasks(state, op.taskId, (t) => ({
        ...t,
        checklist_items: [...t.checklist_items, { id: op.tempId, task: t.id, title: op.title, description: '', done: false }],
      }));
    case 'toggleChecklistItem':
      return mapTasks(state, op.taskId, (t) => ({
        ...t,
        checklist_items: t.checklist_items.map((i) => (i.id === op.itemId ? { ...i, done: !i.done } : i)),
      }));
    case 'editChecklistItem':
      return mapTasks(state, op.taskId, (t) => ({
        ...t,
        checklist_items: t.checklist_items.map((i) => (i.id === op.itemId ? { ...i, title: op.title } : i)),
      }));
    case 'deleteChecklistItem':
      return mapTasks(state, op.taskId, (t) => ({ ...t, checklist_items: t.checklist_items.filter((i) => i.id !== op.itemId) }));
  }
}

/** The full order the API takes, from a board (changes not yet saved excluded: their ids are not the server's). */
const placesOf = (board: Board) => board.phases.map((p) => [p.id, p.tasks.map((t) => t.id)]);

/** Whether a move would change the order at all: a drop where the thing already is saves nothing. */
export const movesSomething = (state: BoardState, op: BoardOperation): boolean =>
  JSON.stringify(placesOf(applyOperation(state, op).board)) !== JSON.stringify(placesOf(state.board));

export function orderOf(board: Board): OrderChange {
  return {
    project: board.project,
    order_version: board.order_version,
    phases: board.phases.filter((p) => p.id > 0).map((p) => ({ id: p.id, tasks: p.tasks.filter((t) => t.id > 0).map((t) => t.id) })),
  };
}

const withVersion = (state: BoardState, result: OperationResult): BoardState =>
  'orderVersion' in result && result.orderVersion !== undefined
    ? { ...state, board: { ...state.board, order_version: result.orderVersion } }
    : state;

/**
 * The confirmed board after the server took the operation: the operation applied, with the
 * server's own record (its ids, its fields) in place of the guess, and the order's new version.
 */
export function commitOperation(confirmed: BoardState, op: BoardOperation, result: OperationResult): BoardState {
  const applied = withVersion(applyOperation(confirmed, op), result);
  if ('task' in result) {
    const { task } = result;
    if (op.kind === 'createTask') return mapTasks(applied, op.tempId, () => task);
    if (op.kind === 'archiveTask')
      return { ...applied, archive: applied.archive && applied.archive.map((t) => (t.id === task.id ? task : t)) };
    return mapTasks(applied, task.id, () => task);
  }
  if ('phase' in result && op.kind === 'createPhase') {
    const { phase } = result;
    return { ...applied, board: { ...applied.board, phases: applied.board.phases.map((p) => (p.id === op.tempId ? phase : p)) } };
  }
  if ('item' in result) {
    const { item } = result;
    const replaced = op.kind === 'addChecklistItem' ? op.tempId : item.id;
    return mapTasks(applied, item.task, (t) => ({ ...t, checklist_items: t.checklist_items.map((i) => (i.id === replaced ? item : i)) }));
  }
  return applied;
}

/** Once a created phase, task or item has its real id, the changes waiting on it name that id. */
export function renameIds(op: BoardOperation, from: number, to: number): BoardOperation {
  const swap = (id: number) => (id === from ? to : id);
  switch (op.kind) {
    case 'moveTask':
      return { ...op, taskId: swap(op.taskId), phaseId: swap(op.phaseId) };
    case 'movePhase':
    case 'renamePhase':
    case 'deletePhase':
      return { ...op, phaseId: swap(op.phaseId) };
    case 'createTask':
      return { ...op, phaseId: swap(op.phaseId) };
    case 'addChecklistItem':
      return { ...op, taskId: swap(op.taskId) };
    case 'toggleChecklistItem':
    case 'editChecklistItem':
    case 'deleteChecklistItem':
      return { ...op, taskId: swap(op.taskId), itemId: swap(op.itemId) };
    case 'createPhase':
      return op;
    default:
      return { ...op, taskId: swap(op.taskId) };
  }
}

/** The id an operation gave something new until the server answers, if it made something. */
export function createdIds(op: BoardOperation, result: OperationResult): [number, number] | undefined {
  if (op.kind === 'createTask' && 'task' in result) return [op.tempId, result.task.id];
  if (op.kind === 'createPhase' && 'phase' in result) return [op.tempId, result.phase.id];
  if (op.kind === 'addChecklistItem' && 'item' in result) return [op.tempId, result.item.id];
  return undefined;
}

/** What the screen shows: the confirmed board with every change still waiting applied, in order. */
export const shownState = (confirmed: BoardState, pending: readonly BoardOperation[]): BoardState =>
  pending.reduce(applyOperation, confirmed);
