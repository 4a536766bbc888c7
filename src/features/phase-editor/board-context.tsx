import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Board, Task } from '@/api/contract/tasks';
import {
  boardMachine,
  currentIdOf,
  firstIdOf,
  shownBoard,
  type BoardActor,
  type BoardSnapshot,
  type CreatedThing,
  type OperationInput,
} from '@machines/board/board.machine';
import type { BoardState, OperationResult } from '@machines/board/operations';
import { boardApi } from './board-api';

const BoardContext = createContext<BoardActor | null>(null);

export function useBoardActor(): BoardActor {
  const actor = useContext(BoardContext);
  if (!actor) throw new Error('useBoardActor must be used inside <BoardProvider>');
  return actor;
}

export function useBoardState<T>(select: (snapshot: BoardSnapshot) => T): T {
  return useSelector(useBoardActor(), select);
}

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

/** The editor wired to the real API. */
export const boardWithApi = boardMachine.provide({
  actors: {
    loadBoard: fromPromise<Board, { projectId: number }>(({ input }) => boardApi.load(input.projectId)),
    loadArchive: fromPromise<Task[], { projectId: number }>(({ input }) => boardApi.archive(input.projectId)),
    saveOperation: fromPromise<OperationResult, OperationInput>(({ input }) => boardApi.save(input.op, input.confirmed)),
  },
});

export function BoardProvider({ actor, children }: { actor: BoardActor; children: ReactNode }) {
  return <BoardContext.Provider value={actor}>{children}</BoardContext.Provider>;
}
