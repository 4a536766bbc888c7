import { sayProblem } from '@/api/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toasts } from '@/layout/Toasts';
import { clearToasts } from '@/ui/toast';
import type { Actor, AnyMachineSnapshot } from 'xstate';
import { AuthProvider } from '@/features/auth';
// oxlint-disable-next-line no-restricted-imports -- the test plays the live stream's connection, the one sender of these in the app.
import { emitLiveChange, emitLiveReload } from '@/features/live/live-bus';
import { TASK_STATUS_LABELS } from '@/i18n/task-status-labels';
import { i18n } from '@/i18n/i18n';
import { boardMachine, shownBoard, type BoardSnapshot } from '@machines/board/board.machine';
import { MODEL_PROJECT_ID, SAMPLE_BOARD, boardModel, modelTask } from '@machines/board/board.paths';
import { demoUser } from '@machines/testing/demo';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import type { ModelEvent } from '@machines/testing/qa';
import { probeActor } from '@tests/actor-probe';
import { createTestAuthActor } from '@tests/auth-actor';
import { testPathsOnScreen, type Rendered } from '@tests/model/screen-suite';
import { renderAtPath } from '@tests/router';
import { BoardContext } from './board-context';
import { PhaseEditorScreen } from './PhaseEditorPage';

const started: Actor<any>[] = [];
afterEach(async () => {
  cleanup();
  await act(() => clearToasts());
  started.splice(0).forEach((actor) => actor.stop());
  vi.restoreAllMocks();
});

interface RenderedBoard extends Rendered {
  /** The last failure the screen was seen to say: each is a toast once. */
  noticeSeen: number;
}

/** The editor's screen over a board actor whose API calls the test answers. */
async function render(): Promise<RenderedBoard> {
  const harness = controlledActors(['loadBoard', 'loadArchive', 'saveOperation'] as const);
  const logic = boardMachine.provide({ actors: harness.actors });
  const probe = probeActor(BoardContext);
  const auth = createTestAuthActor({ role: 'PM_DEV', me: demoUser('pm.dev@lato.test') });
  started.push(auth);
  await renderAtPath(
    () => (
      <AuthProvider actor={auth}>
        <BoardContext.Provider logic={logic} options={{ input: { projectId: MODEL_PROJECT_ID } }}>
          <probe.Probe />
          <Toasts />
          <PhaseEditorScreen />
        </BoardContext.Provider>
      </AuthProvider>
    ),
    `/dashboard/projects/details/${MODEL_PROJECT_ID}/phase`,
  );
  return { actor: probe.actor(), harness, noticeSeen: 0 };
}

const statusLabel = (status: keyof typeof TASK_STATUS_LABELS) => i18n._(TASK_STATUS_LABELS[status]);

/** The board as the user reads it: each phase's name, and each card's title and status badge. */
function boardOnScreen() {
  return screen.queryAllByTestId('phase').map((phase) => ({
    name: phase.getAttribute('aria-label'),
    tasks: within(phase)
      .queryAllByTestId('task-card')
      .map((card) => {
        const title = card.getAttribute('aria-label')!;
        const status = Object.keys(TASK_STATUS_LABELS).find((s) => within(card).queryByText(statusLabel(s as never)));
        return `${title} (${status})`;
      }),
  }));
}

async function showsBoard(expected: AnyMachineSnapshot) {
  const shown = shownBoard((expected as BoardSnapshot).context)!;
  const want = shown.board.phases.map((p) => ({ name: p.name, tasks: p.tasks.map((t) => `${t.title} (${t.status})`) }));
  await waitFor(() => expect(boardOnScreen()).toEqual(want));
}

/** "Saving…" while a change waits, else "All changes saved". */
async function showsSaving(expected: AnyMachineSnapshot) {
  const saving = (expected as BoardSnapshot).context.pending.length > 0;
  expect(await screen.findByText(saving ? 'Saving…' : 'All changes saved')).toBeInTheDocument();
}

/** Someone else's change to this project, as the live stream hands it to the page. */
const changeElsewhere = (version: number | null = null) =>
  act(() => emitLiveChange({ kind: 'board', subject: MODEL_PROJECT_ID, scope: null, version }));

/** A failure the machine has just recorded is said in a toast (a toast closes by itself later, so only a new one is looked for). */
async function showsNewNotice(rendered: RenderedBoard, expected: AnyMachineSnapshot) {
  const { notice } = (expected as BoardSnapshot).context;
  if (!notice || notice.id === rendered.noticeSeen) return;
  expect((await screen.findAllByText(sayProblem(notice.message))).length).toBeGreaterThan(0);
  rendered.noticeSeen = notice.id;
}

const dialogNamed = (name: string) => screen.queryByRole('dialog', { name });
const archiveDialog = () => screen.getByRole('dialog', { name: 'Archive' });

async function openTask(title: string) {
  await userEvent.click(screen.getByRole('button', { name: `Open ${title}` }));
  return screen.findByRole('dialog', { name: title });
}

const taskTitle = (snapshot: AnyMachineSnapshot, id: unknown) =>
  shownBoard((snapshot as BoardSnapshot).context)!
    .board.phases.flatMap((p) => p.tasks)
    .find((t) => t.id === id)!.title;

describe('phase editor: generated paths on the rendered screen', () => {
  testPathsOnScreen<RenderedBoard>({
    model: boardModel,
    root: boardMachine.root,
    render,
    gestures: {
      RETRY: async () => userEvent.click(screen.getByRole('button', { name: 'Try again' })),
      MOVE_TASK: async ({ actor }, event: ModelEvent) => {
        const snapshot = actor.getSnapshot() as BoardSnapshot;
        const target = shownBoard(snapshot.context)!.board.phases.find((p) => p.id === event.phaseId)!;
        expect(event.index).toBe(0);
        await userEvent.click(screen.getByRole('button', { name: `Move ${taskTitle(snapshot, event.taskId)} to…` }));
        await userEvent.click(await screen.findByRole('menuitem', { name: `To the top of ${target.name}`, hidden: true }));
      },
      SET_STATUS: async ({ actor }, event: ModelEvent) => {
        const drawer = await openTask(taskTitle(actor.getSnapshot(), event.taskId));
        const select = within(drawer).getByRole('combobox', { name: 'Status' });
        await userEvent.click(select);
        const options = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
        await userEvent.click(within(options).getByRole('option', { name: statusLabel(event.status as never), hidden: true }));
        await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
        await waitFor(() => expect(dialogNamed(taskTitle(actor.getSnapshot(), event.taskId))).toBeNull());
      },
      DELETE_TASK: async ({ actor }, event: ModelEvent) => {
        const drawer = await openTask(taskTitle(actor.getSnapshot(), event.taskId));
        await userEvent.click(within(drawer).getByRole('button', { name: 'Delete task' }));
      },
      CONFIRM_DELETE: async () => {
        const confirmation = await screen.findByRole('dialog', { name: 'Delete this task?' });
        await userEvent.click(within(confirmation).getByRole('button', { name: 'Delete' }));
      },
      CANCEL_DELETE: async ({ actor }) => {
        const title = taskTitle(actor.getSnapshot(), (actor.getSnapshot() as BoardSnapshot).context.confirmingDelete);
        const confirmation = await screen.findByRole('dialog', { name: 'Delete this task?' });
        await userEvent.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
        // Back in the task's drawer: the user closes it to return to the board.
        await userEvent.click(within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: 'Close' }));
        await waitFor(() => expect(dialogNamed(title)).toBeNull());
      },
      OPEN_ARCHIVE: async ({ actor }) => {
        // A failed archive is asked again from its own panel; otherwise from the toolbar.
        if (actor.getSnapshot().matches({ ready: { archive: 'failed' } }))
          await userEvent.click(within(archiveDialog()).getByRole('button', { name: 'Try again' }));
        else await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
      },
      REMOTE_CHANGE: async (_, event: ModelEvent) => changeElsewhere(event.version as number | null),
      CLOSE_ARCHIVE: async () => userEvent.click(within(archiveDialog()).getByRole('button', { name: 'Close' })),
      UNARCHIVE_TASK: async (_, event: ModelEvent) => {
        const title = (shownBoard((_.actor.getSnapshot() as BoardSnapshot).context)!.archive ?? []).find(
          (t) => t.id === event.taskId,
        )!.title;
        await userEvent.click(within(archiveDialog()).getByRole('button', { name: `Restore ${title}` }));
      },
    },
    screens: {
      loading: async (rendered, expected) => {
        expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
        expect(boardOnScreen()).toEqual([]);
        await showsNewNotice(rendered, expected);
      },
      failed: async (_, expected) => {
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent(sayProblem((expected as BoardSnapshot).context.loadError!));
        expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
        expect(boardOnScreen()).toEqual([]);
      },
      'ready.sync.idle': async (rendered, expected) => {
        await showsBoard(expected);
        expect(await screen.findByText('All changes saved')).toBeInTheDocument();
        await showsNewNotice(rendered, expected);
      },
      'ready.sync.saving': async (rendered, expected) => {
        await showsBoard(expected);
        expect(await screen.findByText('Saving…')).toBeInTheDocument();
        await showsNewNotice(rendered, expected);
      },
      // Read again in the background: the board stays as the reader has it, changes waiting included.
      'ready.sync.refreshing.board': async (rendered, expected) => {
        await showsBoard(expected);
        await showsSaving(expected);
        await showsNewNotice(rendered, expected);
      },
      'ready.sync.refreshing.archive': async (rendered, expected) => {
        await showsBoard(expected);
        await showsSaving(expected);
        await showsNewNotice(rendered, expected);
      },
      'ready.dialog.closed': async () => {
        await waitFor(() => expect(dialogNamed('Delete this task?')).toBeNull());
      },
      'ready.dialog.confirmingDelete': async (_, expected) => {
        const confirmation = await screen.findByRole('dialog', { name: 'Delete this task?' });
        expect(confirmation).toHaveTextContent(`“${taskTitle(expected, (expected as BoardSnapshot).context.confirmingDelete)}”`);
      },
      'ready.archive.closed': async () => {
        await waitFor(() => expect(dialogNamed('Archive')).toBeNull());
      },
      'ready.archive.loading': async () => {
        expect(
          await within(await screen.findByRole('dialog', { name: 'Archive' })).findByLabelText('Loading the archive'),
        ).toBeInTheDocument();
      },
      'ready.archive.open': async (_, expected) => {
        const archived = (shownBoard((expected as BoardSnapshot).context)!.archive ?? []).map((t) => t.title);
        const panel = await screen.findByRole('dialog', { name: 'Archive' });
        await waitFor(() =>
          expect(
            within(panel)
              .queryAllByTestId('archived-task')
              .map((row) => row.textContent),
          ).toHaveLength(archived.length),
        );
        const rows = within(panel).queryAllByTestId('archived-task');
        archived.forEach((title, i) => expect(rows[i]).toHaveTextContent(title));
        if (archived.length === 0) expect(within(panel).getByText('No archived tasks.')).toBeInTheDocument();
      },
      'ready.archive.failed': async (_, expected) => {
        const panel = await screen.findByRole('dialog', { name: 'Archive' });
        expect(await within(panel).findByRole('alert')).toHaveTextContent(sayProblem((expected as BoardSnapshot).context.archiveError!));
      },
    },
  });
});

describe('phase editor: things made here keep their place while saved', () => {
  it('keeps a new task open in its drawer when the server names it', async () => {
    const { harness } = await render();
    harness.settle('loadBoard', (d) => d.resolve(SAMPLE_BOARD));
    const field = await screen.findByRole('textbox', { name: 'Add a task to Build' });
    await userEvent.type(field, 'Payments{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Open Payments' }));
    const drawer = await screen.findByRole('dialog', { name: 'Payments' });
    harness.settle('saveOperation', (d) => d.resolve({ task: modelTask(30, 2, 'Payments', { position: 1 }) }));
    await flush();
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Payments' })).toBe(drawer);
    expect(within(drawer).getByRole('combobox', { name: 'Status' })).toBeEnabled();
  });

  it('keeps what is typed in a new phase’s field when the server names the phase', async () => {
    const { harness } = await render();
    harness.settle('loadBoard', (d) => d.resolve(SAMPLE_BOARD));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Add a phase' }), 'QA{Enter}');
    const field = await screen.findByRole('textbox', { name: 'Add a task to QA' });
    await userEvent.type(field, 'Smoke');
    harness.settle('saveOperation', (d) => d.resolve({ phase: { id: 40, project: 1, name: 'QA', position: 2, tasks: [] } }));
    await flush();
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Add a task to QA' })).toBe(field);
    expect(field).toHaveValue('Smoke');
  });
});

describe('phase editor: names edited in place', () => {
  it('renames a phase on Enter, and leaves it as it was on Escape or when nothing changed', async () => {
    const { actor, harness } = await render();
    harness.settle('loadBoard', (d) => d.resolve(SAMPLE_BOARD));
    await userEvent.click(await screen.findByRole('button', { name: 'Rename phase Build' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Rename phase Build' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rename phase Design' }));
    expect((actor.getSnapshot() as BoardSnapshot).context.pending).toEqual([]);
    const field = screen.getByRole('textbox', { name: 'Phase name' });
    await userEvent.clear(field);
    await userEvent.type(field, '  Launch  {Enter}');
    expect((actor.getSnapshot() as BoardSnapshot).context.pending).toEqual([{ kind: 'renamePhase', phaseId: 1, name: 'Launch' }]);
    expect(await screen.findByRole('region', { name: 'Launch' })).toBeInTheDocument();
  });
});

describe("phase editor: someone else's changes", () => {
  async function loaded() {
    const rendered = await render();
    rendered.harness.settle('loadBoard', (d) => d.resolve(SAMPLE_BOARD));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    return rendered;
  }
  const loads = ({ harness }: RenderedBoard) => harness.calls.filter((c) => c.id === 'loadBoard').length;
  const titlesOnScreen = () => boardOnScreen().map((phase) => phase.tasks.map((task) => task.replace(/ \(\w+\)$/, '')));
  /** SAMPLE_BOARD as the server has it after someone else renamed Visual design and moved API to the top of Design. */
  const changedElsewhere = {
    ...SAMPLE_BOARD,
    order_version: 8,
    phases: [
      { ...SAMPLE_BOARD.phases[0]!, tasks: [SAMPLE_BOARD.phases[1]!.tasks[0]!, ...SAMPLE_BOARD.phases[0]!.tasks] },
      { ...SAMPLE_BOARD.phases[1]!, tasks: [] },
    ].map((phase) => ({ ...phase, tasks: phase.tasks.map((t) => (t.id === 12 ? { ...t, title: 'Brand design' } : t)) })),
  };

  it("shows someone else's rename and move, with the reader's own move still waiting on top", async () => {
    const rendered = await loaded();
    await changeElsewhere();
    // The reader moves a task while the board is read again: it shows at once, and waits for the read.
    await userEvent.click(screen.getByRole('button', { name: 'Move Wireframes to…' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'To the top of Build', hidden: true }));
    await waitFor(() => expect(titlesOnScreen()).toEqual([['Visual design'], ['Wireframes', 'API']]));
    expect(rendered.harness.calls.filter((c) => c.id === 'saveOperation')).toHaveLength(0);
    rendered.harness.settle('loadBoard', (d) => d.resolve(changedElsewhere));
    await waitFor(() => expect(titlesOnScreen()).toEqual([['API', 'Brand design'], ['Wireframes']]));
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    expect(rendered.harness.calls.find((c) => c.id === 'saveOperation')!.input).toMatchObject({
      op: { kind: 'moveTask', taskId: 11 },
      confirmed: { board: { order_version: 8 } },
    });
  });

  it('keeps a card being dragged where the reader holds it, and shows the change once it is let go', async () => {
    const rendered = await loaded();
    screen.getByRole('button', { name: 'Drag Wireframes' }).focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Drag Wireframes' })).toHaveAttribute('aria-pressed', 'true'));
    await changeElsewhere();
    await flush();
    expect(loads(rendered)).toBe(1);
    await userEvent.keyboard('[Escape]');
    await waitFor(() => expect(loads(rendered)).toBe(2));
    rendered.harness.settle('loadBoard', (d) => d.resolve(changedElsewhere));
    await waitFor(() => expect(titlesOnScreen()).toEqual([['API', 'Wireframes', 'Brand design'], []]));
  });

  it('closes the drawer of a task someone else deleted, and does not open it again when the task is back', async () => {
    const rendered = await loaded();
    await openTask('API');
    await changeElsewhere();
    rendered.harness.settle('loadBoard', (d) =>
      d.resolve({ ...SAMPLE_BOARD, order_version: 8, phases: [SAMPLE_BOARD.phases[0]!, { ...SAMPLE_BOARD.phases[1]!, tasks: [] }] }),
    );
    await waitFor(() => expect(dialogNamed('API')).toBeNull());
    await changeElsewhere();
    rendered.harness.settle('loadBoard', (d) => d.resolve({ ...SAMPLE_BOARD, order_version: 9 }));
    await waitFor(() => expect(titlesOnScreen()).toEqual([['Wireframes', 'Visual design'], ['API']]));
    expect(dialogNamed('API')).toBeNull();
  });

  it("reads nothing for its own move heard back nor for another project's change, and reads the board after a gap in the stream", async () => {
    const rendered = await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Move Wireframes to…' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'To the top of Build', hidden: true }));
    rendered.harness.settle('saveOperation', (d) => d.resolve({ orderVersion: 8 }));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    await changeElsewhere(8);
    await act(() => emitLiveChange({ kind: 'board', subject: MODEL_PROJECT_ID + 1, scope: null, version: null }));
    await act(() => emitLiveChange({ kind: 'project', subject: MODEL_PROJECT_ID, scope: null, version: null }));
    await flush();
    expect(loads(rendered)).toBe(1);
    await act(() => emitLiveReload());
    await waitFor(() => expect(loads(rendered)).toBe(2));
  });
});
