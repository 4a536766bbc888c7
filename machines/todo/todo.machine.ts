import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Person } from '@/api/contract/projects';
import type { TodoBoard, TodoColumnId } from '@/api/contract/todo';
import { errorMessage } from '@/api/errors';
import { applyTodo, commitTodo, movesCard, renameTodo, type TodoOperation, type TodoResult } from './todo-operations';
import { mustProvide } from '@machines/shared/must-provide';

export interface TodoNotice {
  id: number;
  message: string;
}

export interface TodoContext {
  /** Who the board is for: a card made for others only does not stay on it. */
  me: Person | null;
  /** The board as the server last confirmed it. */
  confirmed: TodoBoard | null;
  /** Changes shown but not yet saved, in order; the first is being saved. */
  pending: TodoOperation[];
  /** Ids for cards made here before the server names them: negative, never a server's. */
  nextTempId: number;
  loadError: string | null;
  notice: TodoNotice | null;
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
export interface TodoSaveInput {
  op: TodoOperation;
  confirmed: TodoBoard;
}

const ERRORS: Record<TodoOperation['kind'], MessageDescriptor> = {
  move: msg`Error updating status`,
  create: msg`Error creating task`,
};

/** What the screen shows: the confirmed board with the changes still being saved. */
export const shownTodo = (context: TodoContext): TodoBoard | null =>
  context.confirmed ? context.pending.reduce((board, op) => applyTodo(board, op, context.me ?? undefined), context.confirmed) : null;

const notice = (context: TodoContext, message: string): TodoNotice => ({ id: (context.notice?.id ?? 0) + 1, message });

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
    hasPending: ({ context }) => context.pending.length > 0,
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
          actions: assign({ loadError: ({ event }) => errorMessage(event.error, msg`Error fetching todo board`) }),
        },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        MOVE: {
          guard: 'movesCard',
          actions: assign({
            pending: ({ context, event }) => [
              ...context.pending,
              { kind: 'move', taskId: event.taskId, column: event.column, index: event.index },
            ],
          }),
        },
        CREATE: {
          guard: 'hasTitle',
          actions: assign(({ context, event }) => ({
            pending: [
              ...context.pending,
              { kind: 'create', tempId: context.nextTempId, title: event.title.trim(), phase: event.phase ?? null },
            ],
            nextTempId: context.nextTempId - 1,
          })),
        },
      },
      states: {
        // A reload (after the task drawer changed a task) waits until the board's own changes are saved.
        idle: {
          always: [
            { guard: 'hasPending', target: 'saving' },
            { guard: 'reloadWanted', target: '#todo.loading' },
          ],
          on: { RELOAD: '#todo.loading' },
        },
        saving: {
          on: { RELOAD: { actions: assign({ reloadWanted: true }) } },
          invoke: {
            src: 'saveOperation',
            id: 'saveOperation',
            input: ({ context }) => ({ op: context.pending[0]!, confirmed: context.confirmed! }),
            onDone: {
              target: 'idle',
              reenter: true,
              actions: assign(({ context, event }) => {
                const [op, ...rest] = context.pending;
                return {
                  confirmed: commitTodo(context.confirmed!, op!, event.output, context.me?.id),
                  pending: op!.kind === 'create' ? rest.map((next) => renameTodo(next, op!.tempId, event.output.card.id)) : rest,
                };
              }),
            },
            onError: {
              target: 'idle',
              reenter: true,
              actions: assign(({ context, event }) => {
                const [op, ...rest] = context.pending;
                // A card that was never made takes the changes waiting on it along.
                const kept = op!.kind === 'create' ? rest.filter((next) => !(next.kind === 'move' && next.taskId === op!.tempId)) : rest;
                return { notice: notice(context, errorMessage(event.error, ERRORS[op!.kind])), pending: kept };
              }),
            },
          },
        },
      },
    },
  },
});

export type TodoActor = ActorRefFrom<typeof todoMachine>;
export type TodoSnapshot = SnapshotFrom<typeof todoMachine>;
