import { useMemo } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { TodoBoard } from '@/api/contract/todo';
import { fetchFresh } from '@/api/query-client';
import { invalidateReadsChangedBy } from '@/features/phase-editor';
import { shownTodo, todoMachine, type TodoSaveInput } from '@machines/todo/todo.machine';
import type { TodoOperation, TodoResult } from '@machines/todo/todo-operations';
import { todoApi } from './todo-api';
import { todoQuery } from './todo-queries';

/** Each change of the todo board as the phase editor's change it amounts to: a card moved to a column takes its status. */
const AS_EDITOR_CHANGE = { move: 'setStatus', create: 'createTask' } as const satisfies Record<TodoOperation['kind'], string>;

/** The todo board wired to the real API. */
export const todoWithApi = todoMachine.provide({
  actors: {
    loadBoard: fromPromise<TodoBoard>(() => fetchFresh(todoQuery)),
    saveOperation: fromPromise<TodoResult, TodoSaveInput>(async ({ input }) => {
      const result = await todoApi.save(input.op, input.confirmed);
      invalidateReadsChangedBy(AS_EDITOR_CHANGE[input.op.kind], result.card.project?.id ?? null, result.card.id);
      return result;
    }),
  },
});

/** The signed-in person's todo board: the app's, or a test's (`logic` with fake API actors). */
export const TodoContext = createActorContext(todoWithApi);
export const useTodoActor = TodoContext.useActorRef;
export const useTodoState = TodoContext.useSelector;

/** The board as the screen shows it: saved changes and those still being saved. */
export function useShownTodo(): TodoBoard | null {
  const context = useTodoState((s) => s.context);
  return useMemo(() => shownTodo(context), [context]);
}
