import { sayProblem } from '@/api/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toasts } from '@/layout/Toasts';
import { clearToasts } from '@/ui/toast';
import type { Actor, AnyMachineSnapshot } from 'xstate';
import { AuthProvider } from '@/features/auth';
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
