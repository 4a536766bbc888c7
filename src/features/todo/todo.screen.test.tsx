import { sayProblem } from '@/api/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toasts } from '@/layout/Toasts';
import { REVEAL_STEP } from '@/board-kit/reveal-step';
import { clearToasts } from '@/ui/toast';
import type { Actor, AnyMachineSnapshot } from 'xstate';
import { AuthProvider } from '@/features/auth';
// oxlint-disable-next-line no-restricted-imports -- the test plays the live stream's connection, the one sender of these in the app.
import { emitLiveChange, emitLiveReload } from '@/features/live/live-bus';
import { demoUser } from '@machines/testing/demo';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import type { ModelEvent } from '@machines/testing/qa';
import { shownTodo, todoMachine, type TodoSnapshot } from '@machines/todo/todo.machine';
import { MODEL_ME, RENAMED, SAMPLE_TODO, modelCard, todoModel } from '@machines/todo/todo.paths';
import { probeActor } from '@tests/actor-probe';
import { createTestAuthActor } from '@tests/auth-actor';
import { testPathsOnScreen, type Rendered } from '@tests/model/screen-suite';
import { renderAtPath } from '@tests/router';
import { TodoContext } from './todo-context';
import { TodoScreen } from './TodoPage';

const started: Actor<any>[] = [];
afterEach(async () => {
  cleanup();
  await act(() => clearToasts());
  localStorage.clear();
  started.splice(0).forEach((actor) => actor.stop());
});

interface RenderedTodo extends Rendered {
  noticeSeen: number;
}

async function render(): Promise<RenderedTodo> {
  const harness = controlledActors(['loadBoard', 'saveOperation'] as const);
  const logic = todoMachine.provide({ actors: harness.actors });
  const probe = probeActor(TodoContext);
  const auth = createTestAuthActor({ role: 'DEV', me: demoUser('dev@lato.test') });
  started.push(auth);
  await renderAtPath(
    () => (
      <AuthProvider actor={auth}>
        <TodoContext.Provider logic={logic} options={{ input: { me: MODEL_ME } }}>
          <probe.Probe />
          <Toasts />
          <TodoScreen />
        </TodoContext.Provider>
      </AuthProvider>
    ),
    '/dashboard/todo-list',
  );
  return { actor: probe.actor(), harness, noticeSeen: 0 };
}

const COLUMN_NAMES = { todo: 'To Do', progress: 'In Progress', done: 'Done' } as const;

/**
 * The board as the user reads it: each column's cards, with "blocked" for a blocked one. A long
 * column draws its first cards, and says how many more it holds ("Show 6 more").
 */
function boardOnScreen() {
  return screen.queryAllByTestId('todo-column').map((column) => {
    const cards = within(column)
      .queryAllByTestId('todo-card')
      .map((card) => `${card.getAttribute('aria-label')}${within(card).queryByText('Blocked') ? ' (blocked)' : ''}`);
    const more = within(column)
      .queryByRole('button', { name: /^Show \d+ more$/ })
      ?.textContent?.match(/\d+/)?.[0];
    return { name: column.getAttribute('aria-label'), cards, total: cards.length + Number(more ?? 0) };
  });
}

/** How many cards a column draws at first: REVEAL_STEP, or all when fewer than five more would wait behind the button. */
const drawnAtFirst = (total: number) => (total - REVEAL_STEP < 5 ? total : REVEAL_STEP);

async function showsBoard(expected: AnyMachineSnapshot) {
  const board = shownTodo((expected as TodoSnapshot).context)!;
  const want = board.ordered.map((column) => {
    const cards = board.columns[column].todoIds.map(
      (id) => `${board.todos[id]!.title}${board.todos[id]!.status === 'BLOCKED' ? ' (blocked)' : ''}`,
    );
    return { name: COLUMN_NAMES[column], cards: cards.slice(0, drawnAtFirst(cards.length)), total: cards.length };
  });
  await waitFor(() => expect(boardOnScreen()).toEqual(want));
}

async function showsNewNotice(rendered: RenderedTodo, expected: AnyMachineSnapshot) {
  const { notice } = (expected as TodoSnapshot).context;
  if (!notice || notice.id === rendered.noticeSeen) return;
  expect((await screen.findAllByText(sayProblem(notice.message))).length).toBeGreaterThan(0);
  rendered.noticeSeen = notice.id;
}

/** "Saving…" while a change waits, else "All changes saved". */
async function showsSaving(expected: AnyMachineSnapshot) {
  const saving = (expected as TodoSnapshot).context.pending.length > 0;
  expect(await screen.findByText(saving ? 'Saving…' : 'All changes saved')).toBeInTheDocument();
}

/** A change elsewhere to a task on the reader's board, as the live stream hands it to the page. */
const changeElsewhere = (taskId: number) => act(() => emitLiveChange({ kind: 'todo', subject: taskId, scope: null, version: null }));

const titleOf = (snapshot: AnyMachineSnapshot, id: unknown) => shownTodo((snapshot as TodoSnapshot).context)!.todos[String(id)]!.title;

describe('todo board: generated paths on the rendered screen', () => {
  testPathsOnScreen<RenderedTodo>({
    model: todoModel,
    root: todoMachine.root,
    render,
    gestures: {
      RETRY: async () => userEvent.click(screen.getByRole('button', { name: 'Try again' })),
      MOVE: async ({ actor }, event: ModelEvent) => {
        expect(event.index).toBe(0);
        await userEvent.click(screen.getByRole('button', { name: `Move ${titleOf(actor.getSnapshot(), event.taskId)} to…` }));
        const column = COLUMN_NAMES[event.column as keyof typeof COLUMN_NAMES];
        await userEvent.click(await screen.findByRole('menuitem', { name: `To the top of ${column}`, hidden: true }));
      },
      REMOTE_CHANGE: async () => changeElsewhere(RENAMED.id),
      CREATE: async (_, event: ModelEvent) => {
        await userEvent.type(screen.getByRole('textbox', { name: 'Add a task' }), `${String(event.title)}{Enter}`);
      },
    },
    screens: {
      loading: async (rendered, expected) => {
        expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
        await showsNewNotice(rendered, expected);
      },
      failed: async (_, expected) => {
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent(sayProblem((expected as TodoSnapshot).context.loadError!));
        expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
        expect(boardOnScreen()).toEqual([]);
      },
      'ready.idle': async (rendered, expected) => {
        await showsBoard(expected);
        expect(await screen.findByText('All changes saved')).toBeInTheDocument();
        await showsNewNotice(rendered, expected);
      },
      'ready.saving': async (rendered, expected) => {
        await showsBoard(expected);
        expect(await screen.findByText('Saving…')).toBeInTheDocument();
        await showsNewNotice(rendered, expected);
      },
      // Read again in the background: the board stays as the reader has it, moves waiting included.
      'ready.refreshing': async (rendered, expected) => {
        await showsBoard(expected);
        await showsSaving(expected);
        await showsNewNotice(rendered, expected);
      },
    },
  });
});

describe('todo board: filters and the work-in-progress limit', () => {
  async function loaded() {
    const rendered = await render();
    rendered.harness.settle('loadBoard', (d) => d.resolve(SAMPLE_TODO));
    await flush();
    await screen.findByText('All changes saved');
    return rendered;
  }

  it('searches by title and filters by project or personal tasks, and offers no dragging meanwhile', async () => {
    await loaded();
    expect(screen.getAllByRole('button', { name: /^Drag / })).toHaveLength(3);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search tasks' }), 'review');
    await waitFor(() => expect(boardOnScreen().flatMap((c) => c.cards)).toEqual(['Security review (blocked)']));
    expect(screen.queryAllByRole('button', { name: /^Drag / })).toHaveLength(0);
    // Each column counts what the search shows of it.
    expect(within(screen.getAllByTestId('todo-column')[0]!).getByLabelText('1 of 2 cards shown')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('todo-column')[0]!).getByText('1 of 2')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search tasks' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Project' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Personal', hidden: true }));
    await waitFor(() => expect(boardOnScreen().flatMap((c) => c.cards)).toEqual(['Renew the certificate']));
  });

  it('shows In Progress over the limit the person set, and remembers the limit', async () => {
    await loaded();
    const progress = () => screen.getAllByTestId('todo-column')[1]!;
    expect(progress()).not.toHaveAttribute('data-over-limit');
    await userEvent.type(screen.getByRole('textbox', { name: 'In Progress limit' }), '1');
    expect(within(progress()).getByLabelText('1 card, limit 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move Wireframes to…' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'To the top of In Progress', hidden: true }));
    await waitFor(() => expect(progress()).toHaveAttribute('data-over-limit', 'true'));
    expect(within(progress()).getByText('Over the limit you set for work in progress.')).toBeInTheDocument();
    expect(localStorage.getItem('lato.todo.wip-limit')).toBe('1');
  });
});

describe('todo board: changes made elsewhere', () => {
  async function loaded() {
    const rendered = await render();
    rendered.harness.settle('loadBoard', (d) => d.resolve(SAMPLE_TODO));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    return rendered;
  }
  const loads = ({ harness }: RenderedTodo) => harness.calls.filter((c) => c.id === 'loadBoard').length;
  const cardsOnScreen = () => boardOnScreen().map((column) => column.cards);
  /** SAMPLE_TODO as the server has it after someone else renamed the certificate card and set it done. */
  const changedElsewhere = {
    ...SAMPLE_TODO,
    columns: {
      ...SAMPLE_TODO.columns,
      progress: { ...SAMPLE_TODO.columns.progress, todoIds: [] },
      done: { ...SAMPLE_TODO.columns.done, todoIds: [3] },
    },
    todos: { ...SAMPLE_TODO.todos, '3': modelCard(3, 'Renew both certificates', { status: 'DONE', project: null, phase: null }) },
  };

  it("shows someone else's change, with the reader's own move still waiting on top", async () => {
    const rendered = await loaded();
    await changeElsewhere(3);
    // The reader moves a card while the board is read again: it shows at once, and waits for the read.
    await userEvent.click(screen.getByRole('button', { name: 'Move Wireframes to…' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'To the top of Done', hidden: true }));
    await waitFor(() => expect(cardsOnScreen()).toEqual([['Security review (blocked)'], ['Renew the certificate'], ['Wireframes']]));
    expect(rendered.harness.calls.filter((c) => c.id === 'saveOperation')).toHaveLength(0);
    rendered.harness.settle('loadBoard', (d) => d.resolve(changedElsewhere));
    await waitFor(() => expect(cardsOnScreen()).toEqual([['Security review (blocked)'], [], ['Wireframes', 'Renew both certificates']]));
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    expect(rendered.harness.calls.find((c) => c.id === 'saveOperation')!.input).toMatchObject({
      op: { kind: 'move', taskId: 1, column: 'done', index: 0 },
      confirmed: { columns: { done: { todoIds: [3] } } },
    });
  });

  it('keeps a card being dragged where the reader holds it, and shows the change once it is let go', async () => {
    const rendered = await loaded();
    screen.getByRole('button', { name: 'Drag Wireframes' }).focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Drag Wireframes' })).toHaveAttribute('aria-pressed', 'true'));
    await changeElsewhere(3);
    await flush();
    expect(loads(rendered)).toBe(1);
    await userEvent.keyboard('[Escape]');
    await waitFor(() => expect(loads(rendered)).toBe(2));
    rendered.harness.settle('loadBoard', (d) => d.resolve(changedElsewhere));
    await waitFor(() => expect(cardsOnScreen()).toEqual([['Wireframes', 'Security review (blocked)'], [], ['Renew both certificates']]));
  });

  it('reads nothing for another kind of change, and reads the board after a gap in the stream', async () => {
    const rendered = await loaded();
    await act(() => emitLiveChange({ kind: 'board', subject: 1, scope: null, version: 9 }));
    await flush();
    expect(loads(rendered)).toBe(1);
    await act(() => emitLiveReload());
    await waitFor(() => expect(loads(rendered)).toBe(2));
  });
});
