// @vitest-environment node
import { problemSays } from '@tests/problem-says';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { ApiError } from '@/api/api-error';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import { testGeneratedPaths } from '@machines/testing/path-suite';
import { shownTodo, todoMachine } from './todo.machine';
import { MODEL_ME, SAMPLE_TODO, modelCard, todoModel } from './todo.paths';

let actor: Actor<typeof todoMachine> | undefined;
afterEach(() => {
  actor?.stop();
  actor = undefined;
});

function start() {
  const harness = controlledActors(['loadBoard', 'saveOperation'] as const);
  actor = createActor(todoMachine.provide({ actors: harness.actors }), { input: { me: MODEL_ME } }).start();
  return harness;
}

describe('todo machine: generated paths', () => {
  testGeneratedPaths({
    root: todoMachine.root,
    model: todoModel,
    start: () => {
      const harness = start();
      return { harness, actor: actor! };
    },
  });
});

describe('todo machine: behaviour', () => {
  async function loaded() {
    const harness = start();
    harness.settle('loadBoard', (d) => d.resolve(SAMPLE_TODO));
    await flush();
    return harness;
  }
  const shown = () => shownTodo(actor!.getSnapshot().context)!;
  const columns = () => shown().ordered.map((c) => shown().columns[c].todoIds);
  const saves = (harness: ReturnType<typeof start>) => harness.calls.filter((c) => c.id === 'saveOperation');

  it('moves a card at once, giving it the status of its new column, and saves one move at a time', async () => {
    const harness = await loaded();
    actor!.send({ type: 'MOVE', taskId: 1, column: 'done', index: 0 });
    actor!.send({ type: 'MOVE', taskId: 3, column: 'done', index: 1 });
    expect(columns()).toEqual([[2], [], [1, 3]]);
    expect(shown().todos['1']!.status).toBe('DONE');
    expect(saves(harness)).toHaveLength(1);
    harness.settle('saveOperation', (d) => d.resolve({ card: modelCard(1, 'Wireframes', { status: 'DONE' }) }));
    await flush();
    expect(saves(harness)).toHaveLength(2);
    expect(saves(harness)[1]!.input).toMatchObject({ op: { kind: 'move', taskId: 3, column: 'done', index: 1 } });
  });

  it('takes back only the move that failed, and says so', async () => {
    const harness = await loaded();
    actor!.send({ type: 'MOVE', taskId: 1, column: 'progress', index: 0 });
    actor!.send({ type: 'MOVE', taskId: 2, column: 'done', index: 0 });
    harness.settle('saveOperation', (d) => d.reject(new ApiError('x', 500, undefined, undefined)));
    await flush();
    expect(columns()).toEqual([[1], [3], [2]]);
    expect(shown().todos['1']!.status).toBe('PENDING');
    expect(actor!.getSnapshot().context.notice?.message).toEqual(problemSays('Error updating status'));
  });

  it('keeps a BLOCKED card BLOCKED when it is reordered within To Do, and saves nothing for a drop where it was', async () => {
    const harness = await loaded();
    actor!.send({ type: 'MOVE', taskId: 1, column: 'todo', index: 0 });
    expect(saves(harness)).toHaveLength(0);
    actor!.send({ type: 'MOVE', taskId: 2, column: 'todo', index: 0 });
    expect(columns()[0]).toEqual([2, 1]);
    expect(shown().todos['2']!.status).toBe('BLOCKED');
  });

  it('puts a new card on top of To Do, gives it the server’s id, and moves it once it has one', async () => {
    const harness = await loaded();
    actor!.send({ type: 'CREATE', title: '  Call the bank ' });
    actor!.send({ type: 'CREATE', title: '   ' });
    actor!.send({ type: 'MOVE', taskId: -1, column: 'progress', index: 0 });
    expect(columns()).toEqual([[1, 2], [-1, 3], []]);
    expect(shown().todos['-1']).toMatchObject({ title: 'Call the bank', project: null, assignees: [MODEL_ME] });
    harness.settle('saveOperation', (d) => d.resolve({ card: modelCard(40, 'Call the bank', { project: null, phase: null }) }));
    await flush();
    expect(saves(harness)[1]!.input).toMatchObject({ op: { kind: 'move', taskId: 40 } });
    expect(columns()).toEqual([[1, 2], [40, 3], []]);
  });

  it('drops a new card and the moves waiting on it when it cannot be made', async () => {
    const harness = await loaded();
    actor!.send({ type: 'CREATE', title: 'Call the bank' });
    actor!.send({ type: 'MOVE', taskId: -1, column: 'done', index: 0 });
    harness.settle('saveOperation', (d) => d.reject(new ApiError('x', 400, 'invalid', 'The title is too long.')));
    await flush();
    expect(columns()).toEqual([[1, 2], [3], []]);
    expect(actor!.getSnapshot().context.notice?.message).toEqual(problemSays('The title is too long.'));
    expect(saves(harness)).toHaveLength(1);
  });

  it('leaves a card made for someone else off this board', async () => {
    const harness = await loaded();
    actor!.send({ type: 'CREATE', title: 'For Irene' });
    harness.settle('saveOperation', (d) => d.resolve({ card: modelCard(41, 'For Irene', { assignees: [] }) }));
    await flush();
    expect(shown().todos['41']).toBeUndefined();
    expect(columns()[0]).toEqual([1, 2]);
  });

  it("says the spec's default when the board cannot be read, and reads it again when asked", async () => {
    const harness = start();
    harness.settle('loadBoard', (d) => d.reject(new ApiError('x', 502, undefined, undefined)));
    await flush();
    expect(actor!.getSnapshot().context.loadError).toEqual(problemSays('Error fetching todo board'));
    actor!.send({ type: 'RETRY' });
    harness.settle('loadBoard', (d) => d.resolve(SAMPLE_TODO));
    await flush();
    expect(actor!.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(columns()).toEqual([[1, 2], [3], []]);
  });

  const loads = (harness: ReturnType<typeof start>) => harness.calls.filter((c) => c.id === 'loadBoard');
  /** The board as the server has it after someone else's change: card 3 done and renamed, card 1 taken off this board. */
  const changedElsewhere = {
    ...SAMPLE_TODO,
    columns: {
      todo: { ...SAMPLE_TODO.columns.todo, todoIds: [2] },
      progress: { ...SAMPLE_TODO.columns.progress, todoIds: [] },
      done: { ...SAMPLE_TODO.columns.done, todoIds: [3] },
    },
    todos: { '2': SAMPLE_TODO.todos['2']!, '3': { ...SAMPLE_TODO.todos['3']!, title: 'Renew both certificates', status: 'DONE' as const } },
  };

  it('reads the board again in the background when it changed elsewhere, and redraws only the cards that changed', async () => {
    const harness = await loaded();
    const before = shown();
    actor!.send({ type: 'REMOTE_CHANGE' });
    expect(actor!.getSnapshot().matches({ ready: 'refreshing' })).toBe(true);
    expect(columns()).toEqual([[1, 2], [3], []]);
    harness.settle('loadBoard', (d) => d.resolve(changedElsewhere));
    await flush();
    expect(actor!.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(columns()).toEqual([[2], [], [3]]);
    expect(shown().todos['3']!.title).toBe('Renew both certificates');
    expect(shown().todos['2']).toBe(before.todos['2']);
  });

  it('reads the board only between two saves, and keeps the moves still waiting on top of what it read', async () => {
    const harness = await loaded();
    actor!.send({ type: 'MOVE', taskId: 2, column: 'progress', index: 0 });
    actor!.send({ type: 'REMOTE_CHANGE' });
    expect(loads(harness)).toHaveLength(1);
    actor!.send({ type: 'CREATE', title: 'Call the bank' });
    harness.settle('saveOperation', (d) => d.resolve({ card: modelCard(2, 'Security review', { status: 'IN_PROGRESS' }) }));
    await flush();
    // The new card waits for the read, and still shows meanwhile; a move made now waits too.
    expect(actor!.getSnapshot().matches({ ready: 'refreshing' })).toBe(true);
    expect(saves(harness)).toHaveLength(1);
    actor!.send({ type: 'MOVE', taskId: 1, column: 'done', index: 0 });
    expect(columns()).toEqual([[-1], [2, 3], [1]]);
    harness.settle('loadBoard', (d) =>
      d.resolve({
        ...changedElsewhere,
        columns: {
          ...changedElsewhere.columns,
          todo: { ...changedElsewhere.columns.todo, todoIds: [1] },
          progress: { ...changedElsewhere.columns.progress, todoIds: [2] },
        },
        todos: { ...changedElsewhere.todos, '1': SAMPLE_TODO.todos['1']!, '2': modelCard(2, 'Security review', { status: 'IN_PROGRESS' }) },
      }),
    );
    await flush();
    expect(columns()).toEqual([[-1], [2], [1, 3]]);
    expect(saves(harness)[1]!.input).toMatchObject({ op: { kind: 'create', title: 'Call the bank' } });
    harness.settle('saveOperation', (d) => d.resolve({ card: modelCard(40, 'Call the bank', { project: null, phase: null }) }));
    await flush();
    // The move is saved into Done as it is now, with the card someone else put there.
    expect(saves(harness)[2]!.input).toMatchObject({ op: { kind: 'move', taskId: 1 }, confirmed: { columns: { done: { todoIds: [3] } } } });
  });

  it('reads the board once more when a change is heard while it loads', async () => {
    const harness = start();
    actor!.send({ type: 'REMOTE_CHANGE' });
    harness.settle('loadBoard', (d) => d.resolve(SAMPLE_TODO));
    await flush();
    expect(actor!.getSnapshot().matches({ ready: 'refreshing' })).toBe(true);
    actor!.send({ type: 'REMOTE_CHANGE' });
    harness.settle('loadBoard', (d) => d.resolve(SAMPLE_TODO));
    await flush();
    expect(loads(harness)).toHaveLength(3);
    expect(actor!.getSnapshot().matches({ ready: 'refreshing' })).toBe(true);
  });

  it('leaves the board as it was when it cannot be read again', async () => {
    const harness = await loaded();
    actor!.send({ type: 'REMOTE_CHANGE' });
    harness.settle('loadBoard', (d) => d.reject(new ApiError('x', 502, undefined, undefined)));
    await flush();
    expect(actor!.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(columns()).toEqual([[1, 2], [3], []]);
    expect(actor!.getSnapshot().context.notice).toBeNull();
  });
});
