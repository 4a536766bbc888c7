import { and, assign, not, setup, stateIn, type ActorRefFrom, type DoneActorEvent, type ErrorActorEvent, type SnapshotFrom } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { TaskStatus } from '@/api/contract/projects';
import type { Board, Task } from '@/api/contract/tasks';
import { toApiError } from '@/api/api-error';
import { problemOf, problemSaying, type Problem } from '@/api/problem';
import {
  OPERATION_ERRORS,
  applyOperation,
  findTask,
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
  /**
   * Someone else changed the board (or may have) since it was read: it is read again in the
   * background once no change of the reader's is being saved.
   */
  refreshWanted: boolean;
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
  /** The live stream says the board changed, at this order version when the change made one. */
  | { type: 'REMOTE_CHANGE'; version: number | null }
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

/** The board read again: the server's, with the archive as it was (read again next, when it was read). */
const takeBoard = assign<BoardContext, DoneActorEvent<Board>, undefined, BoardEvent, never>(({ context, event }) =>
  boardQueue.refreshed(context, { board: event.output, archive: context.confirmed!.archive }),
);

const loadFailed = assign<BoardContext, ErrorActorEvent, undefined, BoardEvent, never>({
  loadError: ({ event }) => problemOf(event.error, msg`Error fetching phases`),
  missing: ({ event }) => toApiError(event.error).status === 404,
});

/**
 * The phase and task editor: load the board, then every change shows at once and is saved in
 * turn; a failed save takes back only that change (changes saved meanwhile stay) and says why; an
 * order from an older version reloads the board. Someone else's change is read in the background
 * between two saves, and the changes still waiting show on top of it (docs/live-updates.md).
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
    isMissing: ({ event }) => toApiError((event as { error?: unknown }).error).status === 404,
    // The reader's own change heard back, or one the board has read since: nothing to read again.
    alreadyHave: ({ context, event }) =>
      event.type === 'REMOTE_CHANGE' && event.version !== null && context.confirmed?.board.order_version === event.version,
    refreshWanted: ({ context }) => context.refreshWanted,
    // Someone else's change took away the task whose deletion waited for a yes.
    deletedElsewhere: ({ context }) => {
      const shown = shownBoard(context);
      return context.confirmingDelete !== null && shown !== null && findTask(shown.board, context.confirmingDelete) === undefined;
    },
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
    wantRefresh: assign({ refreshWanted: true }),
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
    refreshWanted: false,
  }),
  initial: 'loading',
  on: { DISMISS_NOTICE: { actions: assign({ notice: null }) } },
  states: {
    loading: {
      // The read under way may have been answered before a change heard now: that one is read after it.
      entry: assign({ refreshWanted: false }),
      on: { REMOTE_CHANGE: { guard: not('alreadyHave'), actions: 'wantRefresh' } },
      invoke: {
        id: 'loadBoard',
        src: 'loadBoard',
        input: ({ context }) => ({ projectId: context.projectId }),
        onDone: {
          target: 'ready',
          actions: assign({ confirmed: ({ event }) => ({ board: event.output, archive: null }), pending: [], loadError: null }),
        },
        onError: { target: 'failed', actions: loadFailed },
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
    ready: {
      type: 'parallel',
      on: {
        RELOAD: '#board.loading',
        REMOTE_CHANGE: { guard: not('alreadyHave'), actions: 'wantRefresh' },
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
        // Someone else's change is read between two saves, never during one, so that the next
        // change is saved on the board as it is now (and a move, at its order's new version).
        sync: {
          initial: 'idle',
          states: {
            idle: {
              always: [{ guard: 'refreshWanted', target: 'refreshing' }, queueStates.saveNext],
            },
            // Read in the background: the board stays in reach, and changes made meanwhile wait.
            refreshing: {
              entry: assign({ refreshWanted: false }),
              initial: 'board',
              states: {
                board: {
                  invoke: {
                    id: 'loadBoard',
                    src: 'loadBoard',
                    input: ({ context }) => ({ projectId: context.projectId }),
                    onDone: [
                      { guard: not('archiveUnread'), target: 'archive', actions: takeBoard },
                      { target: '#board.ready.sync.idle', actions: takeBoard },
                    ],
                    // Gone or out of the reader's reach: the page says so. Anything else leaves the
                    // board as it was; the stream's next change, or its reload, reads it again.
                    onError: [{ guard: 'isMissing', target: '#board.failed', actions: loadFailed }, { target: '#board.ready.sync.idle' }],
                  },
                },
                // The archive, once read, is read again too: the change may have archived or restored.
                archive: {
                  invoke: {
                    id: 'loadArchive',
                    src: 'loadArchive',
                    input: ({ context }) => ({ projectId: context.projectId }),
                    onDone: {
                      target: '#board.ready.sync.idle',
                      actions: assign(({ context, event }) =>
                        boardQueue.refreshed(context, { ...context.confirmed!, archive: event.output }),
                      ),
                    },
                    onError: '#board.ready.sync.idle',
                  },
                },
              },
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
              always: { guard: 'deletedElsewhere', target: 'closed', actions: assign({ confirmingDelete: null }) },
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
