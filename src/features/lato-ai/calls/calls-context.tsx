import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { CallPage } from '@/api/contract/lato-ai';
import {
  callsListMachine,
  type CallListParams,
  type CallsListActor,
  type CallsListSnapshot,
} from '@machines/calls-list/calls-list.machine';
import { latoAiApi } from '@/features/lato-ai/lato-ai-api';

export const CallsListContext = createContext<CallsListActor | null>(null);

export function useCallsActor(): CallsListActor {
  const actor = useContext(CallsListContext);
  if (!actor) throw new Error('useCallsActor must be used inside <CallsListContext.Provider>');
  return actor;
}

export function useCalls<T>(select: (snapshot: CallsListSnapshot) => T): T {
  return useSelector(useCallsActor(), select);
}

/** The calls list wired to the real API. */
export const callsListWithApi = callsListMachine.provide({
  actors: { loadCalls: fromPromise<CallPage, CallListParams>(({ input }) => latoAiApi.calls(input)) },
});
