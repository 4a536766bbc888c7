import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { SimulatedCall } from '@/api/contract/lato-ai';
import { problemOf, type Problem } from '@/api/problem';
import { mustProvide } from '@machines/shared/must-provide';

/** One line of a test call as the page shows it. */
export interface TestCallLine {
  who: 'assistant' | 'caller';
  text: string;
}

export interface TestCallContext {
  numberId: number;
  callSid: string | null;
  /** Where the assistant listens for the caller's next words. */
  next: string | null;
  lines: TestCallLine[];
  transferredTo: string | null;
  error: Problem | null;
}

export type TestCallEvent = { type: 'START' } | { type: 'SAY'; text: string } | { type: 'HANG_UP' };

/** A step of the simulated call: start it (no call yet), say something, or hang up. */
export interface TestCallStep {
  number_id: number;
  call_sid?: string;
  next?: string;
  say?: string;
  hang_up?: boolean;
}

const heard = (context: TestCallContext, answer: SimulatedCall): Partial<TestCallContext> => ({
  callSid: answer.call_sid,
  next: answer.next,
  lines: [...context.lines, ...answer.said.map((text) => ({ who: 'assistant' as const, text }))],
  transferredTo: answer.transferred_to,
  error: null,
});

/**
 * A test call from the settings page: the client plays the caller, typing what they would say,
 * and the assistant answers through the same webhooks a real call uses, until someone hangs up.
 */
export const testCallMachine = setup({
  types: { context: {} as TestCallContext, events: {} as TestCallEvent, input: {} as { numberId: number } },
  actors: {
    simulate: mustProvide<SimulatedCall, TestCallStep>('simulate'),
  },
  actions: {
    recordFailure: assign({
      error: ({ event }) => problemOf((event as unknown as { error: unknown }).error, msg`The test call failed`),
    }),
  },
  guards: {
    goesOn: ({ event }) => !(event as unknown as { output: SimulatedCall }).output.ended,
    hasWords: ({ event }) => event.type === 'SAY' && event.text.trim().length > 0,
  },
}).createMachine({
  id: 'testCall',
  context: ({ input }) => ({ numberId: input.numberId, callSid: null, next: null, lines: [], transferredTo: null, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { START: 'dialling' } },
    dialling: {
      entry: assign({ callSid: null, next: null, lines: [], transferredTo: null, error: null }),
      invoke: {
        id: 'simulate',
        src: 'simulate',
        input: ({ context }) => ({ number_id: context.numberId }),
        onDone: [
          { guard: 'goesOn', target: 'listening', actions: assign(({ context, event }) => heard(context, event.output)) },
          { target: 'ended', actions: assign(({ context, event }) => heard(context, event.output)) },
        ],
        onError: { target: 'failed', actions: 'recordFailure' },
      },
    },
    listening: {
      on: {
        SAY: {
          guard: 'hasWords',
          target: 'answering',
          actions: assign({ lines: ({ context, event }) => [...context.lines, { who: 'caller' as const, text: event.text.trim() }] }),
        },
        HANG_UP: 'hangingUp',
      },
    },
    answering: {
      invoke: {
        id: 'simulate',
        src: 'simulate',
        input: ({ context }) => ({
          number_id: context.numberId,
          call_sid: context.callSid!,
          next: context.next!,
          say: context.lines.at(-1)!.text,
        }),
        onDone: [
          { guard: 'goesOn', target: 'listening', actions: assign(({ context, event }) => heard(context, event.output)) },
          { target: 'ended', actions: assign(({ context, event }) => heard(context, event.output)) },
        ],
        onError: { target: 'failed', actions: 'recordFailure' },
      },
    },
    hangingUp: {
      invoke: {
        id: 'simulate',
        src: 'simulate',
        input: ({ context }) => ({ number_id: context.numberId, call_sid: context.callSid!, hang_up: true }),
        onDone: { target: 'ended', actions: assign(({ context, event }) => heard(context, event.output)) },
        onError: { target: 'failed', actions: 'recordFailure' },
      },
    },
    ended: { on: { START: 'dialling' } },
    failed: { on: { START: 'dialling' } },
  },
});

export type TestCallActor = ActorRefFrom<typeof testCallMachine>;
export type TestCallSnapshot = SnapshotFrom<typeof testCallMachine>;
