import { expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import { activeAtomicPaths, atomicStatePaths, replayStep, type ControlledActors } from '@machines/testing/controlled-actors';
import { pathName, type MachineRoot } from '@machines/testing/path-suite';
import { userSteps, type ModelEvent, type QaModel } from '@machines/testing/qa';
import { pathEvents, replayModel, type Replay } from '@machines/testing/replay';

/** A rendered screen driven by a machine whose API actors the test answers. */
export interface Rendered {
  actor: AnyActorRef;
  harness: ControlledActors;
}

interface ScreenSuite<R extends Rendered> {
  model: QaModel;
  /** The machine's root state node: every atomic state needs a screen check. */
  root: MachineRoot;
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
 * The model-based tests of a screen: each generated path is replayed by xstate's TestModel with
 * real gestures on the rendered components (API answers come from the fake actors, timers from
 * the fake clock), and after every step the machine must be in the state the model predicts and
 * the screen must show what that state shows. A state without a screen check, or a user event
 * without a gesture, fails the suite.
 */
export function testPathsOnScreen<R extends Rendered>(suite: ScreenSuite<R>): void {
  const paths = suite.model.paths();
  const replay = replayModel(suite.root.machine);
  const withoutScreen = (expected: AnyMachineSnapshot) => activeAtomicPaths(expected.value).filter((state) => !suite.screens[state]);

  it('has a screen check for every state and a gesture for every user event of the model', () => {
    expect(Object.keys(suite.screens).sort()).toEqual(atomicStatePaths(suite.root).sort());
    const userEvents = new Set(paths.flatMap((p) => userSteps(p).map((s) => s.event.type)).filter((type) => !isHarnessStep(type)));
    expect([...userEvents].filter((type) => !suite.gestures[type])).toEqual([]);
  });

  it.each(paths.map((p) => [pathName(suite.model, p), p] as const))('on screen: %s', async (_name, path) => {
    const rendered = await suite.render();
    const reached = async (expected: AnyMachineSnapshot) => {
      // TestModel runs the checks of the states that match and passes over the others: a region
      // of a parallel state without a screen check must fail here.
      expect(withoutScreen(expected), 'states without a screen check').toEqual([]);
      // Gestures may act after a pause (a debounced search): wait for the machine to get there.
      await waitFor(() => {
        expect(rendered.actor.getSnapshot().value).toEqual(expected.value);
        expect(rendered.actor.getSnapshot().context).toEqual(expected.context);
      });
    };
    // In the machine's order of states, so a parallel state's regions are checked as they are listed.
    const states: NonNullable<Replay['states']> = Object.fromEntries(
      atomicStatePaths(suite.root)
        .filter((state) => suite.screens[state])
        .map((state) => [
          state,
          async (expected: AnyMachineSnapshot) => {
            await reached(expected);
            await suite.screens[state]!(rendered, expected);
          },
        ]),
    );
    states['*'] = (expected) => {
      throw new Error(`no screen check for ${withoutScreen(expected).join(', ')}`);
    };
    await replay.testPath(path, {
      events: pathEvents(path, async (event) => {
        if (isHarnessStep(event.type)) {
          await replayStep(rendered.harness, rendered.actor, event, suite.advanceTimers, (e) => suite.delayOf?.(e, rendered) ?? 0);
          return;
        }
        const gesture = suite.gestures[event.type];
        if (!gesture) throw new Error(`no gesture for ${event.type}`);
        await gesture(rendered, event);
      }),
      states,
    });
  });
}
