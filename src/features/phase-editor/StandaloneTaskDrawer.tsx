import { useEffect, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { callApi } from '@/api/client';
import type { Person } from '@/api/contract/projects';
import { taskEndpoints, type Board, type Task } from '@/api/contract/tasks';
import { useAuth } from '@/features/auth';
import { boardMachine } from '@machines/board/board.machine';
import { findTask } from '@machines/board/operations';
import { BoardNotices, DeleteConfirmation } from './BoardDialogs';
import { BoardProvider, boardWithApi, useBoardState, useShownBoard } from './board-context';
import { TaskDrawer } from './TaskDrawer';

/** A personal task as a board of its own: one unnamed phase, its owner the only member. */
function personalBoard(task: Task, owner: Person, name: string): Board {
  return {
    project: 0,
    name,
    order_version: 0,
    members: [owner],
    can_manage: true,
    phases: [{ id: 0, project: 0, name: '', position: 0, tasks: [task] }],
  };
}

/** Tells the opener when the task is gone from its board (archived, deleted, or never there). */
function ClosesWhenGone({ taskId, onGone }: { taskId: number; onGone(): void }) {
  const ready = useBoardState((s) => s.matches('ready') || s.matches('failed'));
  const shown = useShownBoard();
  const present = shown ? findTask(shown.board, taskId) !== undefined : false;
  useEffect(() => {
    if (ready && !present) onGone();
  }, [ready, present, onGone]);
  return null;
}

/**
 * The phase editor's task drawer for one task opened from elsewhere (the todo board): its changes
 * go through the editor's statechart for the task's project, or for the personal task alone.
 * `onClose` is called when the reader closes it or the task leaves (archived or deleted).
 */
export function StandaloneTaskDrawer({ taskId, projectId, onClose }: { taskId: number; projectId: number | null; onClose(): void }) {
  const { t } = useLingui();
  const user = useAuth((s) => s.context.user);
  const personalName = t`Personal`;
  const machine = useMemo(() => {
    if (projectId !== null || !user) return boardWithApi;
    const owner: Person = { id: user.id, full_name: user.full_name, avatar: user.avatar ?? null, role: user.role };
    return boardWithApi.provide({
      actors: {
        loadBoard: fromPromise<Board, { projectId: number }>(async () =>
          personalBoard(await callApi(taskEndpoints.task, { params: { taskId } }), owner, personalName),
        ),
        loadArchive: fromPromise<Task[], { projectId: number }>(async () => []),
      },
    });
  }, [projectId, user, taskId, personalName]);
  const actor = useActorRef(machine as typeof boardMachine, { input: { projectId: projectId ?? 0 } });
  return (
    <BoardProvider actor={actor}>
      <BoardNotices />
      <ClosesWhenGone taskId={taskId} onGone={onClose} />
      <TaskDrawer firstTaskId={taskId} onClose={onClose} />
      <DeleteConfirmation onConfirmed={() => undefined} />
    </BoardProvider>
  );
}
