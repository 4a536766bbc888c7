import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors';

/** A refused request (4xx) is not asked again: only an outage or a server failure may pass. */
const MAX_RETRIES = 2;
const worthRetrying = (failures: number, error: unknown) =>
  failures < MAX_RETRIES && !(error instanceof ApiError && error.status !== undefined && error.status < 500);

/**
 * The app's one cache of server data: every read a screen shows goes through it (each area
 * describes its reads with `queryOptions` beside its calls), so two screens showing the same data
 * share one request and one answer, and a change invalidates exactly what it touched.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // What was read within the last half minute is shown without asking again.
        staleTime: 30_000,
        retry: retry ? worthRetrying : false,
      },
    },
  });
}

/** The app's cache, for the routes' loaders and the provider around the routed app. */
export const queryClient = createQueryClient();
