import { problemInSource } from '@/api/problem';
import type { AnyMachineSnapshot } from 'xstate';
import type { Person } from '@/api/contract/projects';
import type { TodoBoard, TodoCard } from '@/api/contract/todo';
import { ApiError } from '@/api/api-error';
import { FRESH_DEMO, demoAnswer, demoUser, signInAs } from '@machines/testing/demo';
import { OUT_OF_REACH, answerOf, transitionCoverPaths, type ModelEvent, type QaModel } from '@machines/testing/qa';
import { shownTodo, todoMachine, type TodoSnapshot } from './todo.machine';

/** The login of the checklist: a developer, with personal tasks and project tasks. */
const LOGIN = 'dev@lato.test';
const DEV = demoUser(LOGIN);
export const MODEL_ME: Person = { id: DEV.id, full_name: DEV.full_name, avatar: DEV.avatar, role: DEV.role };

export const modelCard = (id: number, title: string, extra: Partial<TodoCard> = {}): TodoCard => ({
  id,
  title,
  status: 'PENDING',
  project: { id: 1, name: 'Website relaunch' },
  phase: { id: 1, name: 'Design' },
  start_date: null,
  end_date: null,
  checklist: { done: 0, total: 0 },
  assignees: [MODEL_ME],
  ...extra,
});

/** A small board for the behaviour tests: a waiting card and a blocked one in To Do, one in progress, none done. */
export const SAMPLE_TODO: TodoBoard = {
  ordered: ['todo', 'progress', 'done'],
  columns: {
    todo: { id: 'todo', name: 'To Do', todoIds: [1, 2] },
    progress: { id: 'progress', name: 'In Progress', todoIds: [3] },
    done: { id: 'done', name: 'Done', todoIds: [] },
  },
  todos: {
    '1': modelCard(1, 'Wireframes'),
    '2': modelCard(2, 'Security review', { status: 'BLOCKED' }),
    '3': modelCard(3, 'Renew the certificate', { status: 'IN_PROGRESS', project: null, phase: null }),
  },
  phases: [{ id: 1, name: 'Design', project: { id: 1, name: 'Website relaunch' } }],
};

/** The model's board: the demo developer's, as the demo answers it. */
export const MODEL_TODO: TodoBoard = demoAnswer<TodoBoard>('todo board');
/** The cards the model moves: the first in To Do (to the top of In Progress), and a blocked one (to the top of To Do). */
const [FIRST, ...REST] = MODEL_TODO.columns.todo.todoIds;
const BLOCKED = REST.find((card) => MODEL_TODO.todos[String(card)]!.status === 'BLOCKED')!;
const CREATED: TodoCard = demoAnswer<{ card: TodoCard }>('add the todo Call the bank').card;
/** The card someone else renames in the phase editor of its project: the first project card In Progress. */
export const RENAMED = MODEL_TODO.todos[String(MODEL_TODO.columns.progress.todoIds.find((id) => MODEL_TODO.todos[String(id)]!.project))]!;
const RENAMED_TITLE = `${RENAMED.title} for the EU`;
/** Who renames it: a manager of its project. */
const RENAMER = 'pm.dev@lato.test';

/** The board as the server has it after that rename: the reader's saved changes, and the new title. */
const renamedElsewhere = (board: TodoBoard): TodoBoard => ({
  ...board,
  todos: { ...board.todos, [RENAMED.id]: { ...board.todos[String(RENAMED.id)]!, title: RENAMED_TITLE } },
});

const serverError = new ApiError('boom', 500, undefined, undefined);

const refreshing = (state: AnyMachineSnapshot) => state.matches({ ready: 'refreshing' });

/** The reader's gestures, someone else's change heard on the live stream, and the API's answers; read again, the board has that change. */
function todoModelEvents(state: AnyMachineSnapshot): ModelEvent[] {
  const { confirmed } = (state as TodoSnapshot).context;
  return [
    { type: 'xstate.done.actor.loadBoard', output: refreshing(state) ? renamedElsewhere(confirmed!) : MODEL_TODO },
    { type: 'xstate.error.actor.loadBoard', error: serverError },
    { type: 'RETRY' },
    { type: 'MOVE', taskId: FIRST, column: 'progress', index: 0 },
    { type: 'MOVE', taskId: BLOCKED, column: 'todo', index: 0 },
    { type: 'CREATE', title: CREATED.title },
    // A move answers its card, a new card the card made; the board needs only the latter's id.
    { type: 'xstate.done.actor.saveOperation', output: { card: CREATED } },
    { type: 'xstate.error.actor.saveOperation', error: serverError },
    { type: 'REMOTE_CHANGE' },
  ];
}

const waiting = (state: AnyMachineSnapshot) => state.matches('loading') || state.matches({ ready: 'saving' }) || refreshing(state);

const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, (snapshot as TodoSnapshot).context.pending.length > 0]);

const COLUMN_WORDS = { todo: 'To Do', progress: 'In Progress', done: 'Done' } as const;
const STATUS_WORDS: Record<string, string> = { PENDING: 'waiting', BLOCKED: 'blocked', IN_PROGRESS: 'in progress', DONE: 'done' };

/** The board as the screen shows it: each column's count and its first cards in order, with their status. */
export function describeTodo(snapshot: TodoSnapshot): string {
  const board = shownTodo(snapshot.context);
  if (!board) return 'no board';
  return board.ordered
    .map((column) => {
      const ids = board.columns[column].todoIds;
      const first = ids.slice(0, 3).map((id) => `${board.todos[id]!.title} (${STATUS_WORDS[board.todos[id]!.status]})`);
      if (ids.length === 0) return `${COLUMN_WORDS[column]}: no cards`;
      return `${COLUMN_WORDS[column]} (${ids.length} cards): ${first.join(', ')}${ids.length > first.length ? ', …' : ''}`;
    })
    .join('; ');
}

const cardTitle = (id: unknown) => MODEL_TODO.todos[String(id)]?.title ?? `card ${String(id)}`;

/** Someone else's change, made by the tester in a second window: the rename, or (once made) the same title saved again. */
function renameElsewhere(before: AnyMachineSnapshot): string {
  const confirmed = (before as TodoSnapshot).context.confirmed;
  const project = RENAMED.project!.name;
  return confirmed?.todos[String(RENAMED.id)]?.title === RENAMED_TITLE
    ? `In the second window, open "${RENAMED_TITLE}", click "Edit title and description", then "Save" without changing anything.`
    : `In a second window (another browser, or a private window), ${signInAs(RENAMER)} and open the phase editor of "${project}"; ` +
        `there open "${RENAMED.title}", click "Edit title and description", change the title to "${RENAMED_TITLE}" and click "Save". ` +
        'Come back to the first window.';
}

export const todoModel: QaModel = {
  id: 'todo-board',
  title: 'Todo board',
  setup:
    `${signInAs(LOGIN)} and open Todo List (/dashboard/todo-list): his personal tasks and the project tasks he is assigned. ` +
    `A path that moves or adds a card leaves it so in the demo: before the next path, ${FRESH_DEMO}.`,
  paths: () => transitionCoverPaths(todoMachine, { events: todoModelEvents, serializeState, input: { me: MODEL_ME }, waiting }),
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
      case 'MOVE':
        return `Drag "${cardTitle(event.taskId)}" to the top of ${COLUMN_WORDS[event.column as keyof typeof COLUMN_WORDS]} (or use its "Move to…" menu).`;
      case 'CREATE':
        return `Type "${String(event.title)}" in "Add a task" at the top of To Do and press Enter.`;
      case 'xstate.done.actor.saveOperation':
        return 'Wait for the change to be saved.';
      case 'xstate.error.actor.saveOperation':
        return 'Let the save fail (stop the server before it answers).';
      default:
        return `Send ${event.type}.`;
    }
  },
  expect(state: AnyMachineSnapshot) {
    const snapshot = state as TodoSnapshot;
    const { context } = snapshot;
    if (snapshot.matches('loading')) return 'a loading indicator.';
    if (snapshot.matches('failed')) return `an error saying "${problemInSource(context.loadError!)}" with "Try again".`;
    const parts = [`the columns ${describeTodo(snapshot)}`];
    if (context.pending.length > 0) parts.push('a "Saving…" indicator');
    if (context.notice) parts.push(`a message saying "${problemInSource(context.notice.message!)}"`);
    return `${parts.join('; ')}.`;
  },
  waiting,
  outOfReach: (event) => (answerOf(event)?.ok === false ? OUT_OF_REACH.failure : undefined),
};
