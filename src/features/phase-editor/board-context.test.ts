import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { queryClient } from '@/api/query-client';
import { SAMPLE_BOARD, modelTask } from '@machines/board/board.paths';
import { boardApi } from './board-api';
import { boardWithApi } from './board-context';
import { NO_PROJECT, readsChangedBy } from './task-changes';
import { taskKeys } from './task-queries';

afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

/** Runs one of the editor's API actors to its answer, as the statechart would invoke it. */
const run = (id: 'loadBoard' | 'saveOperation', input: unknown) =>
  toPromise(createActor(boardWithApi.implementations.actors[id] as AnyActorLogic, { input }).start());

const invalidated = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([filters]) => (filters as { queryKey: unknown }).queryKey);

describe("the editor's API actors, through the app's cache", () => {
  it('read the board into the cache, and ask the server again on a reload', async () => {
    const load = vi.spyOn(boardApi, 'load').mockResolvedValue(SAMPLE_BOARD);
    expect(await run('loadBoard', { projectId: SAMPLE_BOARD.project })).toEqual(SAMPLE_BOARD);
    expect(queryClient.getQueryData(taskKeys.board(SAMPLE_BOARD.project))).toEqual(SAMPLE_BOARD);
    await run('loadBoard', { projectId: SAMPLE_BOARD.project });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('mark out of date, once a change is saved, exactly the reads it changed', async () => {
    const task = modelTask(12, 1, 'Wireframes', { status: 'DONE' });
    vi.spyOn(boardApi, 'save').mockResolvedValue({ task });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const op = { kind: 'setStatus', taskId: 12, status: 'DONE' } as const;
    await run('saveOperation', { op, confirmed: { board: SAMPLE_BOARD, archive: null } });
    expect(invalidated(invalidate)).toEqual(readsChangedBy('setStatus', SAMPLE_BOARD.project, 12));
  });

  it('treat the board of a personal task as on no project', async () => {
    vi.spyOn(boardApi, 'save').mockResolvedValue({ task: modelTask(12, 0, 'Renew the certificate') });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const op = { kind: 'editTask', taskId: 12, title: 'Renew the certificate' } as const;
    await run('saveOperation', { op, confirmed: { board: { ...SAMPLE_BOARD, project: NO_PROJECT }, archive: null } });
    expect(invalidated(invalidate)).toEqual([taskKeys.todo, taskKeys.task(12)]);
  });

  it('mark nothing out of date when the change is refused', async () => {
    vi.spyOn(boardApi, 'save').mockRejectedValue(new Error('refused'));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const op = { kind: 'setStatus', taskId: 12, status: 'DONE' } as const;
    await expect(run('saveOperation', { op, confirmed: { board: SAMPLE_BOARD, archive: null } })).rejects.toThrow('refused');
    expect(invalidate).not.toHaveBeenCalled();
  });
});
