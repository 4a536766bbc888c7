import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Person } from '@/api/contract/projects';
import type { TodoBoard, TodoColumnId } from '@/api/contract/todo';
import { problemOf, type Problem } from '@/api/problem';
import {
  applyTodo,
  commitTodo,
  createdCardIds,
  movesCard,
  movesCardOf,
  renameTodo,
  type TodoOperation,
  type TodoResult,
} from './todo-operations';
import { mustProvide } from '@machines/shared/must-provide';
import { saveQueue, type Notice, type SaveInput, type SaveQueueContext } from '@machines/shared/save-queue';
import { saveQueueStates } from '@machines/shared/save-queue-states';

export type TodoNotice = Notice;

/** The board as the server last confirmed it, and the changes still being saved. */
export interface TodoContext extends SaveQueueContext<TodoOperation, TodoBoard> {
  /** Who the board is for: a card made for others only does not stay on it. */
  me: Person | null;
  loadError: Problem | null;
  /** A reload asked for while a change was being saved: it happens once the saves are done. */
  reloadWanted: boolean;
}

export type TodoEvent =
  | { type: 'RETRY' }
  | { type: 'RELOAD' }
  | { type: 'MOVE'; taskId: number; column: TodoColumnId; index: number }
  | { type: 'CREATE'; title: string; phase?: number | null }
  | { type: 'DISMISS_NOTICE' };

/** What the save actor is given: the change, and the board the server has confirmed so far. */
export type TodoSaveInput = SaveInput<TodoOperation, TodoBoard>;

const ERRORS: Record<TodoOperation['kind'], MessageDescriptor> = {
  move: msg`Error updating status`,
  create: msg`Error creating task`,
};

const todoQueue = saveQueue<TodoOperation, TodoBoard, TodoResult, TodoContext>({
  apply: (board, op, context) => applyTodo(board, op, context.me ?? undefined),
  commit: (confirmed, op, result, context) => commitTodo(confirmed, op, result, context.me?.id),
  createdIds: createdCardIds,
  renameIds: renameTodo,
  failureMessage: (op) => ERRORS[op.kind],
  needs: movesCardOf,
});
const queueStates = saveQueueStates(todoQueue);

/** What the screen shows: the confirmed board with the changes still being saved. */
export const shownTodo = (context: TodoContext): TodoBoard | null => todoQueue.shown(context);

/**
 * The todo board: load it, then every move and every new card shows at once and is saved in turn;
 * a failed save takes back only that card (changes saved meanwhile stay) and says why.
 */
export const todoMachine = setup({
  types: {
    context: {} as TodoContext,
    events: {} as TodoEvent,
    input: {} as { me: Person | null },
  },
  actors: {
    loadBoard: mustProvide<TodoBoard>('loadBoard'),
    saveOperation: mustProvide<TodoResult, TodoSaveInput>('saveOperation'),
  },
  guards: {
    reloadWanted: ({ context }) => context.reloadWanted,
    movesCard: ({ context, event }) =>
      event.type === 'MOVE' &&
      movesCard(shownTodo(context)!, { kind: 'move', taskId: event.taskId, column: event.column, index: event.index }),
    hasTitle: ({ event }) => event.type === 'CREATE' && event.title.trim().length > 0,
  },
}).createMachine({
  id: 'todo',
  context: ({ input }) => ({
    me: input.me,
    confirmed: null,
    pending: [],
    nextTempId: -1,
    loadError: null,
    notice: null,
    reloadWanted: false,
  }),
  initial: 'loading',
  on: { DISMISS_NOTICE: { actions: assign({ notice: null }) } },
  states: {
    loading: {
      invoke: {
        src: 'loadBoard',
        id: 'loadBoard',
        onDone: {
          target: 'ready',
          actions: assign({ confirmed: ({ event }) => event.output, pending: [], loadError: null, reloadWanted: false }),
        },
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => problemOf(event.error, msg`Error fetching todo board`) }),
        },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        MOVE: {
          guard: 'movesCard',
          actions: assign(({ context, event }) =>
            todoQueue.enqueue(context, { kind: 'move', taskId: event.taskId, column: event.column, index: event.index }),
          ),
        },
        CREATE: {
          guard: 'hasTitle',
          actions: assign(({ context, event }) =>
            todoQueue.enqueueWithTempId(context, {
              kind: 'create',
              tempId: context.nextTempId,
              title: event.title.trim(),
              phase: event.phase ?? null,
            }),
          ),
        },
      },
      states: {
        // A reload (after the task drawer changed a task) waits until the board's own changes are saved.
        idle: {
          always: [queueStates.saveNext, { guard: 'reloadWanted', target: '#todo.loading' }],
          on: { RELOAD: '#todo.loading' },
        },
        saving: {
          on: { RELOAD: { actions: assign({ reloadWanted: true }) } },
          invoke: queueStates.save,
        },
      },
    },
  },
});

export type TodoActor = ActorRefFrom<typeof todoMachine>;
export type TodoSnapshot = SnapshotFrom<typeof todoMachine>;
