import { TestModel, type EventExecutor, type TestParam } from '@xstate/graph';
import type { ActorLogic, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { activeAtomicPaths } from './controlled-actors';
import { userSteps, type ModelEvent, type ModelPath } from './qa';

/** xstate's test model of a machine, which replays the generated paths (its `testPath`). */
export type ReplayModel = TestModel<AnyMachineSnapshot, ModelEvent, unknown>;
/** What `testPath` runs for a path: an executor for each event, a check for each state. */
export type Replay = TestParam<AnyMachineSnapshot, ModelEvent>;

/**
 * An event as a failed replay prints it in the path it reports. An API answer's body (a whole
 * board, say) would bury the step that failed, so only the event's other fields are shown. The
 * report lists each step's state above the event that led to it, which reads the wrong way round
 * unless the event says so.
 */
function eventLabel({ type, output: _output, error: _error, ...fields }: ModelEvent): string {
  return `${Object.keys(fields).length > 0 ? `${type} ${JSON.stringify(fields)}` : type}, into the state above`;
}

/**
 * The machine's test model, for replaying paths with `testPath`. Built with `new TestModel`:
 * `createTestModel` refuses every machine here, since each invokes its API calls and some have
 * `after` delays (auth's token timers, the password reset's cool-down), while `testPath` never
 * runs the machine's logic and needs neither refused. The paths come from qa.ts's
 * transition-cover generator, not from the model's own generators, which aim at each state
 * rather than each transition.
 *
 * A `states` key names an atomic state by its dotted path (`ready.saving`); in a parallel state
 * each region's key matches. `'*'` is TestModel's fallback, run when no other key matches.
 */
export function replayModel(machine: AnyStateMachine): ReplayModel {
  return new TestModel(machine as unknown as ActorLogic<AnyMachineSnapshot, ModelEvent, unknown>, {
    stateMatcher: (state, key) => activeAtomicPaths(state.value).includes(key),
    serializeState: (state) => JSON.stringify(state.value),
    serializeEvent: eventLabel,
  });
}

/**
 * The `events` of a path's replay: each event the path takes after the machine's start runs
 * `exec`. testPath passes over an event without an executor as if it had happened, so every one
 * gets one; the start has none, as the actor is already running when the replay begins.
 */
export function pathEvents(path: ModelPath, exec: (event: ModelEvent) => Promise<void>): NonNullable<Replay['events']> {
  const run: EventExecutor<AnyMachineSnapshot, ModelEvent> = (step) => exec(step.event);
  return Object.fromEntries([...new Set(userSteps(path).map((step) => step.event.type))].map((type) => [type, run]));
}
