import { QueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
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

/** The app's cache, for the routes' loaders, the statecharts' API actors and the provider around the routed app. */
export const queryClient = createQueryClient();

/**
 * A statechart's own read, through the app's cache, so the screens that show the same data read
 * what it read. Always asked of the server (`staleTime: 0`): a statechart reads when its screen
 * opens, or when the person asks for a retry or a reload, and each of these means "as it is now",
 * not as another screen saw it a moment ago; a request for the same data already under way is
 * shared rather than sent twice. Not retried behind the statechart's back (`retry: false`): its
 * failure shows at once, with the statechart's own "Try again".
 */
export function fetchFresh<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: FetchQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
): Promise<TData> {
  return queryClient.fetchQuery({ ...options, staleTime: 0, retry: false });
}
