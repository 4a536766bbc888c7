import { expect, it } from 'vitest';
import type { AnyActorRef, AnyStateMachine, EventObject } from 'xstate';
import { activeAtomicPaths, atomicStatePaths, replayStep, type ControlledActors } from './controlled-actors';
import { userSteps, type ModelPath, type QaModel } from './qa';
import { pathEvents, replayModel } from './replay';

/** A machine's root state node: the states to reach, and (as `machine`) the machine replayed. */
export type MachineRoot = Parameters<typeof atomicStatePaths>[0] & { machine: AnyStateMachine };

interface PathSuite {
  /** The machine's root state node, whose states must all be reached. */
  root: MachineRoot;
  model: QaModel;
  /** A fresh started actor and the harness answering its calls. */
  start(): { harness: ControlledActors; actor: AnyActorRef };
  advanceTimers?: (ms: number) => void;
  delayOf?: (event: EventObject) => number;
}

/** A path's name in a test report: its steps as a tester would take them. */
export function pathName(model: QaModel, path: ModelPath): string {
  let before = path.steps[0]!.state;
  const names = userSteps(path).map((step) => {
    const name = model.step(step.event, before);
    before = step.state;
    return name;
  });
  return names.join(' → ') || '(open the screen)';
}

/**
 * The machine-level part of a machine's model-based tests: the generated paths reach every state,
 * and each path, replayed step by step on a real actor by xstate's TestModel, passes through
 * exactly the states it predicts, from its start on.
 */
export function testGeneratedPaths({ root, model, start, advanceTimers, delayOf }: PathSuite): void {
  const paths = model.paths();
  const replay = replayModel(root.machine);
  // TestModel (in @xstate/graph 3) measures no coverage, so which states the paths reach is counted here.
  it('reaches every state of the machine', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.flatMap((s) => activeAtomicPaths(s.state.value))));
    expect([...reached].sort()).toEqual(atomicStatePaths(root).sort());
  });

  it.each(paths.map((p) => [pathName(model, p), p] as const))('replays: %s', async (_name, path) => {
    const { harness, actor } = start();
    await replay.testPath(path, {
      events: pathEvents(path, (event) => replayStep(harness, actor, event, advanceTimers, delayOf)),
      states: {
        '*': (expected) => {
          expect(actor.getSnapshot().value).toEqual(expected.value);
          expect(actor.getSnapshot().context).toEqual(expected.context);
        },
      },
    });
  });
}
