import { useLiveEvent, useLiveReload } from '@/features/live/shared';
import { useProjectsListActor } from './projects-list-context';

/**
 * The projects list follows changes made elsewhere: a project's fields, members or status (any
 * project: one created, or one that now matches the filters, may join the list), and the board of
 * a project shown (its progress and task counts).
 */
export function useProjectsListLive(): void {
  const actor = useProjectsListActor();
  const refresh = () => actor.send({ type: 'REFRESH' });
  useLiveEvent(
    (event) =>
      event.kind === 'project' || (event.kind === 'board' && actor.getSnapshot().context.projects.some((p) => p.id === event.subject)),
    refresh,
  );
  useLiveReload(refresh);
}
