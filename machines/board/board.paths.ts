import { problemInSource } from '@/api/problem';
import type { AnyMachineSnapshot } from 'xstate';
import type { Person } from '@/api/contract/projects';
import type { Board, Task } from '@/api/contract/tasks';
import { ApiError } from '@/api/api-error';
import { FRESH_DEMO, demoAnswer, signInAs } from '@machines/testing/demo';
import { OUT_OF_REACH, answerOf, transitionCoverPaths, type ModelEvent, type ModelPath, type QaModel } from '@machines/testing/qa';
import { boardMachine, shownBoard, type BoardSnapshot } from './board.machine';
import { applyOperation } from './operations';

const FARID: Person = { id: 6, full_name: 'Farid Haddad', avatar: null, role: 'DEV' };

export const modelTask = (id: number, phase: number, title: string, extra: Partial<Task> = {}): Task => ({
  id,
  project: 1,
  phase,
  title,
  description: '',
  status: 'PENDING',
  assignees: [],
  start_date: null,
  end_date: null,
  position: 0,
  archived: false,
  checklist_items: [],
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  ...extra,
});

/** A small board for the behaviour tests: two phases, three tasks, one of them with a checklist. */
export const SAMPLE_BOARD: Board = {
  project: 1,
  name: 'Website relaunch',
  order_version: 7,
  members: [FARID],
  can_manage: true,
  phases: [
    {
      id: 1,
      project: 1,
      name: 'Design',
      position: 0,
      tasks: [
        modelTask(11, 1, 'Wireframes', {
          assignees: [FARID],
          checklist_items: [{ id: 21, task: 11, title: 'Mobile', description: '', done: false }],
        }),
        modelTask(12, 1, 'Visual design', { position: 1 }),
      ],
    },
    { id: 2, project: 1, name: 'Build', position: 1, tasks: [modelTask(13, 2, 'API')] },
  ],
};

export const SAMPLE_ARCHIVE: Task[] = [modelTask(14, 1, 'Old mock-ups', { archived: true })];

/** The login of the checklist, and the demo project whose board the model edits. */
const LOGIN = 'pm.dev@lato.test';
const PROJECT = 'Esposito Imports e-commerce';

/** The model's board: the demo project's, as the demo answers it. */
export const MODEL_BOARD: Board = demoAnswer<Board>(`board of ${PROJECT}`);
export const MODEL_ARCHIVE: Task[] = demoAnswer<Task[]>(`archive of ${PROJECT}`);
export const MODEL_PROJECT_ID = MODEL_BOARD.project;

const [FIRST_PHASE, SECOND_PHASE] = MODEL_BOARD.phases as [Board['phases'][number], Board['phases'][number]];
const LAST_PHASE = MODEL_BOARD.phases.at(-1)!;
/** The tasks the model moves (to the top of the second phase), gives a new status, and deletes. */
const MOVED = FIRST_PHASE.tasks[0]!;
const RESTATUSED = FIRST_PHASE.tasks[1]!;
const NEW_STATUS = RESTATUSED.status === 'IN_PROGRESS' ? 'DONE' : 'IN_PROGRESS';
const DELETED = LAST_PHASE.tasks.at(-1)!;
/** The task someone else renames in a second window, while the model's reader has the board open. */
const RENAMED = LAST_PHASE.tasks.at(-2)!;
const RENAMED_TITLE = `${RENAMED.title} and rollback plan`;

/** The board as the server has it after the second window's change: the reader's saved changes, and the rename. */
const renamedElsewhere = (board: Board): Board =>
  applyOperation({ board, archive: null }, { kind: 'editTask', taskId: RENAMED.id, title: RENAMED_TITLE }).board;

// No detail and no code: the screen says the call's own message.
const serverError = new ApiError('boom', 500, undefined, undefined);

const refreshing = (state: AnyMachineSnapshot) => state.matches({ ready: { sync: 'refreshing' } });

/**
 * The events of the model: the user's gestures, someone else's change heard on the live stream,
 * and the answers of the API (a save answers nothing the board needs). Read again after someone
 * else's change, the board is the one the reader has with that change, and the archive as it was.
 * While it is read, one gesture stands for all the reader may make meanwhile: a move, which waits
 * for the read (each gesture's own paths are the same as from the board at rest).
 */
function boardModelEvents(state: AnyMachineSnapshot): ModelEvent[] {
  const { confirmed } = (state as BoardSnapshot).context;
  const rereadArchive = state.matches({ ready: { sync: { refreshing: 'archive' } } });
  const move: ModelEvent = { type: 'MOVE_TASK', taskId: MOVED.id, phaseId: SECOND_PHASE.id, index: 0 };
  const gestures: ModelEvent[] = refreshing(state)
    ? [move]
    : [
        { type: 'RETRY' },
        move,
        { type: 'SET_STATUS', taskId: RESTATUSED.id, status: NEW_STATUS },
        { type: 'DELETE_TASK', taskId: DELETED.id },
        { type: 'CONFIRM_DELETE' },
        { type: 'CANCEL_DELETE' },
        { type: 'OPEN_ARCHIVE' },
        { type: 'CLOSE_ARCHIVE' },
        { type: 'UNARCHIVE_TASK', taskId: MODEL_ARCHIVE[0]!.id },
      ];
  return [
    { type: 'xstate.done.actor.loadBoard', output: refreshing(state) ? renamedElsewhere(confirmed!.board) : MODEL_BOARD },
    { type: 'xstate.error.actor.loadBoard', error: serverError },
    ...gestures,
    { type: 'xstate.done.actor.saveOperation', output: {} },
    { type: 'xstate.error.actor.saveOperation', error: serverError },
    { type: 'xstate.error.actor.saveOperation', error: new ApiError('Conflict', 409, 'conflict', 'The board has changed.') },
    { type: 'xstate.done.actor.loadArchive', output: rereadArchive ? confirmed!.archive : MODEL_ARCHIVE },
    { type: 'xstate.error.actor.loadArchive', error: serverError },
    { type: 'REMOTE_CHANGE', version: null },
  ];
}

/** States told apart: the machine's state, and whether a change is waiting to be saved. */
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, (snapshot as BoardSnapshot).context.pending.length > 0]);

/** The screen waits for the server: loading the board or the archive, saving a change, or reading someone else's. */
const waiting = (state: AnyMachineSnapshot) =>
  state.matches('loading') ||
  state.matches({ ready: { sync: 'saving' } }) ||
  refreshing(state) ||
  state.matches({ ready: { archive: 'loading' } });

function boardPaths(): ModelPath[] {
  return transitionCoverPaths(boardMachine, {
    events: boardModelEvents,
    serializeState,
    input: { projectId: MODEL_PROJECT_ID },
    waiting,
  });
}

const STATUS_WORDS: Record<string, string> = { PENDING: 'to do', BLOCKED: 'blocked', IN_PROGRESS: 'in progress', DONE: 'done' };

const describePhase = (phase: Board['phases'][number]) =>
  `${phase.name}: ${phase.tasks.map((t) => `${t.title} (${STATUS_WORDS[t.status]})`).join(', ') || 'no tasks'}`;

/** The board as the screen shows it: each phase with its tasks, and each task's status. */
export function describeBoard(snapshot: BoardSnapshot): string {
  const shown = shownBoard(snapshot.context);
  if (!shown) return 'no board';
  return shown.board.phases.map(describePhase).join('; ');
}

/** The board as a tester checks it: as the demo has it, or the phases that differ, in full. */
function describeChanges(snapshot: BoardSnapshot): string {
  const shown = shownBoard(snapshot.context);
  if (!shown) return 'no board';
  const changed = shown.board.phases.filter((phase) => {
    const loaded = MODEL_BOARD.phases.find((p) => p.id === phase.id);
    return !loaded || describePhase(loaded) !== describePhase(phase);
  });
  if (changed.length === 0) return `the ${shown.board.phases.length} phases as the demo has them`;
  return `the phases as the demo has them, but for ${changed.map(describePhase).join('; ')}`;
}

const taskName = (id: unknown) => MODEL_BOARD.phases.flatMap((p) => p.tasks).find((t) => t.id === id)?.title ?? `task ${String(id)}`;

const archivedName = (id: unknown) => MODEL_ARCHIVE.find((t) => t.id === id)?.title ?? `task ${String(id)}`;

/** Someone else's change, made by the tester in a second window: the rename, or (once made) the same title saved again. */
function renameElsewhere(before: AnyMachineSnapshot): string {
  const confirmed = (before as BoardSnapshot).context.confirmed;
  const renamed = confirmed !== null && confirmed.board.phases.some((p) => p.tasks.some((t) => t.title === RENAMED_TITLE));
  return renamed
    ? `In the second window, open "${RENAMED_TITLE}", click "Edit title and description", then "Save" without changing anything.`
    : `In a second window (another browser, or a private window), ${signInAs(LOGIN)} and open this phase editor too; there open "${RENAMED.title}", click "Edit title and description", ` +
        `change the title to "${RENAMED_TITLE}" and click "Save". Come back to the first window.`;
}

export const boardModel: QaModel = {
  id: 'phase-editor',
  title: 'Phase and task editor',
  setup:
    `${signInAs(LOGIN)}, open Projects, then the project "${PROJECT}" and "Open the phase editor" ` +
    `(/dashboard/projects/details/${MODEL_PROJECT_ID}/phase). The demo has its phases as ${MODEL_BOARD.phases.map(describePhase).join('; ')}; ` +
    `its archive holds ${MODEL_ARCHIVE.map((t) => `"${t.title}"`).join(', ')}. A path that saves a change leaves it in the demo: before the next path, ${FRESH_DEMO}.`,
  paths: boardPaths,
  step(event, before) {
    switch (event.type) {
      case 'xstate.done.actor.loadBoard':
        return refreshing(before) ? 'Wait a moment for the second window’s change to show.' : 'Wait for the board to load.';
      case 'xstate.error.actor.loadBoard':
        return refreshing(before)
          ? 'Let the board fail to be read again (stop the server before it answers).'
          : 'Let the board fail to load (stop the server before it answers).';
      case 'REMOTE_CHANGE':
        return renameElsewhere(before);
      case 'RETRY':
        return 'Click "Try again".';
      case 'MOVE_TASK': {
        const phase = MODEL_BOARD.phases.find((p) => p.id === event.phaseId)!.name;
        return `Drag "${taskName(event.taskId)}" to the top of ${phase} (or use its "Move to…" menu).`;
      }
      case 'SET_STATUS':
        return `Open "${taskName(event.taskId)}" and set its status to ${STATUS_WORDS[event.status as string]}.`;
      case 'DELETE_TASK':
        return `Open "${taskName(event.taskId)}" and click "Delete task".`;
      case 'CONFIRM_DELETE':
        return 'Click "Delete" in the confirmation.';
      case 'CANCEL_DELETE':
        return 'Click "Cancel" in the confirmation, then close the task.';
      case 'xstate.done.actor.saveOperation':
        return 'Wait for the change to be saved.';
      case 'xstate.error.actor.saveOperation':
        return (event.error as ApiError).status === 409
          ? 'Let someone else change the board first (save an order from another tab), so this save is refused as stale.'
          : 'Let the save fail (stop the server before it answers).';
      case 'OPEN_ARCHIVE':
        return 'Click "Archive".';
      case 'CLOSE_ARCHIVE':
        return 'Close the archive.';
      case 'UNARCHIVE_TASK':
        return `Click "Restore" beside "${archivedName(event.taskId)}".`;
      case 'xstate.done.actor.loadArchive':
        return refreshing(before) ? 'Wait a moment: the archive is read again too.' : 'Wait for the archive to load.';
      case 'xstate.error.actor.loadArchive':
        return refreshing(before) ? 'Let the archive fail to be read again.' : 'Let the archive fail to load.';
      default:
        return `Send ${event.type}.`;
    }
  },
  expect(state: AnyMachineSnapshot) {
    const snapshot = state as BoardSnapshot;
    const { context } = snapshot;
    if (snapshot.matches('loading')) return 'a loading indicator.';
    if (snapshot.matches('failed')) return `an error saying "${problemInSource(context.loadError!)}" with "Try again".`;
    const parts = [describeChanges(snapshot)];
    if (context.pending.length > 0) parts.push('a "Saving…" indicator');
    if (context.notice) parts.push(`a message saying "${problemInSource(context.notice.message!)}"`);
    if (snapshot.matches({ ready: { dialog: 'confirmingDelete' } }))
      parts.push(`a confirmation asking to delete "${taskName(context.confirmingDelete)}"`);
    if (snapshot.matches({ ready: { archive: 'loading' } })) parts.push('the archive loading');
    if (snapshot.matches({ ready: { archive: 'open' } })) {
      const archive = shownBoard(context)?.archive ?? [];
      parts.push(`the archive listing ${archive.map((t) => `"${t.title}"`).join(', ') || 'nothing'}`);
    }
    if (snapshot.matches({ ready: { archive: 'failed' } })) parts.push(`the archive saying "${problemInSource(context.archiveError!)}"`);
    return `${parts.join('; ')}.`;
  },
  waiting,
  outOfReach: (event) => (answerOf(event)?.ok === false ? OUT_OF_REACH.failure : undefined),
};
