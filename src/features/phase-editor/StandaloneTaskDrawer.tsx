import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fromPromise } from 'xstate';
import type { LiveEvent } from '@/api/contract/live';
import type { Person } from '@/api/contract/projects';
import type { Board, Task } from '@/api/contract/tasks';
import { fetchFresh } from '@/api/query-client';
import { useAuth } from '@/features/auth';
import { BoardNotices, DeleteConfirmation } from './BoardDialogs';
import { BoardContext, boardWithApi } from './board-context';
import { BoardLiveUpdates } from './board-live';
import { ClosesWhenGone } from './ClosesWhenGone';
import { NO_PROJECT } from './task-changes';
import { taskQuery } from './task-queries';
import { TaskDrawer } from './TaskDrawer';

/** A personal task as a board of its own: one unnamed phase, its owner the only member. */
function personalBoard(task: Task, owner: Person, name: string): Board {
  return {
    project: NO_PROJECT,
    name,
    order_version: 0,
    members: [owner],
    can_manage: true,
    phases: [{ id: 0, project: NO_PROJECT, name: '', position: 0, tasks: [task] }],
  };
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
          personalBoard(await fetchFresh(taskQuery(taskId)), owner, personalName),
        ),
        loadArchive: fromPromise<Task[], { projectId: number }>(async () => []),
      },
    });
  }, [projectId, user, taskId, personalName]);
  // A project's board changes for everyone who sees the project; a personal task, for its owner's todo board.
  const changes = (event: LiveEvent) =>
    projectId === null ? event.kind === 'todo' && event.subject === taskId : event.kind === 'board' && event.subject === projectId;
  return (
    <BoardContext.Provider logic={machine} options={{ input: { projectId: projectId ?? NO_PROJECT } }}>
      <BoardLiveUpdates matches={changes} />
      <BoardNotices />
      <ClosesWhenGone firstTaskId={taskId} onGone={onClose} />
      <TaskDrawer firstTaskId={taskId} onClose={onClose} />
      <DeleteConfirmation onConfirmed={() => undefined} />
    </BoardContext.Provider>
  );
}
