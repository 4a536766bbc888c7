import { getShortestPaths, type StatePath } from '@xstate/graph';
import {
  getInitialSnapshot,
  getNextSnapshot,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type StateNode,
} from 'xstate';

export type ModelEvent = EventObject & Record<string, unknown>;
export type ModelPath = StatePath<AnyMachineSnapshot, ModelEvent>;

/**
 * What a machine's generated paths mean to a person: how to make each step happen in the running
 * app, and what the screen must show after it. The QA checklist (docs/qa/) and the screen-level
 * model-based tests read the same model. Its data is the running demo's (server/test/demo-answers.json,
 * what the demo that `npm start` seeds answers), so a tester finds what the checklist names.
 */
export interface QaModel {
  /** The checklist's file name under docs/qa/. */
  id: string;
  title: string;
  /** Where the tester starts: the demo login, the page, and the demo record the paths use. */
  setup: string;
  paths(): ModelPath[];
  /** The step that makes `event` happen, from the state before it. */
  step(event: ModelEvent, before: AnyMachineSnapshot): string;
  /** What the screen shows in this state. */
  expect(state: AnyMachineSnapshot): string;
  /**
   * Whether the screen waits for the server in this state. The running demo answers within a
   * moment, so the checklist says the state shows only for a moment, and a step of the tester's
   * taken in it is out of reach (OUT_OF_REACH.whileWaiting).
   */
  waiting?(state: AnyMachineSnapshot): boolean;
  /**
   * What the step needs that no tester can make happen by hand in the running demo (one of
   * OUT_OF_REACH's reasons, or the model's own), or undefined when a tester can take it.
   */
  outOfReach?(event: ModelEvent, before: AnyMachineSnapshot): string | undefined;
}

/** Why a step is out of a tester's reach: a path with one is left out of the printed checklist. */
export const OUT_OF_REACH = {
  /** An API call failing, or answering what the demo never answers. */
  failure:
    'a failure no tester can cause by hand (a call failing: the server stopped, or the browser offline, before it answers; an answer the demo server never gives; someone else changing the same data in that moment)',
  /** A step of the tester's while a call is under way. */
  whileWaiting: 'a step taken while the screen still waits for the server, which the demo answers too fast for anyone to act in between',
} as const;

/** The API call a step answers, if it is an answer: the invoked actor's id, and whether it succeeded. */
export function answerOf(event: EventObject): { id: string; ok: boolean } | undefined {
  const match = event.type.match(/^xstate\.(done|error)\.actor\.(\w+)$/);
  return match ? { id: match[2]!, ok: match[1] === 'done' } : undefined;
}

/** Why a tester cannot take this step by hand in the running demo, or undefined when they can. */
export function stepOutOfReach(model: QaModel, event: ModelEvent, before: AnyMachineSnapshot): string | undefined {
  const own = model.outOfReach?.(event, before);
  if (own) return own;
  if (!answerOf(event) && model.waiting?.(before)) return OUT_OF_REACH.whileWaiting;
  return undefined;
}

/** Why a tester cannot walk this path by hand in the running demo (its first such step's reason), or undefined. */
export function pathOutOfReach(model: QaModel, path: ModelPath): string | undefined {
  let before = path.steps[0]!.state;
  for (const step of userSteps(path)) {
    const reason = stepOutOfReach(model, step.event as ModelEvent, before);
    if (reason) return reason;
    before = step.state;
  }
  return undefined;
}

/**
 * The paths worth walking: a path that is the beginning of a longer one is walked by that one.
 */
function withoutPrefixes<P extends { steps: { event: EventObject }[] }>(paths: readonly P[]): P[] {
  const key = (p: P) => p.steps.map((s) => JSON.stringify(s.event));
  const keys = paths.map(key);
  return paths.filter((_, i) => {
    const mine = keys[i]!;
    return !keys.some((other, j) => j !== i && other.length > mine.length && mine.every((step, n) => other[n] === step));
  });
}

/** The delayed transitions of a machine, as the events XState raises for them. */
export function timerEvents(root: StateNode<any, any>): ModelEvent[] {
  const found: ModelEvent[] = root.after.map((transition) => ({ type: transition.eventType }));
  return [...found, ...Object.values(root.states).flatMap((child) => timerEvents(child))];
}

/** The path's steps after the machine's own start. */
export const userSteps = (path: ModelPath) => path.steps.filter((s) => s.event.type !== 'xstate.init');

/** What the screen shows in a state, as a tester sees it against the running demo. */
function seen(model: QaModel, state: AnyMachineSnapshot): string {
  return model.waiting?.(state) ? `for a moment, ${model.expect(state)}` : model.expect(state);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The checklist: numbered steps a tester can follow in the running demo, each with what the screen
 * must then show. Paths a tester cannot walk by hand are left out, and counted at the top with the
 * reason; the tests still replay them.
 */
export function qaChecklist(model: QaModel): string {
  const paths = model.paths();
  const reasons = paths.map((path) => pathOutOfReach(model, path));
  const printed = paths.filter((_, i) => !reasons[i]);
  const left = new Map<string, number>();
  for (const reason of reasons) if (reason) left.set(reason, (left.get(reason) ?? 0) + 1);
  const lines = [
    `# ${model.title}: QA checklist`,
    '',
    '<!-- Generated by `npm run test:paths` from the statechart; do not edit by hand. -->',
    '',
    `Start: ${model.setup}`,
    '',
    `${plural(paths.length, 'path was', 'paths were')} generated from the statechart so that together they reach every state it can be in.`,
  ];
  if (left.size === 0) lines.push('All of them are below.');
  else {
    const count = paths.length - printed.length;
    lines.push(
      `The ${plural(printed.length, 'path', 'paths')} below can be walked by hand in the running demo; the other ${count} ` +
        `${count === 1 ? 'is' : 'are'} left out for now, as each needs something no tester can make happen by hand:`,
      '',
      ...[...left].map(([reason, n]) => `- ${plural(n, 'needs', 'need')} ${reason}.`),
      '',
      `The machine-level and screen-level tests still replay all ${paths.length} paths; a later QA issue will name practical ` +
        'ways to cause what the left-out ones need.',
    );
  }
  lines.push('');
  printed.forEach((path, index) => {
    lines.push(`## Path ${index + 1}`, '');
    const initial = path.steps[0]!.state;
    lines.push(`0. Open the screen. Expect: ${seen(model, initial)}`);
    let before = initial;
    userSteps(path).forEach((step, n) => {
      lines.push(`${n + 1}. ${model.step(step.event, before)} Expect: ${seen(model, step.state)}`);
      before = step.state;
    });
    lines.push('');
  });
  return lines.join('\n');
}

interface CoverOptions {
  /** The events the model may take, or those it may take in a state (an API answer fitting the request, say). */
  events: readonly ModelEvent[] | ((state: AnyMachineSnapshot) => readonly ModelEvent[]);
  /** The machine's input, when it takes one. */
  input?: unknown;
  /** Which states count as different: the abstraction whose every transition a path takes. */
  serializeState(snapshot: AnyMachineSnapshot): string;
  /**
   * Whether the screen waits for the server in this state (QaModel.waiting). A path ending there is
   * taken on, with the first successful answer the machine takes among the events, until the
   * screen rests: it ends on what the tester then sees.
   */
  waiting?(snapshot: AnyMachineSnapshot): boolean;
}

/** The steps of taking `events` in order from the machine's start, with the state after each. */
function walk(machine: AnyStateMachine, events: readonly ModelEvent[], input?: unknown): ModelPath {
  let state = getInitialSnapshot(machine, input) as AnyMachineSnapshot;
  const steps: ModelPath['steps'] = [{ state, event: { type: 'xstate.init' } }];
  for (const event of events) {
    state = getNextSnapshot(machine, state, event) as AnyMachineSnapshot;
    steps.push({ state, event });
  }
  return { state, steps, weight: events.length };
}

/**
 * Paths that together take every transition of the model at least once: for each state (as
 * `serializeState` tells them apart) and each event that changes it, the shortest way to that
 * state, then that event. Every path is walked again from the start, so each step's state is the
 * one the machine really reaches (the abstraction may tell apart less than the context holds).
 * A path that ends while the screen waits for the server is taken on to its answer (`waiting`).
 * Paths that begin longer ones are dropped.
 */
export function transitionCoverPaths(machine: AnyStateMachine, { events, serializeState, input, waiting }: CoverOptions): ModelPath[] {
  const eventsIn = typeof events === 'function' ? events : () => events;
  const changes = (from: AnyMachineSnapshot, event: ModelEvent) => {
    const next = getNextSnapshot(machine, from, event) as AnyMachineSnapshot;
    return JSON.stringify([next.value, next.context]) !== JSON.stringify([from.value, from.context]);
  };
  const settle = (state: AnyMachineSnapshot) =>
    waiting?.(state) ? eventsIn(state).find((event) => answerOf(event)?.ok && changes(state, event)) : undefined;
  const options = { events: events as never, serializeState: serializeState as never, input };
  // Where to look from: each state of the abstraction, reached the shortest way; then each state
  // a change the abstraction leaves out leads to (a count-down ending, say), so what follows it is
  // taken too.
  const queue = (getShortestPaths(machine, options) as unknown as ModelPath[]).map((p) => userSteps(p).map((s) => s.event as ModelEvent));
  const paths: ModelPath[] = [];
  const loopsTaken = new Set<string>();
  while (queue.length > 0) {
    const route = queue.shift()!;
    const from = walk(machine, route, input).state;
    for (const event of eventsIn(from)) {
      const next = getNextSnapshot(machine, from, event) as AnyMachineSnapshot;
      if (serializeState(next) === serializeState(from)) {
        // An event the state ignores (or a guard refuses) is no transition; one that changes only
        // what the abstraction leaves out is taken once, from the first state that allows it.
        if (JSON.stringify(next.context) === JSON.stringify(from.context) && JSON.stringify(next.value) === JSON.stringify(from.value))
          continue;
        const key = JSON.stringify(event);
        if (loopsTaken.has(key)) continue;
        loopsTaken.add(key);
        queue.push([...route, event]);
      }
      paths.push(walk(machine, [...route, event], input));
    }
  }
  const settled = paths.map((path) => {
    const route = userSteps(path).map((s) => s.event as ModelEvent);
    let end = path;
    for (let answer = settle(end.state); answer && route.length < path.steps.length + 8; answer = settle(end.state)) {
      route.push(answer);
      end = walk(machine, route, input);
    }
    return end;
  });
  const key = (p: ModelPath) => JSON.stringify(p.steps.map((s) => s.event));
  const unique = settled.filter((p, i) => settled.findIndex((q) => key(q) === key(p)) === i);
  return withoutPrefixes(unique);
}
