import { assign, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { SaveQueue, SaveQueueContext } from './save-queue';

// The queue's actions send no event, so they fit a machine of any events: xstate types an action
// by its machine's events (through `self`), which a piece shared by several machines cannot name.
type AnyMachineEvent = any;

/**
 * A save queue's two states, as pieces for the machine's own `idle` and `saving`: the machine
 * writes the states (so its chart shows them, with what else it does there) and gives the actor
 * `saveOperation`, which takes a SaveInput and answers the server's result.
 *
 *     idle: { always: queueStates.saveNext },
 *     saving: { invoke: queueStates.save },
 *
 * A machine with its own answer to some failures puts it before the queue's:
 * `invoke: { ...queueStates.save, onError: [ownFailure, queueStates.dropFailed] }`.
 */
export function saveQueueStates<Op, State, Result, Ctx extends SaveQueueContext<Op, State>>(queue: SaveQueue<Op, State, Result, Ctx>) {
  // Saved or not, the queue goes back to idle, which saves the next change waiting, if any.
  const dropFailed = {
    target: 'idle',
    reenter: true,
    actions: assign<Ctx, ErrorActorEvent, undefined, AnyMachineEvent, never>(({ context, event }) => queue.failed(context, event.error)),
  } as const;
  return {
    /** From idle: a change waiting is saved, one at a time, in the order made. */
    saveNext: { guard: ({ context }: { context: Ctx }) => context.pending.length > 0, target: 'saving' },
    /** The saving state's call: the first change waiting, saved. */
    save: {
      id: 'saveOperation',
      src: 'saveOperation',
      input: ({ context }: { context: Ctx }) => queue.saveInput(context),
      onDone: {
        target: 'idle',
        reenter: true,
        actions: assign<Ctx, DoneActorEvent<Result>, undefined, AnyMachineEvent, never>(({ context, event }) =>
          queue.saved(context, event.output),
        ),
      },
      onError: dropFailed,
    },
    /** A failed save taken back and said. */
    dropFailed,
  } as const;
}
