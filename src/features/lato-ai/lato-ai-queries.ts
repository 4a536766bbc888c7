import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Call } from '@/api/contract/lato-ai';
import type { CallListParams } from '@machines/calls-list/calls-list.machine';
import type { TranscriptRequest } from '@machines/transcript/transcript.machine';
import { chatApi, latoAiApi, settingsApi, transcriptApi } from './lato-ai-api';

/** Lato AI's reads, as the cache knows them; a change invalidates them by these keys. */
export const latoAiKeys = {
  all: ['lato-ai'] as const,
  numbers: ['lato-ai', 'numbers'] as const,
  calls: (numberId: number) => ['lato-ai', 'calls', numberId] as const,
  call: (id: number) => ['lato-ai', 'call', id] as const,
  transcript: (callId: number) => ['lato-ai', 'transcript', callId] as const,
  everyConversation: ['lato-ai', 'conversations'] as const,
  conversations: (phoneNumber: string) => ['lato-ai', 'conversations', phoneNumber] as const,
  chat: (phoneNumber: string, customer: string) => ['lato-ai', 'chat', phoneNumber, customer] as const,
  settings: (numberId: number) => ['lato-ai', 'settings', numberId] as const,
};

/** The client's numbers: asked for again after ten seconds, since the agency may add one meanwhile. */
export const numbersQuery = queryOptions({
  queryKey: latoAiKeys.numbers,
  queryFn: () => latoAiApi.numbers(),
  staleTime: 10_000,
});

/** A page of a number's calls, filtered. */
export const callsQuery = (params: CallListParams) =>
  queryOptions({
    queryKey: [...latoAiKeys.calls(params.numberId), params],
    queryFn: () => latoAiApi.calls(params),
  });

/**
 * One call as its drawer shows it: it starts from the row it was opened from, and is read again
 * only when the call changes (a live event), so it is forgotten once the drawer closes.
 */
export const callQuery = (row: Call) =>
  queryOptions({
    queryKey: latoAiKeys.call(row.id),
    queryFn: () => latoAiApi.call(row.id),
    initialData: row,
    staleTime: Infinity,
    gcTime: 0,
  });

/** A page of a call's transcript. */
export const transcriptQuery = ({ callId, page }: TranscriptRequest) =>
  queryOptions({
    queryKey: [...latoAiKeys.transcript(callId), page],
    queryFn: () => transcriptApi.page({ callId, page }),
  });

/** A number's SMS conversations, newest first, with or without the tests. */
export const conversationsQuery = (phoneNumber: string, hideTests: boolean, search = '') =>
  queryOptions({
    queryKey: [...latoAiKeys.conversations(phoneNumber), { hideTests, search }],
    queryFn: () => chatApi.conversations(phoneNumber, hideTests, search),
    // Another search keeps the list on screen until its own answer comes.
    placeholderData: keepPreviousData,
    // A new message changes the list at once: read it fresh on every visit.
    staleTime: 0,
  });

/** A page of one customer's SMS thread with a number. */
export const chatPageQuery = (phoneNumber: string, customer: string, page: number) =>
  queryOptions({
    queryKey: [...latoAiKeys.chat(phoneNumber, customer), page],
    queryFn: () => chatApi.page(phoneNumber, customer, page),
  });

/** How the assistant answers a number, as last saved. */
export const settingsQuery = (numberId: number) =>
  queryOptions({
    queryKey: latoAiKeys.settings(numberId),
    queryFn: () => settingsApi.load(numberId),
  });
