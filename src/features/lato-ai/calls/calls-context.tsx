import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { CallPage } from '@/api/contract/lato-ai';
import { fetchFresh } from '@/api/query-client';
import { callsListMachine, type CallListParams } from '@machines/calls-list/calls-list.machine';
import { callsQuery } from '@/features/lato-ai/lato-ai-queries';

/** The calls list wired to the real API. */
export const callsListWithApi = callsListMachine.provide({
  actors: { loadCalls: fromPromise<CallPage, CallListParams>(({ input }) => fetchFresh(callsQuery(input))) },
});

/** The calls list of the chosen number: the app's, or a test's (`logic` with fake API actors). */
export const CallsListContext = createActorContext(callsListWithApi);
export const useCallsActor = CallsListContext.useActorRef;
export const useCalls = CallsListContext.useSelector;
