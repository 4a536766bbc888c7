import { queryOptions } from '@tanstack/react-query';
import { chatApi, latoAiApi } from './lato-ai-api';

/** Lato AI's reads, as the cache knows them; a change invalidates them by these keys. */
export const latoAiKeys = {
  all: ['lato-ai'] as const,
  numbers: ['lato-ai', 'numbers'] as const,
  conversations: (phoneNumber: string) => ['lato-ai', 'conversations', phoneNumber] as const,
};

/** The client's numbers: asked for again after ten seconds, since the agency may add one meanwhile. */
export const numbersQuery = queryOptions({
  queryKey: latoAiKeys.numbers,
  queryFn: () => latoAiApi.numbers(),
  staleTime: 10_000,
});

/** A number's SMS conversations, newest first, with or without the tests. */
export const conversationsQuery = (phoneNumber: string, hideTests: boolean) =>
  queryOptions({
    queryKey: [...latoAiKeys.conversations(phoneNumber), { hideTests }],
    queryFn: () => chatApi.conversations(phoneNumber, hideTests),
    // A new message changes the list at once: read it fresh on every visit.
    staleTime: 0,
  });
