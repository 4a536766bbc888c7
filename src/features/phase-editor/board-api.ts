import { callApi } from '@/api/client';
import { taskEndpoints } from '@/api/contract/tasks';
import { orderOf, applyOperation, type BoardOperation, type BoardState, type OperationResult } from '@machines/board/operations';

/** The calls behind each change of the editor; what each answers, as the board needs it. */
async function save(op: BoardOperation, confirmed: BoardState): Promise<OperationResult> {
  switch (op.kind) {
    case 'moveTask':
    case 'movePhase': {
      // The order the server has, with this one change: changes still waiting are not the server's yet.
      const { board } = applyOperation(confirmed, op);
      const answer = await callApi(taskEndpoints.updateOrder, { body: orderOf(board) });
      return { orderVersion: answer.order_version };
    }
    case 'createPhase': {
      const answer = await callApi(taskEndpoints.createPhase, { body: { project: confirmed.board.project, name: op.name } });
      return { phase: answer.phase, orderVersion: answer.order_version };
    }
    case 'renamePhase':
      return { phase: await callApi(taskEndpoints.renamePhase, { params: { id: op.phaseId }, body: { name: op.name } }) };
    case 'deletePhase':
      return { orderVersion: (await callApi(taskEndpoints.deletePhase, { params: { id: op.phaseId } })).order_version };
    case 'createTask': {
      const answer = await callApi(taskEndpoints.createTask, {
        body: { phase: op.phaseId, title: op.title, start_date: null, end_date: null },
      });
      return { task: answer.task, orderVersion: answer.order_version };
    }
    case 'editTask':
      return {
        task: await callApi(taskEndpoints.editTask, {
          params: { taskId: op.taskId },
          body: { title: op.title, description: op.description },
        }),
      };
    case 'setStatus':
      return { task: await callApi(taskEndpoints.setStatus, { params: { taskId: op.taskId }, body: { status: op.status } }) };
    case 'setDates':
      return {
        task: await callApi(taskEndpoints.setDates, {
          params: { taskId: op.taskId },
          body: { task_id: op.taskId, start_date: op.start, end_date: op.end },
        }),
      };
    case 'assign':
      return {
        task: await callApi(taskEndpoints.assign, { params: { taskId: op.taskId }, body: { task_id: op.taskId, assignees: op.assignees } }),
      };
    case 'archiveTask': {
      const answer = await callApi(taskEndpoints.archive, { params: { taskId: op.taskId } });
      return { task: answer.task, orderVersion: answer.order_version };
    }
    case 'unarchiveTask': {
      const answer = await callApi(taskEndpoints.unarchive, { params: { taskId: op.taskId } });
      return { task: answer.task, orderVersion: answer.order_version };
    }
    case 'deleteTask':
      return { orderVersion: (await callApi(taskEndpoints.deleteTask, { params: { taskId: op.taskId } })).order_version };
    case 'addChecklistItem':
      return { item: await callApi(taskEndpoints.createChecklistItem, { body: { task: op.taskId, title: op.title } }) };
    case 'toggleChecklistItem':
      return { item: await callApi(taskEndpoints.toggleChecklistItem, { params: { id: op.itemId } }) };
    case 'editChecklistItem':
      return { item: await callApi(taskEndpoints.editChecklistItem, { params: { id: op.itemId }, body: { title: op.title } }) };
    case 'deleteChecklistItem':
      await callApi(taskEndpoints.deleteChecklistItem, { params: { id: op.itemId } });
      return {};
  }
}

export const boardApi = {
  load: (projectId: number) => callApi(taskEndpoints.board, { query: { project_id: projectId } }),
  archive: (projectId: number) => callApi(taskEndpoints.archived, { query: { project_id: projectId } }),
  save,
};
