import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { queryClient } from '@/api/query-client';
import { SAMPLE_TODO } from '@machines/todo/todo.paths';
import { taskKeys } from '@/features/phase-editor';
import { todoApi } from './todo-api';
import { todoWithApi } from './todo-context';

afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

const run = (id: 'loadBoard' | 'saveOperation', input?: unknown) =>
  toPromise(createActor(todoWithApi.implementations.actors[id] as AnyActorLogic, { input }).start());

const invalidated = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([filters]) => (filters as { queryKey: unknown }).queryKey);

describe("the todo board's API actors, through the app's cache", () => {
  it('read the board into the cache, and ask the server again on a reload', async () => {
    const load = vi.spyOn(todoApi, 'load').mockResolvedValue(SAMPLE_TODO);
    expect(await run('loadBoard')).toEqual(SAMPLE_TODO);
    expect(queryClient.getQueryData(taskKeys.todo)).toEqual(SAMPLE_TODO);
    await run('loadBoard');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("mark a moved card's project out of date: its board, its page, the lists and the counts", async () => {
    const card = { ...SAMPLE_TODO.todos['1']!, status: 'IN_PROGRESS' as const };
    vi.spyOn(todoApi, 'save').mockResolvedValue({ card });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await run('saveOperation', { op: { kind: 'move', taskId: 1, column: 'progress', index: 0 }, confirmed: SAMPLE_TODO });
    expect(invalidated(invalidate)).toEqual([
      taskKeys.todo,
      taskKeys.task(1),
      taskKeys.board(card.project!.id),
      ['projects', 'detail', card.project!.id],
      ['projects', 'list'],
      ['projects', 'team'],
      ['projects', 'member-work'],
    ]);
  });

  it('mark only the todo board and the task out of date for a personal card', async () => {
    const card = { ...SAMPLE_TODO.todos['3']!, status: 'DONE' as const };
    vi.spyOn(todoApi, 'save').mockResolvedValue({ card });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await run('saveOperation', { op: { kind: 'move', taskId: 3, column: 'done', index: 0 }, confirmed: SAMPLE_TODO });
    expect(invalidated(invalidate)).toEqual([taskKeys.todo, taskKeys.task(3)]);
  });
});
