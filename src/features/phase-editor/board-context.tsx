import { useMemo } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Board, Task } from '@/api/contract/tasks';
import { fetchFresh } from '@/api/query-client';
import { boardMachine, currentIdOf, firstIdOf, shownBoard, type CreatedThing, type OperationInput } from '@machines/board/board.machine';
import type { BoardState, OperationResult } from '@machines/board/operations';
import { boardApi } from './board-api';
import { invalidateReadsChangedBy, NO_PROJECT } from './task-changes';
import { archiveQuery, boardQuery } from './task-queries';

/** The editor wired to the real API. */
export const boardWithApi = boardMachine.provide({
  actors: {
    loadBoard: fromPromise<Board, { projectId: number }>(({ input }) => fetchFresh(boardQuery(input.projectId))),
    loadArchive: fromPromise<Task[], { projectId: number }>(({ input }) => fetchFresh(archiveQuery(input.projectId))),
    saveOperation: fromPromise<OperationResult, OperationInput>(async ({ input: { op, confirmed } }) => {
      const result = await boardApi.save(op, confirmed);
      const { project } = confirmed.board;
      invalidateReadsChangedBy(op.kind, project === NO_PROJECT ? null : project, 'taskId' in op ? op.taskId : undefined);
      return result;
    }),
  },
});

/** A project's board, or a task's alone: the app's, or a test's (`logic` with fake API actors). */
export const BoardContext = createActorContext(boardWithApi);
export const useBoardActor = BoardContext.useActorRef;
export const useBoardState = BoardContext.useSelector;

/**
 * One part of the shown board (its members, its archive, a task's title): the component re-renders
 * only when that part changes, not on every change to the board.
 */
export function useShownPart<T>(select: (shown: BoardState | null) => T): T {
  return useBoardState((s) => select(shownBoard(s.context)));
}

const whole = (shown: BoardState | null) => shown;

/** The board as the screen shows it: saved changes and those still being saved. */
export const useShownBoard = () => useShownPart(whole);

/** Stable ids for React keys and open panels: the id a thing was first shown with, and back. */
export function useFirstIds() {
  const createdAs = useBoardState((s) => s.context.createdAs);
  return useMemo(
    () => ({
      first: (thing: CreatedThing, id: number) => firstIdOf(createdAs, thing, id),
      current: (thing: CreatedThing, firstId: number) => currentIdOf(createdAs, thing, firstId),
    }),
    [createdAs],
  );
}
