import { expect, it } from 'vitest';
import type { StatePath } from '@xstate/graph';
import type { AnyActorRef, EventObject } from 'xstate';
import { activeAtomicPaths, atomicStatePaths, replayStep, type ControlledActors } from './controlled-actors';

type ModelEvent = EventObject & Record<string, unknown>;

interface PathSuite {
  /** The machine's root state node, whose states must all be reached. */
  root: Parameters<typeof atomicStatePaths>[0];
  paths: StatePath<any, any>[];
  describeEvent(event: ModelEvent): string;
  /** A fresh started actor and the harness answering its calls. */
  start(): { harness: ControlledActors; actor: AnyActorRef };
  advanceTimers?: (ms: number) => void;
  delayOf?: (event: EventObject) => number;
}

/**
 * The model-based part of a machine's tests: the generated paths reach every state, and each
 * path, replayed step by step on a real actor, passes through exactly the states it predicts.
 */
export function testGeneratedPaths({ root, paths, describeEvent, start, advanceTimers, delayOf }: PathSuite): void {
  it('reaches every state of the machine', () => {
    const reached = new Set(paths.flatMap((p) => activeAtomicPaths(p.state.value)));
    expect([...reached].sort()).toEqual(atomicStatePaths(root).sort());
  });

  const named = paths.map((p) => [p.steps.map((s) => describeEvent(s.event as ModelEvent)).join(' → ') || '(start)', p] as const);
  it.each(named)('replays: %s', async (_name, path) => {
    const { harness, actor } = start();
    for (const step of path.steps) {
      if (step.event.type === 'xstate.init') continue;
      await replayStep(harness, actor, step.event as ModelEvent, advanceTimers, delayOf);
      expect(actor.getSnapshot().value).toEqual(step.state.value);
      expect(actor.getSnapshot().context).toEqual(step.state.context);
    }
    expect(actor.getSnapshot().value).toEqual(path.state.value);
  });
}
