import { expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import { activeAtomicPaths, atomicStatePaths, replayStep, type ControlledActors } from '@machines/testing/controlled-actors';
import { pathName } from '@machines/testing/path-suite';
import { userSteps, type ModelEvent, type QaModel } from '@machines/testing/qa';

/** A rendered screen driven by a machine whose API actors the test answers. */
export interface Rendered {
  actor: AnyActorRef;
  harness: ControlledActors;
}

interface ScreenSuite<R extends Rendered> {
  model: QaModel;
  /** The machine's root state node: every atomic state needs a screen check. */
  root: Parameters<typeof atomicStatePaths>[0];
  /** Renders the real components with fake API actors, at the screen's start. */
  render(): Promise<R>;
  /** The user's gesture that sends each event of the model (API answers and timers are the harness's). */
  gestures: Record<string, (rendered: R, event: ModelEvent) => Promise<void>>;
  /** What the user sees in each atomic state, given the whole state the model expects. */
  screens: Record<string, (rendered: R, expected: AnyMachineSnapshot) => Promise<void>>;
  advanceTimers?: (ms: number) => void;
  delayOf?: (event: EventObject, rendered: R) => number;
}

const isHarnessStep = (type: string) => /^xstate\.(done|error)\.actor\./.test(type) || type.startsWith('xstate.after.');

/**
 * The model-based tests of a screen: each generated path is replayed with real gestures on the
 * rendered components (API answers come from the fake actors, timers from the fake clock), and
 * after every step the machine must be in the state the model predicts and the screen must show
 * what that state shows. A state without a screen check, or a user event without a gesture,
 * fails the suite.
 */
export function testPathsOnScreen<R extends Rendered>(suite: ScreenSuite<R>): void {
  const paths = suite.model.paths();

  it('has a screen check for every state and a gesture for every user event of the model', () => {
    expect(Object.keys(suite.screens).sort()).toEqual(atomicStatePaths(suite.root).sort());
    const userEvents = new Set(paths.flatMap((p) => userSteps(p).map((s) => s.event.type)).filter((type) => !isHarnessStep(type)));
    expect([...userEvents].filter((type) => !suite.gestures[type])).toEqual([]);
  });

  it.each(paths.map((p) => [pathName(suite.model, p), p] as const))('on screen: %s', async (_name, path) => {
    const rendered = await suite.render();
    const check = async (expected: AnyMachineSnapshot) => {
      // Gestures may act after a pause (a debounced search): wait for the machine to get there.
      await waitFor(() => {
        expect(rendered.actor.getSnapshot().value).toEqual(expected.value);
        expect(rendered.actor.getSnapshot().context).toEqual(expected.context);
      });
      for (const state of activeAtomicPaths(expected.value)) await suite.screens[state]!(rendered, expected);
    };
    await check(path.steps[0]!.state);
    for (const step of userSteps(path)) {
      const event = step.event as ModelEvent;
      if (isHarnessStep(event.type)) {
        await replayStep(rendered.harness, rendered.actor, event, suite.advanceTimers, (e) => suite.delayOf?.(e, rendered) ?? 0);
      } else {
        await suite.gestures[event.type]!(rendered, event);
      }
      await check(step.state);
    }
  });
}
