// @vitest-environment node
import { problemInSource } from '@/api/problem';
import { problemSays } from '@tests/problem-says';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { ApiError } from '@/api/api-error';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import { testGeneratedPaths } from '@machines/testing/path-suite';
import { boardMachine, currentIdOf, firstIdOf, shownBoard } from './board.machine';
import { MODEL_PROJECT_ID, SAMPLE_ARCHIVE, SAMPLE_BOARD, boardModel, modelTask } from './board.paths';

let actor: Actor<typeof boardMachine> | undefined;
afterEach(() => {
  actor?.stop();
  actor = undefined;
});

/** The editor of the demo project the generated paths edit; the behaviour cases load a small board into it. */
function start() {
  const harness = controlledActors(['loadBoard', 'loadArchive', 'saveOperation'] as const);
  actor = createActor(boardMachine.provide({ actors: harness.actors }), { input: { projectId: MODEL_PROJECT_ID } }).start();
  return harness;
}

describe('board machine: generated paths', () => {
  testGeneratedPaths({
    root: boardMachine.root,
    model: boardModel,
    start: () => {
      const harness = start();
      return { harness, actor: actor! };
    },
  });
});

describe('board machine: behaviour', () => {
  async function loaded() {
    const harness = start();
    harness.settle('loadBoard', (d) => d.resolve(SAMPLE_BOARD));
    await flush();
    return harness;
  }
  const shown = () => shownBoard(actor!.getSnapshot().context)!.board;
  const titles = () => shown().phases.map((p) => p.tasks.map((t) => t.title));
  const saving = (harness: ReturnType<typeof start>) => harness.calls.filter((c) => c.id === 'saveOperation');

  it('shows a move at once and saves it with the full order from the confirmed board', async () => {
    const harness = await loaded();
    actor!.send({ type: 'MOVE_TASK', taskId: 11, phaseId: 2, index: 1 });
    expect(titles()).toEqual([['Visual design'], ['API', 'Wireframes']]);
    expect(saving(harness)[0]!.input).toMatchObject({ op: { kind: 'moveTask', taskId: 11, phaseId: 2, index: 1 } });
    harness.settle('saveOperation', (d) => d.resolve({ orderVersion: 8 }));
    await flush();
    expect(actor!.getSnapshot().context.pending).toEqual([]);
    expect(actor!.getSnapshot().context.confirmed!.board.order_version).toBe(8);
    expect(titles()).toEqual([['Visual design'], ['API', 'Wireframes']]);
  });

  it('saves changes one at a time, in order, and takes back only the one that failed', async () => {
    const harness = await loaded();
    actor!.send({ type: 'MOVE_TASK', taskId: 11, phaseId: 2, index: 0 });
    actor!.send({ type: 'SET_STATUS', taskId: 12, status: 'DONE' });
    expect(saving(harness)).toHaveLength(1);
    harness.settle('saveOperation', (d) => d.reject(new ApiError('x', 500, undefined, undefined)));
    await flush();
    // The move is taken back, the status change stays and is being saved.
    expect(titles()).toEqual([['Wireframes', 'Visual design'], ['API']]);
    expect(shown().phases[0]!.tasks[1]!.status).toBe('DONE');
    expect(actor!.getSnapshot().context.notice?.message).toEqual(problemSays('Error updating order'));
    expect(saving(harness)[1]!.input).toMatchObject({ op: { kind: 'setStatus', taskId: 12 } });
    harness.settle('saveOperation', (d) => d.resolve({ task: modelTask(12, 1, 'Visual design', { status: 'DONE', position: 1 }) }));
    await flush();
    expect(actor!.getSnapshot().context.confirmed!.board.phases[0]!.tasks[1]!.status).toBe('DONE');
  });

  it("gives a created task the server's id, also in the changes waiting on it", async () => {
    const harness = await loaded();
    actor!.send({ type: 'CREATE_TASK', phaseId: 2, title: 'Payments' });
    actor!.send({ type: 'SET_STATUS', taskId: -1, status: 'IN_PROGRESS' });
    expect(titles()[1]).toEqual(['API', 'Payments']);
    harness.settle('saveOperation', (d) => d.resolve({ task: modelTask(15, 2, 'Payments', { position: 1 }), orderVersion: 8 }));
    await flush();
    expect(saving(harness)[1]!.input).toMatchObject({ op: { kind: 'setStatus', taskId: 15 } });
    expect(shown().phases[1]!.tasks.map((t) => [t.id, t.status])).toEqual([
      [13, 'PENDING'],
      [15, 'IN_PROGRESS'],
    ]);
  });

  it('reloads the board when a save is refused as stale, dropping the changes waiting', async () => {
    const harness = await loaded();
    actor!.send({ type: 'MOVE_TASK', taskId: 11, phaseId: 2, index: 0 });
    actor!.send({ type: 'MOVE_TASK', taskId: 12, phaseId: 2, index: 0 });
    harness.settle('saveOperation', (d) => d.reject(new ApiError('Conflict', 409, 'conflict', 'Changed.')));
    await flush();
    expect(actor!.getSnapshot().value).toBe('loading');
    expect(actor!.getSnapshot().context.pending).toEqual([]);
    expect(problemInSource(actor!.getSnapshot().context.notice!.message)).toMatch(/changed by someone else/);
  });

  it('asks before deleting a task, and removes it from its phase when confirmed', async () => {
    const harness = await loaded();
    actor!.send({ type: 'DELETE_TASK', taskId: 13 });
    expect(actor!.getSnapshot().matches({ ready: { dialog: 'confirmingDelete' } })).toBe(true);
    expect(saving(harness)).toHaveLength(0);
    actor!.send({ type: 'CONFIRM_DELETE' });
    expect(titles()[1]).toEqual([]);
    expect(saving(harness)[0]!.input).toMatchObject({ op: { kind: 'deleteTask', taskId: 13 } });
  });

  it('reads the archive once, archives into it and restores from it', async () => {
    const harness = await loaded();
    actor!.send({ type: 'OPEN_ARCHIVE' });
    harness.settle('loadArchive', (d) => d.resolve(SAMPLE_ARCHIVE));
    await flush();
    actor!.send({ type: 'CLOSE_ARCHIVE' });
    actor!.send({ type: 'ARCHIVE_TASK', taskId: 12 });
    expect(shownBoard(actor!.getSnapshot().context)!.archive!.map((t) => t.title)).toEqual(['Visual design', 'Old mock-ups']);
    expect(titles()[0]).toEqual(['Wireframes']);
    actor!.send({ type: 'OPEN_ARCHIVE' });
    actor!.send({ type: 'UNARCHIVE_TASK', taskId: 14 });
    expect(titles()[0]).toEqual(['Wireframes', 'Old mock-ups']);
    expect(harness.calls.filter((c) => c.id === 'loadArchive')).toHaveLength(1);
  });

  it('takes no change to the board while the confirmation or the archive covers it', async () => {
    const harness = await loaded();
    actor!.send({ type: 'DELETE_TASK', taskId: 13 });
    actor!.send({ type: 'MOVE_TASK', taskId: 11, phaseId: 2, index: 0 });
    actor!.send({ type: 'OPEN_ARCHIVE' });
    expect(actor!.getSnapshot().matches({ ready: { archive: 'closed' } })).toBe(true);
    actor!.send({ type: 'CANCEL_DELETE' });
    actor!.send({ type: 'OPEN_ARCHIVE' });
    actor!.send({ type: 'SET_STATUS', taskId: 12, status: 'DONE' });
    actor!.send({ type: 'DELETE_TASK', taskId: 13 });
    expect(actor!.getSnapshot().matches({ ready: { dialog: 'closed' } })).toBe(true);
    expect(titles()).toEqual([['Wireframes', 'Visual design'], ['API']]);
    expect(shown().phases[0]!.tasks[1]!.status).toBe('PENDING');
    expect(saving(harness)).toHaveLength(0);
  });

  it('remembers the temporary id of each thing the server has named, both ways', async () => {
    const harness = await loaded();
    actor!.send({ type: 'CREATE_PHASE', name: 'QA' });
    harness.settle('saveOperation', (d) => d.resolve({ phase: { id: 40, project: 1, name: 'QA', position: 2, tasks: [] } }));
    await flush();
    const { createdAs } = actor!.getSnapshot().context;
    expect(createdAs).toEqual({ 'phase:40': -1 });
    expect(firstIdOf(createdAs, 'phase', 40)).toBe(-1);
    expect(firstIdOf(createdAs, 'phase', 2)).toBe(2);
    expect(firstIdOf(createdAs, 'task', 40)).toBe(40);
    expect(currentIdOf(createdAs, 'phase', -1)).toBe(40);
    expect(currentIdOf(createdAs, 'task', -1)).toBe(-1);
    expect(currentIdOf(createdAs, 'phase', 2)).toBe(2);
  });

  it('saves nothing for a drop where the task or phase already is', async () => {
    const harness = await loaded();
    actor!.send({ type: 'MOVE_TASK', taskId: 12, phaseId: 1, index: 1 });
    actor!.send({ type: 'MOVE_PHASE', phaseId: 1, index: 0 });
    expect(actor!.getSnapshot().context.pending).toEqual([]);
    actor!.send({ type: 'MOVE_TASK', taskId: 12, phaseId: 1, index: 0 });
    expect(titles()[0]).toEqual(['Visual design', 'Wireframes']);
    expect(saving(harness)).toHaveLength(1);
  });

  it('forgets a waiting confirmation when a stale save reloads the board', async () => {
    const harness = await loaded();
    actor!.send({ type: 'MOVE_TASK', taskId: 11, phaseId: 2, index: 0 });
    actor!.send({ type: 'DELETE_TASK', taskId: 13 });
    harness.settle('saveOperation', (d) => d.reject(new ApiError('Conflict', 409, 'conflict', 'stale')));
    await flush();
    harness.settle('loadBoard', (d) => d.resolve(SAMPLE_BOARD));
    await flush();
    expect(actor!.getSnapshot().matches({ ready: { dialog: 'closed' } })).toBe(true);
    expect(actor!.getSnapshot().context.confirmingDelete).toBeNull();
  });

  const renamed = (taskId: number, title: string, version = SAMPLE_BOARD.order_version) => ({
    ...SAMPLE_BOARD,
    order_version: version,
    phases: SAMPLE_BOARD.phases.map((p) => ({ ...p, tasks: p.tasks.map((t) => (t.id === taskId ? { ...t, title } : t)) })),
  });
  const loads = (harness: ReturnType<typeof start>) => harness.calls.filter((c) => c.id === 'loadBoard');

  it('reads the board again in the background when someone else changes it, and redraws only what changed', async () => {
    const harness = await loaded();
    const before = shown();
    actor!.send({ type: 'REMOTE_CHANGE', version: null });
    expect(actor!.getSnapshot().matches({ ready: { sync: { refreshing: 'board' } } })).toBe(true);
    expect(titles()).toEqual([['Wireframes', 'Visual design'], ['API']]);
    harness.settle('loadBoard', (d) => d.resolve(renamed(13, 'Public API')));
    await flush();
    expect(actor!.getSnapshot().matches({ ready: { sync: 'idle' } })).toBe(true);
    expect(titles()).toEqual([['Wireframes', 'Visual design'], ['Public API']]);
    expect(shown().phases[0]).toBe(before.phases[0]);
    expect(shown().phases[1]).not.toBe(before.phases[1]);
  });

  it('reads the board only between two saves, and saves the next change on top of what it read', async () => {
    const harness = await loaded();
    actor!.send({ type: 'MOVE_TASK', taskId: 11, phaseId: 2, index: 0 });
    actor!.send({ type: 'MOVE_TASK', taskId: 12, phaseId: 2, index: 0 });
    actor!.send({ type: 'REMOTE_CHANGE', version: 8 });
    expect(loads(harness)).toHaveLength(1);
    harness.settle('saveOperation', (d) => d.resolve({ orderVersion: 9 }));
    await flush();
    // The second move waits for the read, and still shows meanwhile.
    expect(actor!.getSnapshot().matches({ ready: { sync: { refreshing: 'board' } } })).toBe(true);
    expect(saving(harness)).toHaveLength(1);
    expect(titles()).toEqual([[], ['Visual design', 'Wireframes', 'API']]);
    const server = renamed(13, 'Public API', 9);
    server.phases = [
      { ...server.phases[0]!, tasks: [server.phases[0]!.tasks[1]!] },
      { ...server.phases[1]!, tasks: [server.phases[0]!.tasks[0]!, server.phases[1]!.tasks[0]!] },
    ];
    harness.settle('loadBoard', (d) => d.resolve(server));
    await flush();
    expect(titles()).toEqual([[], ['Visual design', 'Wireframes', 'Public API']]);
    expect(saving(harness)[1]!.input).toMatchObject({
      op: { kind: 'moveTask', taskId: 12 },
      confirmed: { board: { order_version: 9 } },
    });
  });

  it('reads nothing again for a change it already has: its own, heard back', async () => {
    const harness = await loaded();
    actor!.send({ type: 'MOVE_TASK', taskId: 11, phaseId: 2, index: 0 });
    harness.settle('saveOperation', (d) => d.resolve({ orderVersion: 8 }));
    await flush();
    actor!.send({ type: 'REMOTE_CHANGE', version: 8 });
    expect(actor!.getSnapshot().matches({ ready: { sync: 'idle' } })).toBe(true);
    expect(loads(harness)).toHaveLength(1);
    actor!.send({ type: 'REMOTE_CHANGE', version: 9 });
    expect(loads(harness)).toHaveLength(2);
  });

  it('reads the board once more when a change is heard while it loads', async () => {
    const harness = start();
    actor!.send({ type: 'REMOTE_CHANGE', version: null });
    harness.settle('loadBoard', (d) => d.resolve(SAMPLE_BOARD));
    await flush();
    expect(actor!.getSnapshot().matches({ ready: { sync: { refreshing: 'board' } } })).toBe(true);
    // A change heard during that read is read after it.
    actor!.send({ type: 'REMOTE_CHANGE', version: null });
    harness.settle('loadBoard', (d) => d.resolve(SAMPLE_BOARD));
    await flush();
    expect(loads(harness)).toHaveLength(3);
  });

  it('reads the archive again too once it has been read', async () => {
    const harness = await loaded();
    actor!.send({ type: 'OPEN_ARCHIVE' });
    harness.settle('loadArchive', (d) => d.resolve(SAMPLE_ARCHIVE));
    await flush();
    actor!.send({ type: 'REMOTE_CHANGE', version: null });
    harness.settle('loadBoard', (d) => d.resolve(SAMPLE_BOARD));
    await flush();
    expect(actor!.getSnapshot().matches({ ready: { sync: { refreshing: 'archive' }, archive: 'open' } })).toBe(true);
    harness.settle('loadArchive', (d) => d.resolve([...SAMPLE_ARCHIVE, modelTask(15, 2, 'Old API', { archived: true })]));
    await flush();
    expect(shownBoard(actor!.getSnapshot().context)!.archive!.map((t) => t.title)).toEqual(['Old mock-ups', 'Old API']);
    expect(actor!.getSnapshot().matches({ ready: { sync: 'idle' } })).toBe(true);
  });

  it('closes the delete confirmation when someone else has taken the task away', async () => {
    const harness = await loaded();
    actor!.send({ type: 'DELETE_TASK', taskId: 13 });
    actor!.send({ type: 'REMOTE_CHANGE', version: null });
    harness.settle('loadBoard', (d) =>
      d.resolve({ ...SAMPLE_BOARD, order_version: 8, phases: [SAMPLE_BOARD.phases[0]!, { ...SAMPLE_BOARD.phases[1]!, tasks: [] }] }),
    );
    await flush();
    expect(actor!.getSnapshot().matches({ ready: { dialog: 'closed' } })).toBe(true);
    expect(actor!.getSnapshot().context.confirmingDelete).toBeNull();
    expect(saving(harness)).toHaveLength(0);
  });

  it('leaves the board as it was when it cannot be read again, and says not found when the project is gone', async () => {
    const harness = await loaded();
    actor!.send({ type: 'REMOTE_CHANGE', version: null });
    harness.settle('loadBoard', (d) => d.reject(new ApiError('x', 502, undefined, undefined)));
    await flush();
    expect(actor!.getSnapshot().matches({ ready: { sync: 'idle' } })).toBe(true);
    expect(titles()).toEqual([['Wireframes', 'Visual design'], ['API']]);
    expect(actor!.getSnapshot().context.notice).toBeNull();
    actor!.send({ type: 'REMOTE_CHANGE', version: null });
    harness.settle('loadBoard', (d) => d.reject(new ApiError('Not found', 404, 'not_found', undefined)));
    await flush();
    expect(actor!.getSnapshot().value).toBe('failed');
    expect(actor!.getSnapshot().context.missing).toBe(true);
  });

  it("lets the other change win over a stale save, and says the reader's change must be made again", async () => {
    const harness = await loaded();
    actor!.send({ type: 'MOVE_TASK', taskId: 11, phaseId: 2, index: 0 });
    actor!.send({ type: 'EDIT_TASK', taskId: 12, title: 'Brand design' });
    harness.settle('saveOperation', (d) => d.reject(new ApiError('Conflict', 409, 'conflict', 'Changed.')));
    await flush();
    harness.settle('loadBoard', (d) => d.resolve(renamed(13, 'Public API', 8)));
    await flush();
    expect(titles()).toEqual([['Wireframes', 'Visual design'], ['Public API']]);
    expect(saving(harness)).toHaveLength(1);
    expect(problemInSource(actor!.getSnapshot().context.notice!.message)).toBe(
      'The board was changed by someone else, so it has been reloaded. Please make your change again.',
    );
  });

  it('toggles and adds checklist items at once', async () => {
    await loaded();
    actor!.send({ type: 'TOGGLE_CHECKLIST_ITEM', taskId: 11, itemId: 21 });
    actor!.send({ type: 'ADD_CHECKLIST_ITEM', taskId: 11, title: 'Tablet' });
    expect(shown().phases[0]!.tasks[0]!.checklist_items.map((i) => [i.title, i.done])).toEqual([
      ['Mobile', true],
      ['Tablet', false],
    ]);
  });

  it("says the server's detail when it gives one, and the spec's default otherwise", async () => {
    const harness = await loaded();
    actor!.send({ type: 'CREATE_PHASE', name: 'QA' });
    harness.settle('saveOperation', (d) => d.reject(new ApiError('x', 400, 'invalid', 'Phase names must be unique.')));
    await flush();
    expect(actor!.getSnapshot().context.notice?.message).toEqual(problemSays('Phase names must be unique.'));
    actor!.send({ type: 'ADD_CHECKLIST_ITEM', taskId: 11, title: 'Tablet' });
    harness.settle('saveOperation', (d) => d.reject(new ApiError('x', 502, undefined, undefined)));
    await flush();
    expect(actor!.getSnapshot().context.notice).toMatchObject({ id: 2, message: problemSays('Error creating checklist item') });
  });
});
