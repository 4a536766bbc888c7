import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { TodoBoard } from '@/api/contract/todo';
import { shownTodo, todoMachine, type TodoActor, type TodoSaveInput, type TodoSnapshot } from '@machines/todo/todo.machine';
import type { TodoResult } from '@machines/todo/todo-operations';
import { todoApi } from './todo-api';

const TodoContext = createContext<TodoActor | null>(null);

export function useTodoActor(): TodoActor {
  const actor = useContext(TodoContext);
  if (!actor) throw new Error('useTodoActor must be used inside <TodoProvider>');
  return actor;
}

export function useTodoState<T>(select: (snapshot: TodoSnapshot) => T): T {
  return useSelector(useTodoActor(), select);
}

/** The board as the screen shows it: saved changes and those still being saved. */
export function useShownTodo(): TodoBoard | null {
  const context = useTodoState((s) => s.context);
  return useMemo(() => shownTodo(context), [context]);
}

/** The todo board wired to the real API. */
export const todoWithApi = todoMachine.provide({
  actors: {
    loadBoard: fromPromise<TodoBoard>(() => todoApi.load()),
    saveOperation: fromPromise<TodoResult, TodoSaveInput>(({ input }) => todoApi.save(input.op, input.confirmed)),
  },
});

export function TodoProvider({ actor, children }: { actor: TodoActor; children: ReactNode }) {
  return <TodoContext.Provider value={actor}>{children}</TodoContext.Provider>;
}
