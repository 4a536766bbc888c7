import { and, assign, setup, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { TaskStatus } from '@/api/contract/projects';
import type { Board, Task } from '@/api/contract/tasks';
import { toApiError } from '@/api/api-error';
import { problemOf, problemSaying, type Problem } from '@/api/problem';
import {
  OPERATION_ERRORS,
  applyOperation,
  commitOperation,
  createdIds,
  movesSomething,
  renameIds,
  type BoardOperation,
  type BoardState,
  type OperationResult,
} from './operations';
import { mustProvide } from '@machines/shared/must-provide';
import { nextNotice, saveQueue, type Notice, type SaveInput, type SaveQueueContext } from '@machines/shared/save-queue';
import { saveQueueStates } from '@machines/shared/save-queue-states';

export type BoardNotice = Notice;

/** The board as the server last confirmed it (and its archive once read), and the changes still being saved. */
export interface BoardContext extends SaveQueueContext<BoardOperation, BoardState> {
  projectId: number;
  loadError: Problem | null;
  /** The project is not there, or not the reader's to see: the page is not found. */
  missing: boolean;
  archiveError: Problem | null;
  /** The task whose deletion waits for a yes. */
  confirmingDelete: number | null;
  /**
   * The temporary id each thing made here had before the server named it ("task:41" → -2): the
   * screen keys it by its first id, so a new phase's field being typed in, or a new task's open
   * drawer, stays put when the save lands.
   */
  createdAs: Record<string, number>;
}

export type CreatedThing = 'phase' | 'task' | 'item';
const CREATED_THING: Partial<Record<BoardOperation['kind'], CreatedThing>> = {
  createPhase: 'phase',
  createTask: 'task',
  addChecklistItem: 'item',
};

type Op<K extends BoardOperation['kind']> = Omit<Extract<BoardOperation, { kind: K }>, 'kind' | 'tempId'>;

export type BoardEvent =
  | { type: 'RETRY' }
  | { type: 'RELOAD' }
  | ({ type: 'MOVE_TASK' } & Op<'moveTask'>)
  | ({ type: 'MOVE_PHASE' } & Op<'movePhase'>)
  | ({ type: 'CREATE_PHASE' } & Op<'createPhase'>)
  | ({ type: 'RENAME_PHASE' } & Op<'renamePhase'>)
  | ({ type: 'DELETE_PHASE' } & Op<'deletePhase'>)
  | ({ type: 'CREATE_TASK' } & Op<'createTask'>)
  | ({ type: 'EDIT_TASK' } & Op<'editTask'>)
  | { type: 'SET_STATUS'; taskId: number; status: TaskStatus }
  | ({ type: 'SET_DATES' } & Op<'setDates'>)
  | ({ type: 'ASSIGN' } & Op<'assign'>)
  | ({ type: 'ARCHIVE_TASK' } & Op<'archiveTask'>)
  | ({ type: 'UNARCHIVE_TASK' } & Op<'unarchiveTask'>)
  | { type: 'DELETE_TASK'; taskId: number }
  | { type: 'CONFIRM_DELETE' }
  | { type: 'CANCEL_DELETE' }
  | ({ type: 'ADD_CHECKLIST_ITEM' } & Op<'addChecklistItem'>)
  | ({ type: 'TOGGLE_CHECKLIST_ITEM' } & Op<'toggleChecklistItem'>)
  | ({ type: 'EDIT_CHECKLIST_ITEM' } & Op<'editChecklistItem'>)
  | ({ type: 'DELETE_CHECKLIST_ITEM' } & Op<'deleteChecklistItem'>)
  | { type: 'OPEN_ARCHIVE' }
  | { type: 'CLOSE_ARCHIVE' }
  | { type: 'DISMISS_NOTICE' };

/** What the board's save actor is given: the change, and the board the server has confirmed so far. */
export type OperationInput = SaveInput<BoardOperation, BoardState>;

const USER_OPERATIONS: Record<string, BoardOperation['kind']> = {
  MOVE_TASK: 'moveTask',
  MOVE_PHASE: 'movePhase',
  CREATE_PHASE: 'createPhase',
  RENAME_PHASE: 'renamePhase',
  DELETE_PHASE: 'deletePhase',
  CREATE_TASK: 'createTask',
  EDIT_TASK: 'editTask',
  SET_STATUS: 'setStatus',
  SET_DATES: 'setDates',
  ASSIGN: 'assign',
  ARCHIVE_TASK: 'archiveTask',
  UNARCHIVE_TASK: 'unarchiveTask',
  ADD_CHECKLIST_ITEM: 'addChecklistItem',
  TOGGLE_CHECKLIST_ITEM: 'toggleChecklistItem',
  EDIT_CHECKLIST_ITEM: 'editChecklistItem',
  DELETE_CHECKLIST_ITEM: 'deleteChecklistItem',
};

const CREATES = new Set<BoardOperation['kind']>(['createPhase', 'createTask', 'addChecklistItem']);

/** The operation a user event asks for; the things it makes get the next temporary id. */
function operationOf(event: BoardEvent, tempId: number): BoardOperation | null {
  const kind = USER_OPERATIONS[event.type];
  if (!kind) return null;
  const { type: _type, ...fields } = event as BoardEvent & Record<string, unknown>;
  return { kind, ...fields, ...(CREATES.has(kind) ? { tempId } : {}) } as BoardOperation;
}

const boardQueue = saveQueue<BoardOperation, BoardState, OperationResult, BoardContext>({
  apply: (state, op) => applyOperation(state, op),
  commit: (confirmed, op, result) => commitOperation(confirmed, op, result),
  createdIds,
  renameIds,
  failureMessage: (op) => OPERATION_ERRORS[op.kind],
  remember(context, op, result) {
    const ids = createdIds(op, result);
    return { createdAs: ids ? { ...context.createdAs, [`${CREATED_THING[op.kind]}:${ids[1]}`]: ids[0] } : context.createdAs };
  },
});
const queueStates = saveQueueStates(boardQueue);

const conflictMessage = msg`The board was changed by someone else, so it has been reloaded. Please make your change again.`;

/**
 * The phase and task editor: load the board, then every change shows at once and is saved in
 * turn; a failed save takes back only that change (changes saved meanwhile stay) and says why; an
 * order from an older version reloads the board.
 */
export const boardMachine = setup({
  types: {
    context: {} as BoardContext,
    events: {} as BoardEvent,
    input: {} as { projectId: number },
  },
  actors: {
    loadBoard: mustProvide<Board, { projectId: number }>('loadBoard'),
    loadArchive: mustProvide<Task[], { projectId: number }>('loadArchive'),
    saveOperation: mustProvide<OperationResult, OperationInput>('saveOperation'),
  },
  guards: {
    isConflict: ({ event }) => toApiError((event as { error?: unknown }).error).status === 409,
    archiveUnread: ({ context }) => context.confirmed?.archive === null,
    // The confirmation and the archive cover the board: while one is open, the board takes no gesture.
    boardInReach: and([stateIn({ ready: { dialog: 'closed' } }), stateIn({ ready: { archive: 'closed' } })]),
    archiveOpen: stateIn({ ready: { archive: 'open' } }),
    movesSomething: ({ context, event }) => {
      const op = operationOf(event, context.nextTempId);
      return op !== null && movesSomething(shownBoard(context)!, op);
    },
  },
  actions: {
    // Every change takes a temporary id, whether it makes something or not.
    enqueue: assign(({ context, event }) => {
      const op = operationOf(event, context.nextTempId);
      return op ? boardQueue.enqueueWithTempId(context, op) : {};
    }),
  },
}).createMachine({
  id: 'board',
  context: ({ input }) => ({
    projectId: input.projectId,
    confirmed: null,
    pending: [],
    nextTempId: -1,
    loadError: null,
    missing: false,
    archiveError: null,
    notice: null,
    confirmingDelete: null,
    createdAs: {},
  }),
  initial: 'loading',
  on: { DISMISS_NOTICE: { actions: assign({ notice: null }) } },
  states: {
    loading: {
      invoke: {
        id: 'loadBoard',
        src: 'loadBoard',
        input: ({ context }) => ({ projectId: context.projectId }),
        onDone: {
          target: 'ready',
          actions: assign({ confirmed: ({ event }) => ({ board: event.output, archive: null }), pending: [], loadError: null }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            loadError: ({ event }) => problemOf(event.error, msg`Error fetching phases`),
            missing: ({ event }) => toApiError(event.error).status === 404,
          }),
        },
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
    ready: {
      type: 'parallel',
      on: {
        RELOAD: '#board.loading',
        MOVE_TASK: { guard: and(['boardInReach', 'movesSomething']), actions: 'enqueue' },
        MOVE_PHASE: { guard: and(['boardInReach', 'movesSomething']), actions: 'enqueue' },
        CREATE_PHASE: { guard: 'boardInReach', actions: 'enqueue' },
        RENAME_PHASE: { guard: 'boardInReach', actions: 'enqueue' },
        DELETE_PHASE: { guard: 'boardInReach', actions: 'enqueue' },
        CREATE_TASK: { guard: 'boardInReach', actions: 'enqueue' },
        EDIT_TASK: { guard: 'boardInReach', actions: 'enqueue' },
        SET_STATUS: { guard: 'boardInReach', actions: 'enqueue' },
        SET_DATES: { guard: 'boardInReach', actions: 'enqueue' },
        ASSIGN: { guard: 'boardInReach', actions: 'enqueue' },
        ARCHIVE_TASK: { guard: 'boardInReach', actions: 'enqueue' },
        UNARCHIVE_TASK: { guard: 'archiveOpen', actions: 'enqueue' },
        ADD_CHECKLIST_ITEM: { guard: 'boardInReach', actions: 'enqueue' },
        TOGGLE_CHECKLIST_ITEM: { guard: 'boardInReach', actions: 'enqueue' },
        EDIT_CHECKLIST_ITEM: { guard: 'boardInReach', actions: 'enqueue' },
        DELETE_CHECKLIST_ITEM: { guard: 'boardInReach', actions: 'enqueue' },
      },
      states: {
        // Changes are saved one at a time, in the order made: a second drag waits for the first.
        sync: {
          initial: 'idle',
          states: {
            idle: {
              always: queueStates.saveNext,
            },
            saving: {
              invoke: {
                ...queueStates.save,
                onError: [
                  {
                    guard: 'isConflict',
                    target: '#board.loading',
                    actions: assign(({ context }) => ({
                      notice: nextNotice(context, problemSaying(conflictMessage)),
                      pending: [],
                      confirmingDelete: null,
                    })),
                  },
                  queueStates.dropFailed,
                ],
              },
            },
          },
        },
        // Deleting a task asks first.
        dialog: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                DELETE_TASK: {
                  guard: stateIn({ ready: { archive: 'closed' } }),
                  target: 'confirmingDelete',
                  actions: assign({ confirmingDelete: ({ event }) => event.taskId }),
                },
              },
            },
            confirmingDelete: {
              on: {
                CONFIRM_DELETE: {
                  target: 'closed',
                  actions: assign(({ context }) => ({
                    ...boardQueue.enqueue(context, { kind: 'deleteTask', taskId: context.confirmingDelete! }),
                    confirmingDelete: null,
                  })),
                },
                CANCEL_DELETE: { target: 'closed', actions: assign({ confirmingDelete: null }) },
              },
            },
          },
        },
        // The archived tasks are read when first asked for.
        archive: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                OPEN_ARCHIVE: [
                  { guard: and(['archiveUnread', stateIn({ ready: { dialog: 'closed' } })]), target: 'loading' },
                  { guard: stateIn({ ready: { dialog: 'closed' } }), target: 'open' },
                ],
              },
            },
            loading: {
              invoke: {
                id: 'loadArchive',
                src: 'loadArchive',
                input: ({ context }) => ({ projectId: context.projectId }),
                onDone: {
                  target: 'open',
                  actions: assign(({ context, event }) => ({
                    confirmed: { ...context.confirmed!, archive: event.output },
                    archiveError: null,
                  })),
                },
                onError: {
                  target: 'failed',
                  actions: assign({ archiveError: ({ event }) => problemOf(event.error, msg`Error fetching archive`) }),
                },
              },
            },
            open: {
              on: { CLOSE_ARCHIVE: 'closed' },
            },
            failed: {
              on: { OPEN_ARCHIVE: 'loading', CLOSE_ARCHIVE: 'closed' },
            },
          },
        },
      },
    },
  },
});

/** What the screen shows: the confirmed board with the changes still being saved. */
export const shownBoard = (context: BoardContext): BoardState | null => boardQueue.shown(context);

/** The id a thing was first shown with: its temporary one if it was made here, else its own. */
export const firstIdOf = (createdAs: BoardContext['createdAs'], thing: CreatedThing, id: number): number =>
  createdAs[`${thing}:${id}`] ?? id;

/** The id a thing first shown as `firstId` has now: the server's once its save has landed. */
export function currentIdOf(createdAs: BoardContext['createdAs'], thing: CreatedThing, firstId: number): number {
  if (firstId > 0) return firstId;
  const named = Object.entries(createdAs).find(([key, temp]) => temp === firstId && key.startsWith(`${thing}:`));
  return named ? Number(named[0].slice(thing.length + 1)) : firstId;
}

export type BoardActor = ActorRefFrom<typeof boardMachine>;
export type BoardSnapshot = SnapshotFrom<typeof boardMachine>;
