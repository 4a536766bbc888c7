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
  /**
   * The board changed elsewhere (someone else's change, or the task drawer's) since it was read:
   * it is read again in the background once no change of the reader's is being saved.
   */
  refreshWanted: boolean;
}

export type TodoEvent =
  | { type: 'RETRY' }
  /** A task on the board changed elsewhere: the live stream heard it, or the task drawer saved it. */
  | { type: 'REMOTE_CHANGE' }
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
 * a failed save takes back only that card (changes saved meanwhile stay) and says why. A change
 * made elsewhere is read in the background between two saves, and the moves still waiting show on
 * top of it (docs/live-updates.md).
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
    refreshWanted: ({ context }) => context.refreshWanted,
    movesCard: ({ context, event }) =>
      event.type === 'MOVE' &&
      movesCard(shownTodo(context)!, { kind: 'move', taskId: event.taskId, column: event.column, index: event.index }),
    hasTitle: ({ event }) => event.type === 'CREATE' && event.title.trim().length > 0,
  },
  actions: {
    wantRefresh: assign({ refreshWanted: true }),
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
    refreshWanted: false,
  }),
  initial: 'loading',
  on: { DISMISS_NOTICE: { actions: assign({ notice: null }) } },
  states: {
    loading: {
      // The read under way may have been answered before a change heard now: that one is read after it.
      entry: assign({ refreshWanted: false }),
      on: { REMOTE_CHANGE: { actions: 'wantRefresh' } },
      invoke: {
        src: 'loadBoard',
        id: 'loadBoard',
        onDone: {
          target: 'ready',
          actions: assign({ confirmed: ({ event }) => event.output, pending: [], loadError: null }),
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
        REMOTE_CHANGE: { actions: 'wantRefresh' },
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
        // A change made elsewhere is read between two saves, never during one, so that the next
        // move is saved into the column as it is now.
        idle: {
          always: [{ guard: 'refreshWanted', target: 'refreshing' }, queueStates.saveNext],
        },
        saving: {
          invoke: queueStates.save,
        },
        // Read in the background: the board stays in reach, and moves made meanwhile wait.
        refreshing: {
          entry: assign({ refreshWanted: false }),
          invoke: {
            id: 'loadBoard',
            src: 'loadBoard',
            onDone: { target: 'idle', actions: assign(({ context, event }) => todoQueue.refreshed(context, event.output)) },
            // The board stays as it was; the stream's next change, or its reload, reads it again.
            onError: 'idle',
          },
        },
      },
    },
  },
});

export type TodoActor = ActorRefFrom<typeof todoMachine>;
export type TodoSnapshot = SnapshotFrom<typeof todoMachine>;
