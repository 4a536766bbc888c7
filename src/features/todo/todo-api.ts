import { callApi } from '@/api/client';
import { todoEndpoints, type TodoBoard } from '@/api/contract/todo';
import { applyTodo, type TodoOperation, type TodoResult } from '@machines/todo/todo-operations';

/** The call behind each change of the todo board. */
async function save(op: TodoOperation, confirmed: TodoBoard): Promise<TodoResult> {
  if (op.kind === 'move') {
    // The column as the server will have it with this one move: cards still waiting to be made are not the server's yet.
    const column = applyTodo(confirmed, op).columns[op.column].todoIds.filter((id) => id > 0);
    return { card: await callApi(todoEndpoints.move, { body: { task: op.taskId, column: op.column, todo_ids: column } }) };
  }
  const answer = await callApi(todoEndpoints.create, { body: { title: op.title, phase: op.phase, start_date: null, end_date: null } });
  return { card: answer.card };
}

export const todoApi = {
  load: () => callApi(todoEndpoints.board, {}),
  save,
};
