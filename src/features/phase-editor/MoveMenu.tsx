import { Menu } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Phase, Task } from '@/api/contract/tasks';
import { MoveMenu, MovePlaces } from '@/board-kit/MoveMenu';
import { useBoardActor, useShownBoard } from './board-context';

/** The places, worked out from the board only while the menu is open: a closed menu costs a card nothing when the board changes. */
function MoveTaskMenuItems({ task }: { task: Task }) {
  const actor = useBoardActor();
  const phases = useShownBoard()?.board.phases ?? [];
  const phase = phases.find((p) => p.id === task.phase);
  return (
    <MovePlaces
      from={phase?.id ?? null}
      index={phase?.tasks.findIndex((x) => x.id === task.id) ?? -1}
      targets={phases.map((p) => ({ id: p.id, name: p.name, size: p.tasks.length }))}
      onMove={(phaseId, index) => actor.send({ type: 'MOVE_TASK', taskId: task.id, phaseId, index })}
    />
  );
}

/**
 * "Move to…": every place a drag could take the task (up, down, the top or the end of any phase),
 * as a menu, for those who cannot or would rather not drag. It sends the same change as a drop.
 */
export function MoveTaskMenu({ task }: { task: Task }) {
  const { t } = useLingui();
  const title = task.title;
  return (
    <MoveMenu label={t`Move ${title} to…`} tooltip={t`Move to…`}>
      <MoveTaskMenuItems task={task} />
    </MoveMenu>
  );
}

/** The phase's own "Move to…": one place earlier or later among the `count` phases. */
export function MovePhaseMenu({ phase, index, count }: { phase: Phase; index: number; count: number }) {
  const { t } = useLingui();
  const actor = useBoardActor();
  const name = phase.name;
  return (
    <MoveMenu label={t`Move phase ${name}…`} tooltip={t`Move phase…`}>
      <Menu.Item disabled={index === 0} onClick={() => actor.send({ type: 'MOVE_PHASE', phaseId: phase.id, index: index - 1 })}>
        {t`Earlier`}
      </Menu.Item>
      <Menu.Item disabled={index === count - 1} onClick={() => actor.send({ type: 'MOVE_PHASE', phaseId: phase.id, index: index + 1 })}>
        {t`Later`}
      </Menu.Item>
    </MoveMenu>
  );
}
