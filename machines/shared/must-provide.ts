import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * A machine's call to the outside world, left for whoever starts the machine to give with
 * `machine.provide({ actors })`: the screens give the area's API call, a test its own answer. Run
 * as it is, it fails at once and says which actor is missing.
 */
export function mustProvide<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`The ${name} actor must be provided`)));
}
