import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/api/client';
import { devOutboxEndpoints } from '@/api/contract/dev-outbox';

/** The development outbox's newest e-mails. */
export const outboxQuery = queryOptions({
  queryKey: ['dev-outbox'] as const,
  queryFn: () => callApi(devOutboxEndpoints.list, {}),
  // A 404 means there is no outbox here: asking again will not change that.
  retry: false,
});
